-- The Wikipedia pages the last import read, each at the revision read (decision 045): every card from Wikipedia can be
-- traced to the exact text it came from (CC BY-SA 4.0 asks for attribution), and what a page left out is kept with it
-- (cancelled bouts, Muay Thai and kickboxing bouts, unreadable rows). Written by the importer in the import's
-- transaction (importer/wikipedia-rows.ts); read by `npm run data:report`.
create table source_pages (
  source text not null check (source in ('wikipedia')),
  page_id bigint not null,
  title text not null,
  revision_id bigint not null,
  -- The event the page gave, by the key it had before other sources' cards were merged in; null for list pages.
  event_key text,
  notes jsonb not null default '[]'::jsonb,
  primary key (source, page_id)
);

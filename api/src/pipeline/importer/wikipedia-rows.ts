// The importer's rules for rows that came from Wikipedia (decision 045). A scheduled bout read from an upcoming
// card's page is keyed by the page (wiki:<page id>:<pair>); when a more trusted source later brings the same fight
// (ufcstats with its result), the merge keeps that source's key and the Wikipedia key leaves the dataset. Renaming the
// Wikipedia row to the new key before the prune keeps its id, so fans' picks on it stay live and are scored by the
// result (picks reference bout ids, migration 031). The pages read and their revision ids are stored beside the data.
import type { Queryable } from '../../data/db/database';
import type { SourcePage } from '../sources/dataset';
import type { BoutRow, EventRow } from './prepare-rows';

const WIKIPEDIA_KEY_PREFIX = 'wiki:';

/**
 * Renames Wikipedia bouts leaving the dataset to the key of an incoming bout of the same two fighters within a day,
 * one to one. Runs inside the import's transaction, before the prune. Resolves to the keys it gave.
 */
export async function carryWikipediaBouts(tx: Queryable, bouts: readonly BoutRow[], events: readonly EventRow[]): Promise<string[]> {
  const dateOf = new Map(events.map((event) => [event.key, event.date]));
  const incoming = bouts.map((bout) => ({ key: bout.key, date: dateOf.get(bout.event_key) ?? null, a: bout.fighter_a_key, b: bout.fighter_b_key }));
  const renamed = await tx.query<{ key: string }>(
    `with r as (select * from json_to_recordset($1::json) as r(key text, date date, a text, b text)),
     incoming as (
       select r.key, r.date, least(fa.id, fb.id) as low, greatest(fa.id, fb.id) as high
       from r join fighters fa on fa.key = r.a join fighters fb on fb.key = r.b
       where r.date is not null and not exists (select 1 from bouts x where x.key = r.key)
     ),
     matches as (
       select o.id, i.key
       from bouts o join incoming i
         on least(o.fighter_a_id, o.fighter_b_id) = i.low and greatest(o.fighter_a_id, o.fighter_b_id) = i.high
        and abs(o.date - i.date) <= 1
       where o.key like '${WIKIPEDIA_KEY_PREFIX}%' and not exists (select 1 from r as still where still.key = o.key)
     ),
     pairs as (
       select distinct on (key) id, key
       from (select distinct on (id) id, key from matches order by id, key) m
       order by key, id
     )
     update bouts b set key = p.key, updated_at = now() from pairs p where b.id = p.id
     returning b.key`,
    [JSON.stringify(incoming)],
  );
  return renamed.map((row) => row.key);
}

/** Replaces the record of pages read with this import's (none when the data has no wikipedia/ folder). */
export async function writeSourcePages(tx: Queryable, pages: readonly SourcePage[]): Promise<void> {
  await tx.query(`delete from source_pages where source = 'wikipedia'`);
  if (pages.length === 0) return;
  await tx.query(
    `insert into source_pages (source, page_id, title, revision_id, event_key, notes)
     select 'wikipedia', r.page_id, r.title, r.revision_id, r.event_key, r.notes
     from json_to_recordset($1::json) as r(page_id bigint, title text, revision_id bigint, event_key text, notes jsonb)`,
    [
      JSON.stringify(
        pages.map((page) => ({ page_id: page.pageId, title: page.title, revision_id: page.revisionId, event_key: page.eventKey, notes: page.notes })),
      ),
    ],
  );
}

-- Key/value facts about this database that the server reads at start (data source, last import, ...).
create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);

-- What the last import settled by rule, for `npm run data:report` (decision 037): fighters merged on evidence,
-- nationality conflicts, corrected or added results. Written by the importer (write-fighter-facts.ts) in the
-- import's transaction; read only by the report.
create table import_notes (
  kind text not null check (kind in ('merge', 'nationality-conflict', 'result-correction')),
  position integer not null,
  note text not null,
  primary key (kind, position)
);

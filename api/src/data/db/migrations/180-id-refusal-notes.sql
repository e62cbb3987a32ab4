-- Records the identity pass kept apart from the fighter whose id they state, because no name of theirs fits (decision
-- 037, session 17): data:report lists them beside the merges.
alter table import_notes drop constraint import_notes_kind_check;
alter table import_notes add constraint import_notes_kind_check
  check (kind in ('merge', 'id-refusal', 'nationality-conflict', 'result-correction'));

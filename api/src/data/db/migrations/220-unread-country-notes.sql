-- Country texts a source states that no country list reads (a country renamed upstream, a new spelling): data:report
-- lists them so their fighters are not silently left without a nationality (decision 037, session 20).
alter table import_notes drop constraint import_notes_kind_check;
alter table import_notes add constraint import_notes_kind_check
  check (kind in ('merge', 'id-refusal', 'nationality-conflict', 'unread-country', 'result-correction'));

-- Names fans use (names.csv) that named no fighter we know, or more than one, are import notes too (data:report).
alter table import_notes drop constraint import_notes_kind_check;
alter table import_notes add constraint import_notes_kind_check
  check (kind in ('merge', 'id-refusal', 'nationality-conflict', 'unread-country', 'result-correction', 'title-change', 'known-name'));

// Titles that changed hands by announcement (operator files and the curated list in ./curated): a champion stripped
// or vacating, an interim champion promoted. Attached to the fighters they name, for the title lineage
// (jobs/title-lineage.ts) to read on their dates; decision 044, session 23.
import type { DatasetFighter } from '../dataset';
import type { SourceTitleChange } from '../source-records';

/** Sets `titleChanges` on each fighter a record names, oldest first; a record naming nobody goes to `notes`, never guessed. */
export function applyTitleChanges(fighters: DatasetFighter[], records: readonly { record: SourceTitleChange; key: string | null }[], notes: string[]): void {
  const byKey = new Map(fighters.map((fighter) => [fighter.key, fighter]));
  for (const { record, key } of records) {
    const fighter = key === null ? undefined : byKey.get(key);
    if (!fighter) {
      notes.push(
        `${record.where}: ${record.organization} ${record.division} ${record.belt} ${record.change} by "${record.fighter.name ?? '?'}" on ${record.date} names no fighter we know; not applied`,
      );
      continue;
    }
    const { date, organization, division, belt, change, source } = record;
    (fighter.titleChanges ??= []).push({ date, organization, division, belt, change, source });
  }
  for (const fighter of fighters) fighter.titleChanges?.sort((x, y) => x.date.localeCompare(y.date));
}

// Titles that changed hands by announcement (operator files and the curated list in ./curated): a champion stripped
// or vacating, an interim champion promoted. Attached to the fighters they name, for the title lineage
// (jobs/title-lineage.ts) to read on their dates; decision 044, session 23.
import type { DatasetFighter } from '../dataset';
import type { SourceTitleChange } from '../source-records';

/**
 * Sets `titleChanges` on each fighter a record names, oldest first, each change once (two files may both state it).
 * A record naming nobody we know, or a promotion no loaded card belongs to (a misspelt code, or a UFC-only load), goes
 * to `notes`: never guessed.
 */
export function applyTitleChanges(
  fighters: DatasetFighter[],
  records: readonly { record: SourceTitleChange; key: string | null }[],
  loadedOrganizations: ReadonlySet<string>,
  notes: string[],
): void {
  const byKey = new Map(fighters.map((fighter) => [fighter.key, fighter]));
  const seen = new Set<string>();
  for (const { record, key } of records) {
    const label = `${record.where}: ${record.organization} ${record.division} ${record.belt} ${record.change} by "${record.fighter.name ?? '?'}" on ${record.date}`;
    const fighter = key === null ? undefined : byKey.get(key);
    if (!loadedOrganizations.has(record.organization)) {
      notes.push(`${label}: no loaded card is a ${record.organization} card; not applied`);
      continue;
    }
    if (!fighter) {
      notes.push(`${label} names no fighter we know; not applied`);
      continue;
    }
    const { date, organization, division, belt, change, source } = record;
    const id = [fighter.key, date, organization, division, belt, change].join('|');
    if (seen.has(id)) continue;
    seen.add(id);
    (fighter.titleChanges ??= []).push({ date, organization, division, belt, change, source });
  }
  for (const fighter of fighters) fighter.titleChanges?.sort((x, y) => x.date.localeCompare(y.date));
}

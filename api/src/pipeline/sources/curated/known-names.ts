// Names fans know a fighter by that no source spells ("GSP", "Big Nog"), from the curated list and operator files
// (names.csv): added to the fighter's other names, which search reads like any alias and no page shows as his name.
import { nameKey } from '../normalise/names';
import type { DatasetFighter } from '../dataset';
import type { SourceKnownName } from '../source-records';

/** The alias source these names are stored under (fighter_aliases.source). */
export const KNOWN_NAME_SOURCE = 'fan';

/**
 * Adds each record's name to the fighter it names, unless he already goes by it (his name, his nickname or another
 * known name, in any spelling: search finds him by those already). A record that names nobody we know, or a name
 * given to two fighters, is reported in `notes` and not added: a short name that could mean either would send a
 * search to the wrong man. Another fighter's nickname may be the same word ("Volk"): the curated row, with its pages,
 * says whom fans mean, and search ranks the known name above a nickname.
 */
export function applyKnownNames(fighters: DatasetFighter[], records: readonly { record: SourceKnownName; key: string | null }[], notes: string[]): void {
  const byKey = new Map(fighters.map((fighter) => [fighter.key, fighter]));
  const owners = new Map<string, Set<string>>();
  for (const { record, key } of records) {
    if (key === null) continue;
    const name = nameKey(record.name);
    (owners.get(name) ?? owners.set(name, new Set()).get(name)!).add(key);
  }
  for (const { record, key } of records) {
    const fighter = key === null ? undefined : byKey.get(key);
    if (!fighter) {
      notes.push(`${record.where}: the name "${record.name}" of "${record.fighter.name ?? '?'}" names no fighter we know; not added`);
      continue;
    }
    const name = nameKey(record.name);
    if (owners.get(name)!.size > 1) {
      notes.push(`${record.where}: the name "${record.name}" is given to more than one fighter; not added to ${fighter.name}`);
      continue;
    }
    const held = [fighter.name, fighter.nickname ?? '', ...(fighter.aliases ?? []), ...(fighter.otherNames ?? []).map((other) => other.name)];
    if (held.some((other) => nameKey(other) === name)) continue;
    (fighter.otherNames ??= []).push({ name: record.name, source: KNOWN_NAME_SOURCE });
  }
}

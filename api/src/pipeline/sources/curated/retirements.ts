// Recorded retirements and comebacks (operator files and the curated list in ./curated) applied to the
// assembled fighters. A retirement stands until a comeback record or a later bout says otherwise, so a fighter
// who came back is active again without anyone editing the file; the rule is in docs/decisions/016-activity.md.
import type { DatasetBout, DatasetFighter } from '../dataset';
import type { SourceRetirement } from '../source-records';

/**
 * Sets `retirement` on each fighter from the records naming him: the latest retirement, unless a comeback record
 * or a bout after it is later; and `death` from a record of his death. Records that name nobody, or a retirement
 * dated before a bout that the same record says ended a career, are reported in `notes`; nothing is guessed. A death
 * dated before one of his bouts names the wrong person: reported, and not applied.
 */
export function applyRetirements(
  fighters: DatasetFighter[],
  bouts: readonly DatasetBout[],
  records: readonly { record: SourceRetirement; key: string | null }[],
  notes: string[],
): void {
  const lastBout = new Map<string, string>();
  for (const bout of bouts) {
    if (!bout.date || bout.outcomeA === null) continue;
    for (const key of [bout.fighterA, bout.fighterB]) {
      if ((lastBout.get(key) ?? '') < bout.date) lastBout.set(key, bout.date);
    }
  }
  // A comeback dated after the data's latest result has not happened yet on the ratings date: the retirement before it
  // stands (Mikuru Asakura, retired 2024-07-29, back 2025-05-04, on data that ends in 2024-12). A later retirement is
  // kept, and the lists take it from its date.
  const dataEnd = [...lastBout.values()].reduce((latest, date) => (date > latest ? date : latest), '');
  const byFighter = new Map<string, SourceRetirement[]>();
  for (const { record, key } of records) {
    if (key === null) {
      notes.push(`${record.where}: ${RECORD_WORD[record.kind]} of "${record.fighter.name ?? '?'}" names no fighter we know; not applied`);
      continue;
    }
    (byFighter.get(key) ?? byFighter.set(key, []).get(key)!).push(record);
  }
  for (const fighter of fighters) {
    const all = byFighter.get(fighter.key);
    if (!all) continue;
    const death = all.find((r) => r.kind === 'died');
    if (death && (lastBout.get(fighter.key) ?? '') > death.date) {
      notes.push(`${death.where}: ${fighter.name} died on ${death.date} by this record but fought on ${lastBout.get(fighter.key)}; not applied`);
    } else if (death) fighter.death = { date: death.date, source: death.source };
    const list = all.filter((r) => r.kind !== 'died' && !(r.kind === 'comeback' && r.date > dataEnd));
    if (list.length === 0) continue;
    const latest = [...list].sort((x, y) => x.date.localeCompare(y.date) || (x.kind === 'comeback' ? 1 : -1)).at(-1)!;
    const foughtSince = (lastBout.get(fighter.key) ?? '') > latest.date;
    if (latest.kind === 'retired' && foughtSince) {
      notes.push(`${latest.where}: ${fighter.name} retired on ${latest.date} but fought on ${lastBout.get(fighter.key)}; counted as a comeback`);
    }
    fighter.retirement = latest.kind === 'retired' && !foughtSince ? { date: latest.date, source: latest.source } : null;
  }
}

const RECORD_WORD: Record<SourceRetirement['kind'], string> = { retired: 'retirement', comeback: 'comeback', died: 'death' };

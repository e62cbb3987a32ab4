// `ratings predict`: the contract an outside scorer calls (CSV in, `fight_url,p_a` out on stdout and nothing else).
import type { Dataset } from '../../pipeline/sources/dataset';
import { createFighterMatcher } from '../../pipeline/sources/load-dataset';
import { toIsoDate } from '../../pipeline/sources/normalise/dates';
import { createRatingState, POOL, predict, type RatingInput } from '../../ratings/index';
import { loadInput, readCsv } from './load-input';

const csvField = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export interface TargetBout {
  url: string;
  a: string;
  b: string;
  date: string;
  weightClass: string | null;
}

/** P(fighter_a wins) for each target, in input order; each from bouts strictly before its date. */
export function predictTargets(dataset: Dataset, input: RatingInput, targets: readonly TargetBout[]): number[] {
  const matcher = createFighterMatcher(dataset);
  const birth = new Map(dataset.fighters.map((f) => [f.key, f.birthDate]));
  const reach = new Map(dataset.fighters.map((f) => [f.key, f.reachCm]));
  const nationality = new Map(dataset.fighters.map((f) => [f.key, f.nationality]));
  const rows = targets.map((t, i) => ({ ...t, i }));
  // One pass through history: targets in date order, the state advanced once.
  const byDate = [...rows].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : x.i - y.i));
  const state = createRatingState(input);
  const p = new Array<number>(rows.length);
  for (const r of byDate) {
    const ka = matcher.match(r.a, { weightClass: r.weightClass, date: r.date });
    const kb = matcher.match(r.b, { weightClass: r.weightClass, date: r.date });
    p[r.i] = predict(state, ka, kb, r.date, {
      debutPool: POOL.UFC,
      birthDateA: ka ? birth.get(ka) : null,
      birthDateB: kb ? birth.get(kb) : null,
      reachCmA: ka ? reach.get(ka) : null,
      reachCmB: kb ? reach.get(kb) : null,
      nationalityA: ka ? nationality.get(ka) : null,
      nationalityB: kb ? nationality.get(kb) : null,
    });
  }
  return p;
}

/**
 * The date of a target bout: ISO (a time after it is ignored) or the ufcstats spelling ("December 14, 2024").
 * Without a readable date no probability can be computed from strictly earlier bouts, so that is an error.
 */
export function targetDate(text: string | undefined, line: number): string {
  const value = (text ?? '').trim();
  const iso = /^\d{4}-\d{2}-\d{2}(?=$|[T ])/.exec(value)?.[0];
  const date = toIsoDate(iso ?? value);
  if (!date) throw new Error(`line ${line}: date must be YYYY-MM-DD (or like "December 14, 2024"), got "${value}"`);
  return date;
}

export async function runPredict(dir: string, boutsFile: string): Promise<void> {
  // Read the bouts first: a malformed file fails before the slow part.
  const targets = readCsv(boutsFile).map((r, i) => ({
    url: r['fight_url'] ?? '',
    a: r['fighter_a'] ?? '',
    b: r['fighter_b'] ?? '',
    date: targetDate(r['date'], i + 2),
    weightClass: r['weight_class'] || null,
  }));
  const { dataset, input } = await loadInput(dir);
  const p = predictTargets(dataset, input, targets);
  const out = ['fight_url,p_a', ...targets.map((t, i) => `${csvField(t.url)},${p[i]}`)];
  process.stdout.write(`${out.join('\n')}\n`);
}

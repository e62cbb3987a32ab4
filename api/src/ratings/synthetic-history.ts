// Seeded synthetic fight histories for tests and the benchmark: fighters with hidden skills that
// drift over a career, matched against others active at the same time, results drawn from the model.
import { seededRandom } from './metrics';
import { POOL } from './organization-pools';
import { dayOf, METHOD, RESULT, STAT, STAT_FIELDS, type RatingInput } from './rating-input';

export interface SyntheticOptions {
  fighters: number;
  bouts: number;
  seed?: number;
  /** First day (days since 1970) and span in days of the history. */
  startDay?: number;
  spanDays?: number;
  /** Also draw fight statistics (strikes, takedowns) and bout lengths, the better fighter landing more. */
  withStats?: boolean;
}

const CAREER_DAYS = 8 * 365;

export function syntheticHistory({ fighters, bouts, seed = 7, startDay = 8000, spanDays = 30 * 365, withStats = false }: SyntheticOptions): RatingInput {
  const rand = seededRandom(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  // Careers start uniformly over the span; sorted so the fighters active on a day form a contiguous range.
  const careerStart = new Float64Array(fighters);
  for (let i = 0; i < fighters; i++) careerStart[i] = startDay - CAREER_DAYS + rand() * (spanDays + CAREER_DAYS);
  careerStart.sort();
  const skill = new Float64Array(fighters);
  const birthDay = new Float64Array(fighters);
  const fighterKeys = new Array<string>(fighters);
  for (let i = 0; i < fighters; i++) {
    skill[i] = gauss();
    birthDay[i] = rand() < 0.1 ? Number.NaN : Math.floor(careerStart[i]! - (20 + 8 * rand()) * 365.25);
    fighterKeys[i] = `syn:${i}`;
  }
  const input: RatingInput = {
    fighterKeys,
    birthDay,
    boutCount: bouts,
    boutKeys: new Array<string>(bouts),
    day: new Int32Array(bouts),
    fighterA: new Int32Array(bouts),
    fighterB: new Int32Array(bouts),
    result: new Uint8Array(bouts),
    method: new Uint8Array(bouts),
    pool: new Uint8Array(bouts),
    isUfc: new Uint8Array(bouts),
  };
  if (withStats) {
    input.stats = new Float32Array(bouts * 2 * STAT_FIELDS);
    input.seconds = new Float32Array(bouts);
  }
  const firstStarting = (day: number) => {
    let lo = 0;
    let hi = fighters;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (careerStart[mid]! < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (let k = 0; k < bouts; k++) {
    const day = startDay + Math.floor((k / bouts) * spanDays);
    const lo = firstStarting(day - CAREER_DAYS);
    const hi = Math.max(lo + 2, firstStarting(day + 1));
    const a = Math.min(fighters - 2, lo + Math.floor(rand() * (hi - lo)));
    let b = Math.min(fighters - 1, lo + Math.floor(rand() * (hi - lo)));
    if (b === a) b = a + 1;
    // Hidden skill drifts a little between bouts.
    skill[a] = skill[a]! + 0.05 * gauss();
    skill[b] = skill[b]! + 0.05 * gauss();
    const pA = 1 / (1 + Math.exp(skill[b]! - skill[a]!));
    const u = rand();
    input.boutKeys[k] = `syn:b${k}`;
    input.day[k] = day;
    input.fighterA[k] = a;
    input.fighterB[k] = b;
    input.result[k] = u < 0.01 ? RESULT.NO_CONTEST : u < 0.02 ? RESULT.DRAW : rand() < pA ? RESULT.A_WON : RESULT.A_LOST;
    const m = rand();
    input.method[k] = m < 0.5 ? METHOD.FINISH : m < 0.85 ? METHOD.UNANIMOUS : METHOD.SPLIT;
    const pool = rand() < 0.4 ? POOL.UFC : rand() < 0.5 ? POOL.MAJOR : POOL.REGIONAL;
    input.pool[k] = pool;
    input.isUfc[k] = pool === POOL.UFC ? 1 : 0;
    if (input.stats) {
      input.seconds![k] = 300 + Math.floor(rand() * 600);
      for (const [corner, edge] of [
        [0, skill[a]! - skill[b]!],
        [1, skill[b]! - skill[a]!],
      ] as const) {
        const at = (k * 2 + corner) * STAT_FIELDS;
        const attempts = 40 + Math.floor(60 * rand());
        input.stats[at + STAT.STRIKES_ATTEMPTED] = attempts;
        input.stats[at + STAT.STRIKES] = Math.round((attempts / (1 + Math.exp(-edge))) * 0.8);
        input.stats[at + STAT.TAKEDOWNS_ATTEMPTED] = Math.floor(4 * rand());
        input.stats[at + STAT.TAKEDOWNS] = Math.floor(input.stats[at + STAT.TAKEDOWNS_ATTEMPTED]! * rand());
        input.stats[at + STAT.SUBMISSIONS_ATTEMPTED] = rand() < 0.2 ? 1 : 0;
      }
    }
  }
  return input;
}

/** The same history without any bout dated on or after `day` (for leakage tests). */
export function truncateHistory(input: RatingInput, day: number): RatingInput {
  const keep: number[] = [];
  for (let k = 0; k < input.boutCount; k++) if (input.day[k]! < day) keep.push(k);
  const pick = <T extends Int32Array | Uint8Array | Float32Array>(a: T): T => {
    const out = new (a.constructor as new (n: number) => T)(keep.length);
    keep.forEach((k, i) => (out[i] = a[k]!));
    return out;
  };
  const optional: Partial<RatingInput> = {};
  if (input.margin) optional.margin = pick(input.margin);
  if (input.seconds) optional.seconds = pick(input.seconds);
  if (input.stats) {
    const stats = new Float32Array(keep.length * 2 * STAT_FIELDS);
    keep.forEach((k, i) => stats.set(input.stats!.subarray(k * 2 * STAT_FIELDS, (k + 1) * 2 * STAT_FIELDS), i * 2 * STAT_FIELDS));
    optional.stats = stats;
  }
  return {
    ...optional,
    fighterKeys: input.fighterKeys,
    birthDay: input.birthDay,
    boutCount: keep.length,
    boutKeys: keep.map((k) => input.boutKeys[k]!),
    day: pick(input.day),
    fighterA: pick(input.fighterA),
    fighterB: pick(input.fighterB),
    result: pick(input.result),
    method: pick(input.method),
    pool: pick(input.pool),
    isUfc: pick(input.isUfc),
  };
}

/** A bout written by hand: [date, fighter A, fighter B, result for A, method (unanimous), pool (the UFC)]. */
export type WrittenBout = [date: string, a: number, b: number, result: number, method?: number, pool?: number];

/** A hand-written history of fighters f0, f1, ... (tests that need a few bouts exactly as written). */
export function writtenHistory(bouts: readonly WrittenBout[], fighters = 4): RatingInput {
  const pools = bouts.map((b) => b[5] ?? POOL.UFC);
  return {
    fighterKeys: Array.from({ length: fighters }, (_, i) => `f${i}`),
    birthDay: new Float64Array(fighters).fill(Number.NaN),
    boutCount: bouts.length,
    boutKeys: bouts.map((_, i) => `b${i}`),
    day: Int32Array.from(bouts, (b) => dayOf(b[0])),
    fighterA: Int32Array.from(bouts, (b) => b[1]),
    fighterB: Int32Array.from(bouts, (b) => b[2]),
    result: Uint8Array.from(bouts, (b) => b[3]),
    method: Uint8Array.from(bouts, (b) => b[4] ?? METHOD.UNANIMOUS),
    pool: Uint8Array.from(pools),
    isUfc: Uint8Array.from(pools, (p) => (p === POOL.UFC ? 1 : 0)),
  };
}

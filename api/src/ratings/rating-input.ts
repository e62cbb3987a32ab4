// The engine's input: bouts as parallel typed arrays rather than objects, so a history 100x the real
// one (millions of bouts) stays within a few hundred MB. fromDataset builds it from plain fighter and bout
// records the engine declares itself (RatingSource): the CLI passes the loader's Dataset, which has that
// shape, and the rankings job adapts database rows to it. The engine imports nothing from the importer,
// the database or the sources, so it can be tested, benchmarked and reasoned about on its own.
import { marginOf, type FightTotals } from './fight-margin';
import { poolOf } from './organization-pools';

/** Result codes from fighter A's side. NC bouts stay in the input so the history can show them. */
export const RESULT = { A_LOST: 0, A_WON: 1, DRAW: 2, NO_CONTEST: 3 } as const;

/** How the bout ended; finishes and split decisions carry different amounts of evidence about skill. */
export const METHOD = { UNKNOWN: 0, FINISH: 1, UNANIMOUS: 2, SPLIT: 3, MAJORITY: 4, DQ: 5 } as const;

export interface RatingInput {
  fighterKeys: string[];
  /** Day number (days since 1970-01-01) of each fighter's birth; NaN when unknown. */
  birthDay: Float64Array;
  /** Optional reach of each fighter in centimetres, NaN when unknown (the second stage's reach gap). */
  reach?: Float64Array;
  /** Optional index into `countries` of each fighter's nationality, -1 when unknown (the second stage's country form). */
  country?: Int32Array;
  countries?: string[];
  boutCount: number;
  boutKeys: string[];
  day: Int32Array;
  fighterA: Int32Array;
  fighterB: Int32Array;
  result: Uint8Array;
  method: Uint8Array;
  pool: Uint8Array;
  /** 1 when the bout is a UFC bout: which second stage learns from it (each learns from the bouts it predicts). */
  isUfc: Uint8Array;
  /** Optional organization of each bout, as an index into `organizations` (codes upper-cased): promotion strength. */
  organization?: Uint16Array;
  organizations?: string[];
  /**
   * Optional per-bout dominance from A's side in [-1, 1] (from fight statistics), NaN when unknown.
   * It scales how much a result counts, never its direction.
   */
  margin?: Float32Array;
  /**
   * Optional fight statistics, STAT_FIELDS per corner, A's then B's for each bout (NaN when unknown), and the
   * bout's length in seconds (NaN when unknown). The second stage's fighter profiles read them.
   */
  stats?: Float32Array;
  seconds?: Float32Array;
}

/** Positions in a corner's row of RatingInput.stats. */
export const STAT = { STRIKES: 0, STRIKES_ATTEMPTED: 1, TAKEDOWNS: 2, TAKEDOWNS_ATTEMPTED: 3, SUBMISSIONS_ATTEMPTED: 4 } as const;
export const STAT_FIELDS = 5;

/** Rounds are five minutes in every bout the statistics cover (UFC since 1995 and the shows ufcstats lists). */
const ROUND_SECONDS = 300;

export const dayOf = (isoDate: string): number => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);
export const isoOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** A bout's result from fighter A's side: win, loss, draw, no contest. */
export type RatedOutcome = 'W' | 'L' | 'D' | 'NC';

/**
 * How a bout ended, in the spelling the canonical data uses ('KO/TKO', 'SUB', 'DEC_UNANIMOUS', 'DEC_SPLIT',
 * 'DEC_MAJORITY', 'DEC', 'DQ'); anything else (or null) is an unknown method with the ordinary weight.
 */
export type RatedMethod = string | null;

export function methodCode(method: RatedMethod): number {
  switch (method) {
    case 'KO/TKO':
    case 'SUB':
      return METHOD.FINISH;
    case 'DEC_UNANIMOUS':
    case 'DEC':
      return METHOD.UNANIMOUS;
    case 'DEC_SPLIT':
      return METHOD.SPLIT;
    case 'DEC_MAJORITY':
      return METHOD.MAJORITY;
    case 'DQ':
      return METHOD.DQ;
    default:
      return METHOD.UNKNOWN;
  }
}

const RESULT_OF: Record<string, number> = { W: RESULT.A_WON, L: RESULT.A_LOST, D: RESULT.DRAW, NC: RESULT.NO_CONTEST };

/**
 * A fighter as the engine needs it: a stable key and, when known, the ISO birth date, reach and nationality
 * (second-stage features: facts listed before a fighter's first bout, never results).
 */
export interface RatedFighter {
  key: string;
  birthDate: string | null;
  reachCm?: number | null | undefined;
  nationality?: string | null | undefined;
}

/** A bout as the engine needs it. Scheduled (outcome null) and undated bouts are skipped. */
export interface RatedBout {
  /** Stable key: same-day bouts are rated in key order, so every caller rates identically. */
  key: string;
  /** ISO date. */
  date: string | null;
  /** Organization code ('UFC', 'BELLATOR', ...): decides the pool and which bouts the second stage learns from. */
  organization: string;
  fighterA: string;
  fighterB: string;
  outcomeA: RatedOutcome | null;
  method: RatedMethod;
  /** Both corners' fight statistics, when a source has them. */
  statsA?: FightTotals | undefined;
  statsB?: FightTotals | undefined;
  /** Round and time into it at which the bout ended, when known: per-minute rates need the bout's length. */
  endRound?: number | null | undefined;
  endTimeSeconds?: number | null | undefined;
}

/** Everything the engine rates; the loader's Dataset has this shape, and the rankings job builds it from rows. */
export interface RatingSource {
  fighters: readonly RatedFighter[];
  bouts: readonly RatedBout[];
}

/**
 * Completed, dated bouts only: scheduled bouts (outcome null) and undated ones cannot be rated.
 * Margins come from the bouts' statistics when both corners have them.
 */
export function fromDataset(dataset: RatingSource): RatingInput {
  const index = new Map<string, number>();
  const fighterKeys: string[] = [];
  const births: number[] = [];
  const reaches: number[] = [];
  const countryOf: number[] = [];
  const countries: string[] = [];
  const countryIndex = new Map<string, number>();
  const add = (key: string, birthDate: string | null, reachCm?: number | null, nationality?: string | null): number => {
    let i = index.get(key);
    if (i === undefined) {
      i = fighterKeys.length;
      index.set(key, i);
      fighterKeys.push(key);
      births.push(birthDate ? dayOf(birthDate) : Number.NaN);
      reaches.push(reachCm && reachCm > 0 ? reachCm : Number.NaN);
      let country = nationality ? countryIndex.get(nationality) : -1;
      if (country === undefined) countryIndex.set(nationality!, (country = countries.push(nationality!) - 1));
      countryOf.push(country);
    }
    return i;
  };
  for (const f of dataset.fighters) add(f.key, f.birthDate, f.reachCm, f.nationality);
  // Canonical order, date then key: the same bouts give the same ratings whichever order a caller lists them in
  // (the Dataset's card order and the database's row order differ), so the site's ratings are the evaluated ones.
  const rated = dataset.bouts
    .filter((b) => b.date !== null && b.outcomeA !== null && b.fighterA !== b.fighterB)
    .sort((x, y) => (x.date! < y.date! ? -1 : x.date! > y.date! ? 1 : x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  const n = rated.length;
  const input: RatingInput = {
    fighterKeys,
    birthDay: new Float64Array(0),
    boutCount: n,
    boutKeys: new Array<string>(n),
    day: new Int32Array(n),
    fighterA: new Int32Array(n),
    fighterB: new Int32Array(n),
    result: new Uint8Array(n),
    method: new Uint8Array(n),
    pool: new Uint8Array(n),
    isUfc: new Uint8Array(n),
  };
  const organizations: string[] = [];
  const organizationIndex = new Map<string, number>();
  input.organization = new Uint16Array(n);
  input.organizations = organizations;
  const withStats = rated.some((b) => b.statsA && b.statsB);
  if (withStats) {
    input.margin = new Float32Array(n).fill(Number.NaN);
    input.stats = new Float32Array(n * 2 * STAT_FIELDS).fill(Number.NaN);
    input.seconds = new Float32Array(n).fill(Number.NaN);
  }
  rated.forEach((b, i) => {
    input.boutKeys[i] = b.key;
    input.day[i] = dayOf(b.date!);
    input.fighterA[i] = add(b.fighterA, null);
    input.fighterB[i] = add(b.fighterB, null);
    input.result[i] = RESULT_OF[b.outcomeA!] ?? RESULT.NO_CONTEST;
    input.method[i] = methodCode(b.method);
    input.pool[i] = poolOf(b.organization);
    input.isUfc[i] = b.organization.toUpperCase() === 'UFC' ? 1 : 0;
    const code = b.organization.toUpperCase();
    let o = organizationIndex.get(code);
    if (o === undefined) organizationIndex.set(code, (o = organizations.push(code) - 1));
    input.organization![i] = o;
    if (input.margin && b.statsA && b.statsB) {
      input.margin[i] = marginOf(b.statsA, b.statsB);
      writeStats(input.stats!, i * 2 * STAT_FIELDS, b.statsA);
      writeStats(input.stats!, (i * 2 + 1) * STAT_FIELDS, b.statsB);
      if (b.endRound && b.endRound >= 1 && b.endTimeSeconds !== null && b.endTimeSeconds !== undefined) {
        input.seconds![i] = (b.endRound - 1) * ROUND_SECONDS + b.endTimeSeconds;
      }
    }
  });
  input.birthDay = Float64Array.from(births);
  input.reach = Float64Array.from(reaches);
  input.country = Int32Array.from(countryOf);
  input.countries = countries;
  return input;
}

/** Attempts are optional in FightTotals (older callers know only landed counts): missing ones leave the row unknown. */
function writeStats(out: Float32Array, at: number, t: FightTotals): void {
  if (t.significantStrikesAttempted === undefined || t.takedownsAttempted === undefined || t.submissionAttempts === undefined) return;
  out[at + STAT.STRIKES] = t.significantStrikes;
  out[at + STAT.STRIKES_ATTEMPTED] = t.significantStrikesAttempted;
  out[at + STAT.TAKEDOWNS] = t.takedowns;
  out[at + STAT.TAKEDOWNS_ATTEMPTED] = t.takedownsAttempted;
  out[at + STAT.SUBMISSIONS_ATTEMPTED] = t.submissionAttempts;
}

// What a fighter has shown before a bout, beyond the rating: decayed fight-statistics sums (striking
// accuracy and defence, output and absorption per minute, takedowns, submission attempts) and career
// counts (win rate, finish rate, how often losses were finishes). The second stage reads the gaps
// between two fighters' profiles; nothing here changes a rating.
import { RESULT, METHOD, STAT, STAT_FIELDS, type RatingInput } from './rating-input';

/** Each statistics bout counts this much less per later statistics bout: recent form matters more. */
const STAT_DECAY = 0.85;

// Per-fighter sums, SUMS per fighter.
const SECONDS = 0;
const LANDED = 1;
const ATTEMPTED = 2;
const ABSORBED = 3;
const FACED = 4;
const TAKEDOWNS = 5;
const TAKEDOWN_TRIES = 6;
const TAKEDOWNS_CONCEDED = 7;
const TAKEDOWNS_FACED = 8;
const SUBMISSION_TRIES = 9;
const SUMS = 10;

// Career counts, COUNTS per fighter (not decayed).
const BOUTS = 0;
const WINS = 1;
const FINISH_WINS = 2;
const LOSSES = 3;
const FINISHED_LOSSES = 4;
const COUNTS = 5;

export const PROFILE_FEATURES = 11;

export interface Profiles {
  sums: Float32Array;
  counts: Float32Array;
}

export function createProfiles(fighters: number): Profiles {
  // Float32: at 100x the real history (1.5 M fighters) these are the largest arrays after the step log.
  return { sums: new Float32Array(fighters * SUMS), counts: new Float32Array(fighters * COUNTS) };
}

/** Adds a completed bout to both fighters' profiles (after it has been predicted and learned from). */
export function recordBout(p: Profiles, input: RatingInput, k: number): void {
  const a = input.fighterA[k]!;
  const b = input.fighterB[k]!;
  const result = input.result[k]!;
  const finish = input.method[k] === METHOD.FINISH;
  count(p, a, result === RESULT.A_WON, result === RESULT.A_LOST, finish);
  count(p, b, result === RESULT.A_LOST, result === RESULT.A_WON, finish);
  const seconds = input.seconds?.[k] ?? Number.NaN;
  const stats = input.stats;
  if (!stats || !(seconds > 0) || Number.isNaN(stats[k * 2 * STAT_FIELDS]!) || Number.isNaN(stats[(k * 2 + 1) * STAT_FIELDS]!)) return;
  addStats(p, a, stats, k * 2 * STAT_FIELDS, (k * 2 + 1) * STAT_FIELDS, seconds);
  addStats(p, b, stats, (k * 2 + 1) * STAT_FIELDS, k * 2 * STAT_FIELDS, seconds);
}

function count(p: Profiles, i: number, won: boolean, lost: boolean, finish: boolean): void {
  const c = i * COUNTS;
  p.counts[c + BOUTS]!++;
  if (won) {
    p.counts[c + WINS]!++;
    if (finish) p.counts[c + FINISH_WINS]!++;
  }
  if (lost) {
    p.counts[c + LOSSES]!++;
    if (finish) p.counts[c + FINISHED_LOSSES]!++;
  }
}

function addStats(p: Profiles, i: number, stats: Float32Array, mine: number, theirs: number, seconds: number): void {
  const s = i * SUMS;
  for (let j = 0; j < SUMS; j++) p.sums[s + j]! *= STAT_DECAY;
  p.sums[s + SECONDS]! += seconds;
  p.sums[s + LANDED]! += stats[mine + STAT.STRIKES]!;
  p.sums[s + ATTEMPTED]! += stats[mine + STAT.STRIKES_ATTEMPTED]!;
  p.sums[s + ABSORBED]! += stats[theirs + STAT.STRIKES]!;
  p.sums[s + FACED]! += stats[theirs + STAT.STRIKES_ATTEMPTED]!;
  p.sums[s + TAKEDOWNS]! += stats[mine + STAT.TAKEDOWNS]!;
  p.sums[s + TAKEDOWN_TRIES]! += stats[mine + STAT.TAKEDOWNS_ATTEMPTED]!;
  p.sums[s + TAKEDOWNS_CONCEDED]! += stats[theirs + STAT.TAKEDOWNS]!;
  p.sums[s + TAKEDOWNS_FACED]! += stats[theirs + STAT.TAKEDOWNS_ATTEMPTED]!;
  p.sums[s + SUBMISSION_TRIES]! += stats[mine + STAT.SUBMISSIONS_ATTEMPTED]!;
}

// Each rate is shrunk toward a typical value by pseudo-counts, so a fighter with one short bout is not
// an outlier; a fighter the profiles have never seen (index -1) gets exactly those typical values.
// SCALE brings each feature to a spread of about 0.5 (measured on 2005-2022 UFC bouts), the size the second
// stage's prior expects.
const SCALE = [3.2, 1.8, 1.4, 5.7, 6, 3, 2.8, 0.37, 0.28, 0.29, 0.65] as const;

/** Writes PROFILE_FEATURES values for fighter i into out[offset..]. */
export function profileOf(p: Profiles, i: number, out: Float64Array, offset: number): void {
  const c = i * COUNTS;
  const s = i * SUMS;
  const at = (array: Float32Array, j: number) => (i < 0 ? 0 : array[j]!);
  const bouts = at(p.counts, c + BOUTS);
  const wins = at(p.counts, c + WINS);
  const seconds = at(p.sums, s + SECONDS);
  const minutes = seconds / 60;
  // Written in place (no array per call): the second stage reads two profiles for every UFC bout.
  out[offset] = (wins + 1) / (bouts + 2);
  out[offset + 1] = (at(p.counts, c + FINISH_WINS) + 0.5) / (wins + 1);
  out[offset + 2] = at(p.counts, c + FINISHED_LOSSES) / (at(p.counts, c + LOSSES) + 1);
  out[offset + 3] = (at(p.sums, s + LANDED) + 20) / (at(p.sums, s + ATTEMPTED) + 50);
  out[offset + 4] = 1 - (at(p.sums, s + ABSORBED) + 20) / (at(p.sums, s + FACED) + 50);
  out[offset + 5] = (at(p.sums, s + TAKEDOWNS) + 1) / (at(p.sums, s + TAKEDOWN_TRIES) + 3);
  out[offset + 6] = 1 - (at(p.sums, s + TAKEDOWNS_CONCEDED) + 1) / (at(p.sums, s + TAKEDOWNS_FACED) + 3);
  out[offset + 7] = (at(p.sums, s + TAKEDOWNS) * 900) / (seconds + 900);
  out[offset + 8] = at(p.sums, s + LANDED) / (minutes + 5);
  out[offset + 9] = at(p.sums, s + ABSORBED) / (minutes + 5);
  out[offset + 10] = (at(p.sums, s + SUBMISSION_TRIES) * 900) / (seconds + 900);
  for (let j = 0; j < PROFILE_FEATURES; j++) out[offset + j] = out[offset + j]! * SCALE[j]!;
}

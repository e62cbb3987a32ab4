// The rating engine: a Gaussian filter over each fighter's skill on the logit scale (Glicko-like),
// fed bouts strictly in date order, plus a sequentially learned second stage (age, recent form, fight-statistics
// profiles, reach, country form): one for UFC bouts and one for every other promotion's, each learned only from the
// bouts it predicts.
// Pure and synchronous: callers (CLI, jobs) load data and store what it returns. The state and its layoff drift are
// rating-state.ts; the second stage's features are second-stage-features.ts.
import { winProbability } from './calibration-map';
import { calibratedLogit, learn } from './calibrator';
import { recordBout } from './fighter-profile';
import { POOL } from './organization-pools';
import { DEFAULT_PARAMS, type RatingParams } from './rating-params';
import { dayOf, METHOD, RESULT, type RatingInput } from './rating-input';
import { createRatingState, NO_DAY, project, type Projection, type RatingState } from './rating-state';
import { fillFeatures, fillMatchupFeatures, recordCountryResult } from './second-stage-features';
import { pushStep } from './step-log';

/** Rates every bout in date order; with `until` (ISO date), only bouts dated strictly before it. */
export function rateHistory(input: RatingInput, params: RatingParams = DEFAULT_PARAMS, options: { until?: string } = {}): RatingState {
  const state = createRatingState(input, params);
  advanceTo(state, options.until === undefined ? Number.POSITIVE_INFINITY : dayOf(options.until));
  return state;
}

/** Processes every remaining bout dated strictly before `day`. Days only move forward. */
export function advanceTo(state: RatingState, day: number): void {
  const { input, order } = state;
  while (state.cursor < input.boutCount && input.day[order[state.cursor]!]! < day) {
    rateBout(state, order[state.cursor]!);
    state.cursor++;
  }
  if (day > state.processedBefore) state.processedBefore = day;
}

const scratchA: Projection = { mu: 0, variance: 0 };
const scratchB: Projection = { mu: 0, variance: 0 };

/** Where a debutant's skill starts (logit): his pool's prior plus his promotion's offset, under the lists' ceiling. */
export function debutPrior(params: RatingParams, pool: number, organizationOffset: number): number {
  const prior = params.debutMean[pool as 0 | 1 | 2] + organizationOffset;
  const ceiling = params.otherDebutCeiling;
  if (pool === POOL.UFC || ceiling === undefined || prior <= ceiling.logit) return prior;
  return ceiling.logit + ceiling.keep * (prior - ceiling.logit);
}

function begin(state: RatingState, i: number, day: number, pool: number, k: number): void {
  if (state.lastDay[i] === NO_DAY) {
    state.debutPool[i] = pool;
    const organization = state.input.organization ? state.input.organization[k]! : -1;
    state.debutMu[i] = debutPrior(state.params, pool, organization >= 0 ? state.organizationOffset[organization]! : 0);
    state.mu[i] = state.debutMu[i]!;
    state.variance[i] = state.params.priorVar;
    state.lastDay[i] = day;
    return;
  }
  const pr = project(state, i, day, scratchA);
  state.mu[i] = pr.mu;
  state.variance[i] = pr.variance;
  state.lastDay[i] = day;
}

function evidenceWeight(params: RatingParams, method: number, pool: number): number {
  const m =
    method === METHOD.FINISH
      ? params.finishWeight
      : method === METHOD.SPLIT
        ? params.splitWeight
        : method === METHOD.MAJORITY
          ? (1 + params.splitWeight) / 2
          : method === METHOD.DQ
            ? params.splitWeight
            : 1;
  return pool === POOL.UFC ? m : m * params.otherPoolWeight;
}

function rateBout(state: RatingState, k: number): void {
  const { input, params } = state;
  const a = input.fighterA[k]!;
  const b = input.fighterB[k]!;
  const day = input.day[k]!;
  const pool = input.pool[k]!;
  begin(state, a, day, pool, k);
  begin(state, b, day, pool, k);
  const muA = state.mu[a]!;
  const muB = state.mu[b]!;
  const vA = state.variance[a]!;
  const vB = state.variance[b]!;
  const result = input.result[k]!;
  if (result !== RESULT.NO_CONTEST) {
    const y = result === RESULT.A_WON ? 1 : result === RESULT.A_LOST ? 0 : 0.5;
    fillFeatures(state, a, muA, vA, b, muB, vB, day, state.features);
    learn(input.isUfc[k] === 1 ? state.ufcStage : state.otherStage, state.features, y);
    let w = result === RESULT.DRAW ? 1 : evidenceWeight(params, input.method[k]!, pool);
    const margin = input.margin ? input.margin[k]! : Number.NaN;
    if (!Number.isNaN(margin) && result !== RESULT.DRAW) w *= Math.exp(params.marginWeight * (result === RESULT.A_WON ? margin : -margin));
    const s = vA + vB;
    const pA = 1 / (1 + Math.exp(-(muA - muB) / Math.sqrt(1 + (Math.PI * s) / 8)));
    state.expected[k] = pA;
    const g = w * (y - pA);
    const h = w * pA * (1 - pA);
    const damp = 1 / (1 + h * s);
    state.mu[a] = muA + vA * g * damp;
    state.mu[b] = muB - vB * g * damp;
    state.variance[a] = vA * (1 - vA * h * damp);
    state.variance[b] = vB * (1 - vB * h * damp);
    state.boutsRated[a]!++;
    state.boutsRated[b]!++;
    if (input.isUfc[k] === 1 && result !== RESULT.DRAW) recordCountryResult(state, a, b, y - pA);
  }
  recordBout(state.profiles, input, k);
  const resultB = result === RESULT.A_WON ? RESULT.A_LOST : result === RESULT.A_LOST ? RESULT.A_WON : result;
  pushStep(state.steps, a, k, b, result, muA, vA, state.mu[a]!, state.variance[a]!);
  pushStep(state.steps, b, k, a, resultB, muB, vB, state.mu[b]!, state.variance[b]!);
}

export interface MatchupOptions {
  /**
   * Pool of the bout's organization (default: UFC): where a fighter unknown to the engine is assumed to debut,
   * which second stage reads the features (the UFC's or the other promotions'), and which calibration the final
   * probability gets (calibration-map.ts).
   */
  debutPool?: number;
  /** Birth dates (ISO), reaches (cm) and nationalities for fighters the input does not know: profile data, not results. */
  birthDateA?: string | null;
  birthDateB?: string | null;
  reachCmA?: number | null;
  reachCmB?: number | null;
  nationalityA?: string | null;
  nationalityB?: string | null;
}

/**
 * P(A beats B) on `date`, from bouts strictly before that date. Either key may be unknown (a
 * debutant). Exactly complementary: predict(s, a, b) === 1 - predict(s, b, a) in floating point.
 */
export function predict(state: RatingState, a: string | null, b: string | null, date: string, options: MatchupOptions = {}): number {
  const day = dayOf(date);
  if (day < state.processedBefore) throw new Error(`state already holds bouts up to ${date}; rebuild it to predict earlier dates`);
  advanceTo(state, day);
  const ia = a === null ? -1 : (state.keyIndex.get(a) ?? -1);
  const ib = b === null ? -1 : (state.keyIndex.get(b) ?? -1);
  const debut = ia < 0 || ib < 0 || state.lastDay[ia] === NO_DAY || state.lastDay[ib] === NO_DAY;
  return winProbability(state.params.calibrationMap, matchupLogit(state, ia, ib, day, options), { pool: options.debutPool ?? POOL.UFC, debut });
}

/** The second stage's logit for A against B (fighter indices, -1 when unknown), before the calibration map. */
function matchupLogit(state: RatingState, ia: number, ib: number, day: number, options: MatchupOptions): number {
  const pa = beliefOf(state, ia, day, options.debutPool, scratchA);
  const pb = beliefOf(state, ib, day, options.debutPool, scratchB);
  const x = state.features;
  fillMatchupFeatures(state, ia, pa, ib, pb, day, options, x);
  return calibratedLogit((options.debutPool ?? POOL.UFC) === POOL.UFC ? state.ufcStage : state.otherStage, x);
}

/** Whether a fighter has no earlier bout in the data on the state's current day (unknown keys count as debutants). */
export function isDebutant(state: RatingState, key: string | null): boolean {
  const i = key === null ? undefined : state.keyIndex.get(key);
  return i === undefined || state.lastDay[i] === NO_DAY;
}

function beliefOf(state: RatingState, i: number, day: number, debutPool: number | undefined, out: Projection): Projection {
  if (i >= 0 && state.lastDay[i] !== NO_DAY) return project(state, i, day, out);
  out.mu = state.params.debutMean[(debutPool ?? POOL.UFC) as 0 | 1 | 2];
  out.variance = state.params.priorVar;
  return out;
}

/** A fighter's current belief (logit scale) on `date`, for ratings pages and rankings. */
export function beliefOn(state: RatingState, key: string, date: string): { mu: number; sd: number; bouts: number; lastDay: number | null } | null {
  const i = state.keyIndex.get(key);
  if (i === undefined) return null;
  const pr = beliefOf(state, i, dayOf(date), undefined, { mu: 0, variance: 0 });
  const last = state.lastDay[i]!;
  return { mu: pr.mu, sd: Math.sqrt(pr.variance), bouts: state.boutsRated[i]!, lastDay: last === NO_DAY ? null : last };
}

/**
 * beliefOn by fighter index (position in input.fighterKeys) and day number, writing into `out`: the rankings
 * job reads every fighter at hundreds of snapshots, where parsing dates and allocating per call dominated.
 */
export function beliefAt(state: RatingState, index: number, day: number, out: { mu: number; variance: number }): { mu: number; variance: number } {
  return beliefOf(state, index, day, undefined, out);
}

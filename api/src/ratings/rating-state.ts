// The rating filter's state: each fighter's skill belief (mean and variance on the logit scale), the bouts taken so far
// in date order, the second stage's learned weights and the step log, and how a belief drifts over a layoff.
import { createCalibrator, FEATURE_COUNT, type Calibrator } from './calibrator';
import { createProfiles, PROFILE_FEATURES, type Profiles } from './fighter-profile';
import { POOL } from './organization-pools';
import { DEFAULT_PARAMS, type RatingParams } from './rating-params';
import type { RatingInput } from './rating-input';
import { createStepLog, type StepLog } from './step-log';

/** lastDay of a fighter with no bout taken yet. */
export const NO_DAY = -2_147_483_648;
export const DAYS_PER_YEAR = 365.25;

export interface RatingState {
  params: RatingParams;
  input: RatingInput;
  keyIndex: Map<string, number>;
  mu: Float64Array;
  variance: Float64Array;
  lastDay: Int32Array;
  boutsRated: Int32Array;
  /** Pool of the fighter's first bout; decides the debut prior and what a layoff shrinks toward. */
  debutPool: Int8Array;
  /** The debut prior mean the fighter started from (pool plus his debut organization's offset): a layoff shrinks toward it. */
  debutMu: Float64Array;
  /** Offset of each organization of input.organizations (params.organizationOffsets). */
  organizationOffset: Float64Array;
  /** Bout indices sorted by day (stable), and how many of them have been processed. */
  order: Int32Array;
  cursor: number;
  /** Every bout at or after this day is still unprocessed. */
  processedBefore: number;
  /** Second stage for UFC bouts, learned from UFC bouts only. */
  ufcStage: Calibrator;
  /**
   * Second stage for every other promotion's bouts, learned from those bouts only: rosters with thinner records and
   * more debutants weigh the features differently (decision 043), and the UFC stage stays exactly what it was.
   */
  otherStage: Calibrator;
  steps: StepLog;
  features: Float64Array;
  /** The rating filter's own P(A wins) before each bout (by bout index): what "beat expectations" is measured against. */
  expected: Float32Array;
  profiles: Profiles;
  /** Per country (input.countries): the sum of its fighters' results minus the filter's expectation, and how many. */
  countryResidual: Float64Array;
  countryBouts: Float64Array;
  /** Scratch for one fighter's profile. */
  profile: Float64Array;
}

export function createRatingState(input: RatingInput, params: RatingParams = DEFAULT_PARAMS): RatingState {
  const n = input.fighterKeys.length;
  const keyIndex = new Map<string, number>();
  input.fighterKeys.forEach((k, i) => keyIndex.set(k, i));
  return {
    params,
    input,
    keyIndex,
    mu: new Float64Array(n),
    variance: new Float64Array(n),
    lastDay: new Int32Array(n).fill(NO_DAY),
    boutsRated: new Int32Array(n),
    debutPool: new Int8Array(n).fill(-1),
    debutMu: new Float64Array(n),
    organizationOffset: Float64Array.from(input.organizations ?? [], (code) => params.organizationOffsets[code] ?? 0),
    order: sortByDay(input),
    cursor: 0,
    processedBefore: NO_DAY,
    ufcStage: createCalibrator(params.calibratorPriorSd, params.calibratorDrift),
    otherStage: createCalibrator(params.calibratorPriorSd, params.calibratorDrift),
    steps: createStepLog(Math.max(16, input.boutCount * 2)),
    features: new Float64Array(FEATURE_COUNT),
    expected: new Float32Array(input.boutCount),
    profiles: createProfiles(n),
    countryResidual: new Float64Array(input.countries?.length ?? 0),
    countryBouts: new Float64Array(input.countries?.length ?? 0),
    profile: new Float64Array(PROFILE_FEATURES),
  };
}

/** Stable sort by day through one Float64Array sort: key = day * 2^23 + index is exact below 2^53. */
function sortByDay(input: RatingInput): Int32Array {
  const n = input.boutCount;
  const scale = 2 ** Math.max(23, Math.ceil(Math.log2(n + 1)));
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = input.day[i]! * scale + i;
  keys.sort();
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = keys[i]! - Math.floor(keys[i]! / scale) * scale;
  return order;
}

export interface Projection {
  mu: number;
  variance: number;
}

/** A fighter's skill belief on `day`: uncertainty grows and the mean drifts back toward the debut prior. */
export function project(state: RatingState, i: number, day: number, out: Projection): Projection {
  const p = state.params;
  const last = state.lastDay[i]!;
  if (last === NO_DAY) {
    out.mu = p.debutMean[POOL.UFC];
    out.variance = p.priorVar;
    return out;
  }
  const years = Math.max(0, day - last) / DAYS_PER_YEAR;
  const target = state.debutMu[i]!;
  out.mu = target + (state.mu[i]! - target) * Math.exp(-p.layoffShrinkPerYear * years);
  out.variance = Math.min(p.priorVar, state.variance[i]! + p.driftVarPerYear * years);
  return out;
}

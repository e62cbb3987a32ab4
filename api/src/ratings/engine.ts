// The rating engine: a Gaussian filter over each fighter's skill on the logit scale (Glicko-like),
// fed bouts strictly in date order, plus a sequentially learned second stage (age, recent form, fight-statistics
// profiles, reach, country form): one for UFC bouts and one for every other promotion's, each learned only from the
// bouts it predicts.
// Pure and synchronous: callers (CLI, jobs) load data and store what it returns.
import { winProbability } from './calibration-map';
import { calibratedLogit, createCalibrator, FEATURE_COUNT, learn, type Calibrator } from './calibrator';
import { createProfiles, profileOf, recordBout, PROFILE_FEATURES, type Profiles } from './fighter-profile';
import { POOL } from './organization-pools';
import { DEFAULT_PARAMS, type RatingParams } from './rating-params';
import { dayOf, METHOD, RESULT, type RatingInput } from './rating-input';
import { createStepLog, pushStep, type StepLog } from './step-log';

const NO_DAY = -2_147_483_648;
const DAYS_PER_YEAR = 365.25;

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

interface Projection {
  mu: number;
  variance: number;
}

/** A fighter's skill belief on `day`: uncertainty grows and the mean drifts back toward the debut prior. */
function project(state: RatingState, i: number, day: number, out: Projection): Projection {
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

/**
 * Pre-fight features, each "A minus B": the uncertainty-discounted rating gap, the gap in rating
 * uncertainty (long layoffs and thin records underperform), the age gap in decades and the gap in
 * squared years past 30 (decline accelerates with age). Unknown ages contribute 0.
 */
function fillFeatures(state: RatingState, a: number, muA: number, vA: number, b: number, muB: number, vB: number, day: number, out: Float64Array): void {
  out[0] = (muA - muB) / Math.sqrt(1 + (Math.PI * (vA + vB)) / 8);
  out[3] = Math.sqrt(vA) - Math.sqrt(vB);
  const ageA = ageYears(state, a, day);
  const ageB = ageYears(state, b, day);
  if (Number.isNaN(ageA) || Number.isNaN(ageB)) {
    out[1] = 0;
    out[2] = 0;
  } else {
    out[1] = (ageA - ageB) / 10;
    out[2] = (Math.max(0, ageA - 30) ** 2 - Math.max(0, ageB - 30) ** 2) / 100;
  }
  if (!state.params.formFeatures) {
    out.fill(0, 4);
    return;
  }
  recentForm(state, a, day, formA);
  recentForm(state, b, day, formB);
  for (let j = 0; j < RECENT_FEATURES; j++) out[4 + j] = formA[j]! - formB[j]!;
  profileOf(state.profiles, a, state.profile, 0);
  for (let j = 0; j < PROFILE_FEATURES; j++) out[4 + RECENT_FEATURES + j] = state.profile[j]!;
  profileOf(state.profiles, b, state.profile, 0);
  for (let j = 0; j < PROFILE_FEATURES; j++) out[4 + RECENT_FEATURES + j] = out[4 + RECENT_FEATURES + j]! - state.profile[j]!;
  out[REACH_FEATURE] = reachGap(reachOf(state, a), reachOf(state, b));
  out[COUNTRY_FEATURE] = COUNTRY_SCALE * (countryForm(state, a) - countryForm(state, b));
}

/**
 * Country form (decision 043, session 11): how much better a country's fighters have done in UFC bouts than the
 * rating filter expected, as the mean of (won − expected) over its fighters' UFC bouts against another country's,
 * shrunk toward 0 as if COUNTRY_SHRINK more bouts had gone exactly as expected. A country whose fighters keep beating
 * their ratings (a generation of camps and styles the ratings learn one fighter at a time) says so before a newcomer
 * from it has shown it himself. Learned after each bout, from bouts before the one predicted; 0 for an unknown
 * nationality. Nationality is listed before a first bout: it carries no result.
 */
function recordCountryResult(state: RatingState, a: number, b: number, residualA: number): void {
  const ca = countryOf(state, a);
  const cb = countryOf(state, b);
  if (ca < 0 || cb < 0 || ca === cb) return;
  state.countryResidual[ca] = state.countryResidual[ca]! + residualA;
  state.countryBouts[ca] = state.countryBouts[ca]! + 1;
  state.countryResidual[cb] = state.countryResidual[cb]! - residualA;
  state.countryBouts[cb] = state.countryBouts[cb]! + 1;
}

function countryForm(state: RatingState, i: number): number {
  return formOfCountry(state, countryOf(state, i));
}

function formOfCountry(state: RatingState, c: number): number {
  return c < 0 ? 0 : state.countryResidual[c]! / (state.countryBouts[c]! + COUNTRY_SHRINK);
}

/** The index of a nationality the input knows from other fighters, -1 otherwise (a country with no bouts has no form). */
function externalCountry(state: RatingState, nationality: string | null | undefined): number {
  return nationality ? (state.input.countries?.indexOf(nationality) ?? -1) : -1;
}

function countryOf(state: RatingState, i: number): number {
  const country = state.input.country;
  return country && i >= 0 && i < country.length ? country[i]! : -1;
}

/**
 * Reach gap in tens of centimetres (a spread of about 0.8 on UFC bouts), 0 when either reach is unknown. Reach is a
 * fixed trait listed before a fighter's first bout, so it never carries a result; the longer reach wins a little more
 * than the ratings expect (decision 043).
 */
function reachGap(reachA: number, reachB: number): number {
  const gap = (reachA - reachB) / 10;
  return Number.isNaN(gap) ? 0 : gap;
}

/** A fighter's reach in centimetres, NaN when unknown (or for an index the input does not hold). */
function reachOf(state: RatingState, i: number): number {
  const reach = state.input.reach;
  return reach && i >= 0 && i < reach.length ? reach[i]! : Number.NaN;
}

const externalReach = (reachCm: number | null | undefined): number => (reachCm && reachCm > 0 ? reachCm : Number.NaN);

const RECENT_FEATURES = 3;
const REACH_FEATURE = 4 + RECENT_FEATURES + PROFILE_FEATURES;
const COUNTRY_FEATURE = REACH_FEATURE + 1;
/** Bouts of prior evidence that a country is exactly as its ratings say (tune window: 20 to 200 all within 0.0006). */
const COUNTRY_SHRINK = 50;
/** Country form is a few hundredths of a win per bout; times 10 its spread is about the 0.5 the stage's prior expects. */
const COUNTRY_SCALE = 10;
/** Bouts looked back over, and how much less each older one counts. */
const RECENT_BOUTS = 12;
const RECENT_DECAY = 0.7;
// Spread of about 0.5 each on 2005-2022 UFC bouts, the size the second stage's prior expects.
const RECENT_SCALE = [1.3, 0.8, 0.36] as const;
const formA = new Float64Array(RECENT_FEATURES);
const formB = new Float64Array(RECENT_FEATURES);
const scratchOpponent: Projection = { mu: 0, variance: 0 };

/**
 * A fighter's last decisive bouts seen with today's knowledge (all of it from before `day`): how much better
 * the results were than today's ratings of both sides imply (opponents' ratings have moved since, which the
 * one-pass filter cannot revisit), how much better than the filter expected at the time (momentum), and the
 * average strength of those opponents relative to the fighter (schedule).
 */
function recentForm(state: RatingState, i: number, day: number, out: Float64Array): void {
  out.fill(0);
  if (i < 0 || i >= state.lastDay.length || state.lastDay[i] === NO_DAY) return;
  const log = state.steps;
  const own = project(state, i, day, scratchOpponent).mu;
  let weight = 1;
  let total = 0;
  let seen = 0;
  for (let s = i < log.lastOf.length ? log.lastOf[i]! : -1; s >= 0 && seen < RECENT_BOUTS; s = log.previous[s]!) {
    const result = log.result[s]!;
    if (result !== RESULT.A_WON && result !== RESULT.A_LOST) continue;
    seen++;
    const y = result === RESULT.A_WON ? 1 : 0;
    const opponent = project(state, log.opponent[s]!, day, scratchOpponent).mu;
    const k = log.bout[s]!;
    const expected = state.input.fighterA[k] === i ? state.expected[k]! : 1 - state.expected[k]!;
    out[0] = out[0]! + weight * (y - 1 / (1 + Math.exp(opponent - own)));
    out[1] = out[1]! + weight * (y - expected);
    out[2] = out[2]! + weight * opponent;
    total += weight;
    weight *= RECENT_DECAY;
  }
  if (total > 0) out[2] = out[2]! / total - own;
  for (let j = 0; j < RECENT_FEATURES; j++) out[j] = out[j]! * RECENT_SCALE[j]!;
}

function ageYears(state: RatingState, i: number, day: number): number {
  if (i < 0 || i >= state.input.birthDay.length) return Number.NaN;
  const years = (day - state.input.birthDay[i]!) / DAYS_PER_YEAR;
  return years > 14 && years < 70 ? years : Number.NaN;
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
  fillFeatures(state, ia, pa.mu, pa.variance, ib, pb.mu, pb.variance, day, x);
  if (ia < 0 || ib < 0) {
    const ageA = ia >= 0 ? ageYears(state, ia, day) : externalAge(options.birthDateA, day);
    const ageB = ib >= 0 ? ageYears(state, ib, day) : externalAge(options.birthDateB, day);
    if (!Number.isNaN(ageA) && !Number.isNaN(ageB)) {
      x[1] = (ageA - ageB) / 10;
      x[2] = (Math.max(0, ageA - 30) ** 2 - Math.max(0, ageB - 30) ** 2) / 100;
    }
    if (state.params.formFeatures) {
      x[REACH_FEATURE] = reachGap(
        ia >= 0 ? reachOf(state, ia) : externalReach(options.reachCmA),
        ib >= 0 ? reachOf(state, ib) : externalReach(options.reachCmB),
      );
      x[COUNTRY_FEATURE] =
        COUNTRY_SCALE *
        ((ia >= 0 ? countryForm(state, ia) : formOfCountry(state, externalCountry(state, options.nationalityA))) -
          (ib >= 0 ? countryForm(state, ib) : formOfCountry(state, externalCountry(state, options.nationalityB))));
    }
  }
  return calibratedLogit((options.debutPool ?? POOL.UFC) === POOL.UFC ? state.ufcStage : state.otherStage, x);
}

/** Whether a fighter has no earlier bout in the data on the state's current day (unknown keys count as debutants). */
export function isDebutant(state: RatingState, key: string | null): boolean {
  const i = key === null ? undefined : state.keyIndex.get(key);
  return i === undefined || state.lastDay[i] === NO_DAY;
}

function externalAge(birthDate: string | null | undefined, day: number): number {
  if (!birthDate) return Number.NaN;
  const years = (day - dayOf(birthDate)) / DAYS_PER_YEAR;
  return years > 14 && years < 70 ? years : Number.NaN;
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

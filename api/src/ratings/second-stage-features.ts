// The second stage's features (decision 043): what the rating filter does not know about a bout, each "A minus B":
// age, recent form against today's ratings, fight-statistics profiles, reach and country form. The engine
// (engine.ts) learns their weights bout by bout and reads them again for every prediction.
import { PROFILE_FEATURES, profileOf } from './fighter-profile';
import type { MatchupOptions } from './engine';
import { dayOf, RESULT } from './rating-input';
import { DAYS_PER_YEAR, NO_DAY, project, type Projection, type RatingState } from './rating-state';

/**
 * Pre-fight features, each "A minus B": the uncertainty-discounted rating gap, the gap in rating
 * uncertainty (long layoffs and thin records underperform), the age gap in decades and the gap in
 * squared years past 30 (decline accelerates with age). Unknown ages contribute 0.
 */
export function fillFeatures(state: RatingState, a: number, muA: number, vA: number, b: number, muB: number, vB: number, day: number, out: Float64Array): void {
  out[0] = (muA - muB) / Math.sqrt(1 + (Math.PI * (vA + vB)) / 8);
  out[3] = Math.sqrt(vA) - Math.sqrt(vB);
  const ageA = ageYears(state, a, day);
  const ageB = ageYears(state, b, day);
  out[1] = 0;
  out[2] = 0;
  writeAgeGap(out, ageA, ageB);
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
export function recordCountryResult(state: RatingState, a: number, b: number, residualA: number): void {
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

/** Features 1 and 2, the age gap in decades and the gap in squared years past 30; left as they are when an age is unknown. */
function writeAgeGap(out: Float64Array, ageA: number, ageB: number): void {
  if (Number.isNaN(ageA) || Number.isNaN(ageB)) return;
  out[1] = (ageA - ageB) / 10;
  out[2] = (Math.max(0, ageA - 30) ** 2 - Math.max(0, ageB - 30) ** 2) / 100;
}

/** Years between a birth day and `day`; NaN outside 14 to 70, where the birth date must be wrong. */
function plausibleAge(birthDay: number, day: number): number {
  const years = (day - birthDay) / DAYS_PER_YEAR;
  return years > 14 && years < 70 ? years : Number.NaN;
}

function ageYears(state: RatingState, i: number, day: number): number {
  if (i < 0 || i >= state.input.birthDay.length) return Number.NaN;
  return plausibleAge(state.input.birthDay[i]!, day);
}

/**
 * The features of a bout to predict: fillFeatures's, with profile facts (birth date, reach, nationality) from `options`
 * for a fighter the input does not know (index -1): a debutant's age, reach and country still count.
 */
export function fillMatchupFeatures(
  state: RatingState,
  ia: number,
  pa: Projection,
  ib: number,
  pb: Projection,
  day: number,
  options: MatchupOptions,
  x: Float64Array,
): void {
  fillFeatures(state, ia, pa.mu, pa.variance, ib, pb.mu, pb.variance, day, x);
  if (ia < 0 || ib < 0) {
    const ageA = ia >= 0 ? ageYears(state, ia, day) : externalAge(options.birthDateA, day);
    const ageB = ib >= 0 ? ageYears(state, ib, day) : externalAge(options.birthDateB, day);
    writeAgeGap(x, ageA, ageB);
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
}

function externalAge(birthDate: string | null | undefined, day: number): number {
  return birthDate ? plausibleAge(dayOf(birthDate), day) : Number.NaN;
}

// What the site shows: ratings in familiar Elo-like points, the fan ordering score, and each
// fighter's history of steps ("why did this fighter move").
import { winProbability } from './calibration-map';
import { beliefOn } from './engine';
import type { RatingState } from './rating-state';
import { POOL } from './organization-pools';
import { DEFAULT_PARAMS } from './rating-params';
import { isoOfDay, RESULT } from './rating-input';
import { stepsOf } from './step-log';

/** 1500 is an average UFC debutant-level reference; 400 points = 10:1 odds, as in chess Elo. */
export const POINTS_PER_LOGIT = 400 / Math.LN10;
const BASE = 1500;
/** The fan score ranks by a cautious estimate: two standard deviations below the rating. */
export const FAN_SCORE_SDS = 2;

export const toPoints = (mu: number): number => BASE + mu * POINTS_PER_LOGIT;

/**
 * The Rating the site shows and ranks by (the fan score): skill minus FAN_SCORE_SDS standard deviations, in points.
 * Every shown number (lists, fighter card, chart, a bout's change, the peak) is this function of one (mean, variance),
 * so they are all on one scale.
 */
export const shownRating = (mu: number, variance: number): number => toPoints(mu) - FAN_SCORE_SDS * Math.sqrt(variance) * POINTS_PER_LOGIT;

/**
 * P(A beats B) from two ratings in points, for matchups no card holds (the community vote page's fantasy
 * matchups, fighters at their peak): the same probability function as every engine prediction, for a matchup
 * between two established fighters with no organization (no debutant, UFC calibration).
 */
export const ratingWinProbability = (pointsA: number, pointsB: number): number =>
  winProbability(DEFAULT_PARAMS.calibrationMap, (pointsA - pointsB) / POINTS_PER_LOGIT, { pool: POOL.UFC, debut: false });

export interface FighterRating {
  key: string;
  rating: number;
  uncertainty: number;
  /** rating - FAN_SCORE_SDS * uncertainty: how high we are confident the fighter is. */
  fanScore: number;
  bouts: number;
  lastBoutDate: string | null;
}

export function fighterRating(state: RatingState, key: string, date: string): FighterRating | null {
  const b = beliefOn(state, key, date);
  if (!b) return null;
  const rating = toPoints(b.mu);
  const uncertainty = b.sd * POINTS_PER_LOGIT;
  return {
    key,
    rating,
    uncertainty,
    fanScore: rating - FAN_SCORE_SDS * uncertainty,
    bouts: b.bouts,
    lastBoutDate: b.lastDay === null ? null : isoOfDay(b.lastDay),
  };
}

export interface RatingStep {
  date: string;
  boutKey: string;
  opponent: string;
  result: 'W' | 'L' | 'D' | 'NC';
  /** Skill going into the bout, after any layoff adjustment since the previous step, and its uncertainty then. */
  ratingBefore: number;
  uncertaintyBefore: number;
  ratingAfter: number;
  uncertaintyAfter: number;
}

const RESULT_LABEL = { [RESULT.A_WON]: 'W', [RESULT.A_LOST]: 'L', [RESULT.DRAW]: 'D', [RESULT.NO_CONTEST]: 'NC' } as const;

export function fighterHistory(state: RatingState, key: string): RatingStep[] {
  const i = state.keyIndex.get(key);
  if (i === undefined) return [];
  const log = state.steps;
  return stepsOf(log, i).map((s) => {
    const bout = log.bout[s]!;
    return {
      date: isoOfDay(state.input.day[bout]!),
      boutKey: state.input.boutKeys[bout]!,
      opponent: state.input.fighterKeys[log.opponent[s]!]!,
      result: RESULT_LABEL[log.result[s] as 0 | 1 | 2 | 3],
      ratingBefore: toPoints(log.muBefore[s]!),
      uncertaintyBefore: Math.sqrt(log.varianceBefore[s]!) * POINTS_PER_LOGIT,
      ratingAfter: toPoints(log.muAfter[s]!),
      uncertaintyAfter: Math.sqrt(log.varianceAfter[s]!) * POINTS_PER_LOGIT,
    };
  });
}

export interface RankingOptions {
  /** Only fighters with a bout within this many days of `date` (default two years). */
  activeWithinDays?: number;
  minBouts?: number;
  include?: (key: string) => boolean;
  limit?: number;
}

/** Fighters ordered by fan score on `date`, from whatever the state has processed. */
export function ranking(state: RatingState, date: string, options: RankingOptions = {}): FighterRating[] {
  const { activeWithinDays = 730, minBouts = 3, include, limit = 50 } = options;
  const out: FighterRating[] = [];
  const cutoff = new Date(Date.parse(date) - activeWithinDays * 86_400_000).toISOString().slice(0, 10);
  for (const key of state.input.fighterKeys) {
    if (include && !include(key)) continue;
    const r = fighterRating(state, key, date);
    if (!r || r.bouts < minBouts || r.lastBoutDate === null || r.lastBoutDate < cutoff) continue;
    out.push(r);
  }
  return out.sort((x, y) => y.fanScore - x.fanScore).slice(0, limit);
}

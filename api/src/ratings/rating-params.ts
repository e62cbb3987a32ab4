// The engine's tuned knobs, in one place so the decision record (docs/decisions/006) can cite them.
// Values were tuned on UFC bouts of 2018-2022 only; 2023-2024 is held out for reporting.
import type { CalibrationMap } from './calibration-map';
import { POOL, POOL_COUNT } from './organization-pools';
// Fitted by `ratings promotions` on bouts before 2023-01-01 (decision 038); regenerate it after an engine change.
import organizationOffsets from './organization-offsets.json';

export interface RatingParams {
  /** Variance of a debutant's skill on the logit scale (1 unit = e:1 odds). */
  priorVar: number;
  /** Variance added per year of time passing: skill drifts, so old evidence counts less. */
  driftVarPerYear: number;
  /** Fraction of the distance to the debut mean a rating loses per year without bouts. */
  layoffShrinkPerYear: number;
  /** Evidence weight of a finish relative to a unanimous decision (1). */
  finishWeight: number;
  /** Evidence weight of a split decision: judges disagreed, so it says little about who is better. */
  splitWeight: number;
  /** Evidence weight of a bout outside the UFC (smaller, less comparable pools). */
  otherPoolWeight: number;
  /** Debut prior mean per pool (UFC, major, regional) on the logit scale. */
  debutMean: [number, number, number];
  /**
   * Promotion strength: logit offsets on the debut mean of fighters whose first bout is in that organization (code),
   * learned from bouts between fighters who debuted in different organizations (`ratings promotions`, decision 038).
   * Missing organizations get 0 (their pool's mean).
   */
  organizationOffsets: Record<string, number>;
  /**
   * A ceiling on the debut prior (logit) of a fighter whose first bout held is outside the UFC: above `logit`, his
   * pool's prior plus his promotion's offset counts only the fraction `keep`. Undefined: no ceiling. Only the lists
   * set one (RANKING_PARAMS, decision 044 session 27).
   */
  otherDebutCeiling?: { logit: number; keep: number };
  /** How strongly dominance in the fight statistics scales a result's weight: exp(marginWeight * margin). */
  marginWeight: number;
  /** Second stage: prior sd of its coefficients and forgetting per bout (lets it track drift). */
  calibratorPriorSd: number;
  /** Second stage: variance added to each coefficient per UFC bout learned (forgetting). */
  calibratorDrift: number;
  /**
   * Second stage also reads recent form and the fighter profiles (true), or only the rating, uncertainty and age
   * gaps (false: the engine before 2026-11, kept so `ratings eval` can measure what they add on the same bouts).
   */
  formFeatures: boolean;
  /**
   * Scales the final logit of bouts outside the UFC (called by the other promotions' stage, decision 043). Fitted by
   * `ratings calibrate` on the 2019-2022 predictions only (decision 018); UFC bouts are left as their stage says.
   */
  calibrationMap: CalibrationMap;
}

export const DEFAULT_PARAMS: RatingParams = {
  priorVar: 3.37,
  driftVarPerYear: 0.4,
  layoffShrinkPerYear: 0.057,
  finishWeight: 1.08,
  splitWeight: 0.15,
  otherPoolWeight: 1.08,
  debutMean: [-0.44, -0.76, -0.8],
  organizationOffsets,
  marginWeight: 2,
  calibratorPriorSd: 1,
  calibratorDrift: 0,
  formFeatures: true,
  calibrationMap: { otherPool: -0.086, otherPoolDebut: 0.219 },
};

/**
 * The ratings the site shows and ranks by (decision 038): the same engine with a longer memory. Predictions want the
 * next fight, where recent results count most (drift 0.4 a year, tuned); a ranking is a standing that a fan expects
 * to rest on a career's evidence, so skill drifts a quarter as fast and old wins fade more slowly. Measured on the
 * official lists of 2024-12-14 and on 2023-2024 bouts between ranked fighters (`ratings consensus`); predictions
 * (`predict`, event pages, `eval`) keep DEFAULT_PARAMS.
 *
 * The lists also put a ceiling half a logit below a UFC debutant on the start of a debutant from outside the UFC:
 * of any promotion strength that would start him above it, only a quarter counts (decision 044, session 27). The
 * offsets are learned from the fighters who crossed over, and those are the ones the UFC chose to sign (or the ones
 * it let go): right for predicting their bouts, too generous for the rest of a roster, which is what a list ranks.
 *
 * And a bout outside the UFC counts 0.9 of a UFC bout in the lists, where predictions weigh it 1.08 (decision 044,
 * session 28): a run of wins inside a smaller pool moves its fighters toward the top of the world's lists more slowly
 * than the same run among the UFC's contenders. A modest discount inside a plateau (0.6-1.0 measured alike).
 */
export const RANKING_PARAMS: RatingParams = {
  ...DEFAULT_PARAMS,
  driftVarPerYear: 0.1,
  otherPoolWeight: 0.9,
  otherDebutCeiling: { logit: DEFAULT_PARAMS.debutMean[POOL.UFC] - 0.5, keep: 0.25 },
};

if (DEFAULT_PARAMS.debutMean.length !== POOL_COUNT) throw new Error('debutMean needs one value per pool');

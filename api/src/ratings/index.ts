// Public surface of the rating engine: jobs and the CLI import from here, never from inner modules.
export { advanceTo, beliefAt, predict, rateHistory } from './engine';
export { createRatingState, type RatingState } from './rating-state';
export { fighterRating, ranking, ratingWinProbability, shownRating, toPoints, FAN_SCORE_SDS, POINTS_PER_LOGIT } from './fighter-view';
export { dayOf, fromDataset, isoOfDay, RESULT, type RatingInput } from './rating-input';
export { DEFAULT_PARAMS, RANKING_PARAMS } from './rating-params';
export { POOL, poolOf } from './organization-pools';
export { createElo, eloPredict } from './elo-baseline';
export {
  calibrationErrorByDecile,
  calibrationNoise,
  devig,
  logLossOf,
  pairedBootstrap,
  reliabilityByQuantile,
  score,
  type CalibrationBin,
  type Scored,
  type Scores,
} from './metrics';
export { syntheticHistory } from './synthetic-history';
export { marginOf } from './fight-margin';
export { fitCalibrationMap, IDENTITY_MAP } from './calibration-map';
export { fitOrganizationOffsets } from './promotion-strength';

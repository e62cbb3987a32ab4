// Public surface of the rating engine: jobs and the CLI import from here, never from inner modules.
export { advanceTo, beliefAt, beliefOn, createRatingState, isDebutant, predict, rateHistory, type MatchupOptions, type RatingState } from './engine';
export { fighterHistory, fighterRating, ranking, ratingWinProbability, shownRating, toPoints, FAN_SCORE_SDS, type FighterRating, type RankingOptions, type RatingStep } from './fighter-view';
export { dayOf, fromDataset, isoOfDay, METHOD, RESULT, type RatedBout, type RatedFighter, type RatedMethod, type RatedOutcome, type RatingInput, type RatingSource } from './rating-input';
export { DEFAULT_PARAMS, RANKING_PARAMS, type RatingParams } from './rating-params';
export { POOL, poolOf } from './organization-pools';
export { createElo, eloAdvanceTo, eloPredict, ELO_K } from './elo-baseline';
export { calibrationErrorByDecile, calibrationNoise, devig, logLossOf, pairedBootstrap, reliabilityByQuantile, score, seededRandom, type CalibrationBin, type Scored, type Scores } from './metrics';
export { syntheticHistory, truncateHistory } from './synthetic-history';
export { marginOf, type FightTotals } from './fight-margin';
export { applyCalibrationMap, fitCalibrationMap, IDENTITY_MAP, winProbability, type CalibrationMap, type MapSample } from './calibration-map';
export { fitOrganizationOffsets, type PromotionFit, type PromotionFitOptions } from './promotion-strength';

// Predictions queries, read by the /predictions page (mfe-community) and the profile page's record (mfe-account).
import { queryOptions } from '@tanstack/react-query';
import { getMyPredictionRecord, getPredictionCards, getPredictionLeaderboard } from '@fightrank/shared/api-client';
import { withSession } from '@fightrank/shared/stores';

export const predictionQueries = {
  all: () => ['predictions'] as const,
  cards: () =>
    queryOptions({ queryKey: [...predictionQueries.all(), 'cards'] as const, queryFn: ({ signal }) => withSession(() => getPredictionCards(signal)) }),
  leaderboard: (season?: number) =>
    queryOptions({
      queryKey: [...predictionQueries.all(), 'leaderboard', season ?? null] as const,
      queryFn: ({ signal }) => getPredictionLeaderboard(season, signal),
    }),
  me: () => queryOptions({ queryKey: [...predictionQueries.all(), 'me'] as const, queryFn: ({ signal }) => withSession(() => getMyPredictionRecord(signal)) }),
};

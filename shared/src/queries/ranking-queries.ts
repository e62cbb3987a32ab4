// Query keys and fetchers of the ranking screens (spec §7). The list key holds the whole page
// request, so each page of each filter, order and movement is cached on its own.
import { queryOptions } from '@tanstack/react-query';
import { getFighterRatingHistory, getRankingsLastUpdated, listRankingOptions, listRankings } from '@fightrank/shared/api-client';
import {
  isFilteredRankingKind,
  rankingKindHasMovement,
  RANKING_FILTER_PARAM,
  type FilteredRankingKind,
  type RankingDirection,
  type RankingKind,
  type RankingListQuery,
  type RankingMovement,
} from '../contracts';

/** One page of a ranking list, as the screens describe it. */
export interface RankingListParams {
  /** Value of the kind's filter slot (weight class, country, age group, organization); null until chosen. */
  filter: string | null;
  /** Keyset cursor: rows after this rank in the chosen direction (0 = from the start). Used when movement is 'all'. */
  lastRank: number;
  /** Rows to skip. Used instead of lastRank when movement is not 'all' (spec §7). */
  offset: number;
  /** Rows to ask for: the page size (Next is decided by prefetching the following page, decision 010). */
  limit: number;
  direction: RankingDirection;
  movement: RankingMovement;
}

/** The query string of one list call: only the parameters the kind takes (spec §7). */
export function rankingListQuery(kind: RankingKind, params: RankingListParams): RankingListQuery {
  const movement = rankingKindHasMovement(kind) ? params.movement : 'all';
  const query: RankingListQuery =
    movement === 'all'
      ? { last_rank: params.lastRank, limit: params.limit, dir: params.direction }
      : { offset: params.offset, limit: params.limit, dir: params.direction };
  if (rankingKindHasMovement(kind)) {
    query.movement = movement;
    query.top_only = false;
  }
  if (isFilteredRankingKind(kind) && params.filter) query[RANKING_FILTER_PARAM[kind]] = params.filter;
  return query;
}

export const rankingQueries = {
  all: () => ['rankings'] as const,
  lists: () => [...rankingQueries.all(), 'list'] as const,
  list: (kind: RankingKind, params: RankingListParams) => {
    const query = rankingListQuery(kind, params);
    return queryOptions({
      queryKey: [...rankingQueries.lists(), kind, query] as const,
      queryFn: ({ signal }) => listRankings(kind, query, signal),
      // Spec §7: a filtered list is not called until its filter value is given.
      enabled: !isFilteredRankingKind(kind) || Boolean(params.filter),
    });
  },
  options: (kind: FilteredRankingKind) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'options', kind] as const,
      queryFn: ({ signal }) => listRankingOptions(kind, signal),
    }),
  lastUpdated: () =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'last-updated'] as const,
      queryFn: ({ signal }) => getRankingsLastUpdated(signal),
    }),
  /** Spec §7: requested only when the caller enables it (the fighter page, once the history is opened). */
  fighterHistory: (fighterId: string, enabled: boolean) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'fighter-history', fighterId] as const,
      queryFn: ({ signal }) => getFighterRatingHistory(fighterId, signal),
      enabled,
    }),
};

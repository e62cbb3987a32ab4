// Query options of the community calls (issue 11; spec §7, §9: the community list refetches every 10 s).
import { queryOptions } from '@tanstack/react-query';
import { getCommunityLastUpdated, getVoterProgress, listCommunityRankings, listMatchups, type CommunityRankingsQuery } from '@fightrank/shared/api-client';

/** Spec §7/§9: the community ranking is refetched every 10 seconds. */
export const COMMUNITY_REFETCH_MS = 10_000;

/** The community list's page size until the visitor picks another. */
export const COMMUNITY_DEFAULT_PAGE_SIZE = 10;

/** One page of the community list. Spec §4: Next is allowed only when more rows than the page size came back, so one extra row is asked for. */
export function communityRankingsRequest({
  cursor = 0,
  pageSize = COMMUNITY_DEFAULT_PAGE_SIZE,
  dir = 'asc',
}: { cursor?: number; pageSize?: number; dir?: CommunityRankingsQuery['dir'] } = {}): CommunityRankingsQuery {
  return { last_rank: cursor, limit: pageSize + 1, dir };
}

export const communityQueries = {
  all: () => ['community'] as const,
  /** A batch of matchups this voter has not voted on; `skip` lists the ones skipped during this visit. */
  matchups: (skip: readonly number[]) =>
    queryOptions({
      queryKey: [...communityQueries.all(), 'matchups', skip] as const,
      queryFn: ({ signal }) => listMatchups(skip, signal),
      // A batch is a queue the page works through: refetching it under the visitor would reshuffle it.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
  rankings: (query: CommunityRankingsQuery) =>
    queryOptions({
      queryKey: [...communityQueries.all(), 'rankings', query] as const,
      queryFn: ({ signal }) => listCommunityRankings(query, signal),
      refetchInterval: COMMUNITY_REFETCH_MS,
    }),
  lastUpdated: () =>
    queryOptions({
      queryKey: [...communityQueries.all(), 'last-updated'] as const,
      queryFn: ({ signal }) => getCommunityLastUpdated(signal),
      refetchInterval: COMMUNITY_REFETCH_MS,
    }),
  /** This voter's fighters and their votes; refetched with the list, so the count moves as others vote. */
  voterProgress: () =>
    queryOptions({
      queryKey: [...communityQueries.all(), 'voter-progress'] as const,
      queryFn: ({ signal }) => getVoterProgress(signal),
      refetchInterval: COMMUNITY_REFETCH_MS,
    }),
};

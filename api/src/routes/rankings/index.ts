// The ranking lists, their filter options and the last-updated date (spec §7), under /api/rankings.
// The mfe-rankings screens call these; paging and cursor rules are in docs/decisions/009-ranking-api.md.
import type { FastifyPluginAsync } from 'fastify';
import {
  RANKING_FILTER_PARAM,
  type Envelope,
  type FilteredRankingKind,
  type LastUpdated,
  type RankedFighter,
  type RankingFilterOption,
  type RankingKind,
  type RankingListQuery,
} from '@fightrank/shared/contracts';
import { createRankingsRepository } from '../../repositories/rankings-repository';
import {
  filterOptionsResponse,
  filterParamOf,
  lastUpdatedResponse,
  listQuerySchema,
  rankedFighterListResponse,
  rankingQueryErrorFormatter,
} from './schemas';

/** URL path (under /api/rankings) of each list; '/' is pound for pound. */
const LIST_PATHS: Record<RankingKind, string> = {
  'pound-for-pound': '/',
  goat: '/goat',
  global: '/global',
  'weight-class': '/weight-class',
  country: '/country',
  age: '/age',
  organization: '/organization',
};

export const rankingRoutes: FastifyPluginAsync = async (app) => {
  const rankings = createRankingsRepository(app.db);

  for (const [kind, path] of Object.entries(LIST_PATHS) as [RankingKind, string][]) {
    const filterParam = filterParamOf(kind);
    app.get<{ Querystring: RankingListQuery }>(
      path,
      {
        schema: { querystring: listQuerySchema(kind), response: { 200: rankedFighterListResponse } },
        schemaErrorFormatter: rankingQueryErrorFormatter,
      },
      async (request): Promise<Envelope<RankedFighter[]>> => {
        const query = request.query;
        const data = await rankings.listRankings({
          kind,
          filterValue: filterParam ? (query[filterParam] ?? '') : '',
          lastRank: query.last_rank ?? 0,
          offset: query.offset ?? 0,
          limit: query.limit ?? 10,
          dir: query.dir ?? 'asc',
          movement: query.movement ?? 'all',
          topOnly: query.top_only ?? false,
        });
        return { data };
      },
    );
  }

  for (const kind of Object.keys(RANKING_FILTER_PARAM) as FilteredRankingKind[]) {
    app.get(
      `/options/${kind}`,
      { schema: { response: { 200: filterOptionsResponse } } },
      async (): Promise<Envelope<RankingFilterOption[]>> => ({ data: await rankings.listFilterOptions(kind) }),
    );
  }

  app.get(
    '/last-updated',
    { schema: { response: { 200: lastUpdatedResponse } } },
    async (): Promise<Envelope<LastUpdated>> => ({ data: { lastUpdated: await rankings.getLastUpdated() } }),
  );
};

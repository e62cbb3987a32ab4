// The community ranking list and its last-updated date (spec §7), under /api/rankings. Paging is the spec's rank
// cursor (§4 "Community rankings pagination"); parameters are checked like the other ranking lists'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CommunityLastUpdatedSchema,
  CommunityListQuerySchema,
  CommunityRankedFighterSchema,
  ErrorSchema,
  envelopeOf,
  type CommunityRankedFighter,
  type Envelope,
  type LastUpdated,
} from '@fightrank/shared/contracts';
import { getCommunityLastUpdated, listCommunityRankings } from '../../../community/community-repository';
import { COMMUNITY_UPDATED_KEY } from '../../../data/cache/data-version';
import { rankingQueryErrorFormatter } from '../rankings/schemas';

export const communityRankingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/community',
    {
      schema: { querystring: CommunityListQuerySchema, response: { 200: envelopeOf(Type.Array(CommunityRankedFighterSchema)), 400: ErrorSchema } },
      // The same parameter rules and messages as every other ranking list.
      schemaErrorFormatter: rankingQueryErrorFormatter,
      config: { cache: 'public-community' },
    },
    async (request): Promise<Envelope<CommunityRankedFighter[]>> => ({
      data: await listCommunityRankings(app.db, {
        lastRank: request.query.last_rank ?? 0,
        limit: request.query.limit ?? 10,
        dir: request.query.dir ?? 'asc',
      }),
    }),
  );

  app.get(
    '/last-updated-community',
    { schema: { response: { 200: envelopeOf(CommunityLastUpdatedSchema), 400: ErrorSchema } }, config: { cache: 'public-community' } },
    async (): Promise<Envelope<LastUpdated>> => ({ data: { lastUpdated: await getCommunityLastUpdated(app.db, COMMUNITY_UPDATED_KEY) } }),
  );
};

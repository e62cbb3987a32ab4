// The community ranking list and its last-updated date (spec §7), under /api/rankings. Paging is the spec's rank
// cursor (§4 "Community rankings pagination"); parameters are checked like the other ranking lists'.
import type { FastifyPluginAsync, FastifySchemaValidationError, RouteShorthandOptions } from 'fastify';
import { Type } from 'typebox';
import {
  COMMUNITY_CURSOR_MAX,
  CommunityLastUpdatedSchema,
  CommunityListQuerySchema,
  CommunityRankedFighterSchema,
  ErrorSchema,
  RANKING_DIRECTIONS,
  RANKING_LIMIT_MAX,
  envelopeOf,
  type CommunityListQuery,
  type CommunityRankedFighter,
  type Envelope,
  type LastUpdated,
} from '@fightrank/shared/contracts';
import { getCommunityLastUpdated, listCommunityRankings } from '../../repositories/community-repository';
import { COMMUNITY_UPDATED_KEY } from '../../community/community-rankings-job';

const PARAM_RULES: Record<string, string> = {
  last_rank: `an integer from 0 to ${COMMUNITY_CURSOR_MAX}`,
  limit: `an integer from 1 to ${RANKING_LIMIT_MAX}`,
  dir: `one of ${RANKING_DIRECTIONS.join(', ')}`,
};

function validationMessage(error: FastifySchemaValidationError | undefined): string {
  const param = (error?.instancePath ?? '').replace(/^\//, '').split('/')[0] ?? '';
  const rule = PARAM_RULES[param];
  return rule ? `${param} must be ${rule}` : `${param || 'query string'} ${error?.message ?? 'is invalid'}`;
}

const errorFormatter: NonNullable<RouteShorthandOptions['schemaErrorFormatter']> = (errors) => new Error(validationMessage(errors[0]));

export const communityRankingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CommunityListQuery }>(
    '/community',
    {
      schema: { querystring: CommunityListQuerySchema, response: { 200: envelopeOf(Type.Array(CommunityRankedFighterSchema)), 400: ErrorSchema } },
      schemaErrorFormatter: errorFormatter,
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
    { schema: { response: { 200: envelopeOf(CommunityLastUpdatedSchema), 400: ErrorSchema } } },
    async (): Promise<Envelope<LastUpdated>> => ({ data: { lastUpdated: await getCommunityLastUpdated(app.db, COMMUNITY_UPDATED_KEY) } }),
  );
};

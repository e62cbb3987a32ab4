// The ranking lists, their filter options and the last-updated date (spec §7), under /api/rankings.
// The mfe-rankings screens call these; paging and cursor rules are in docs/decisions/009-ranking-api.md.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RANKING_FILTER_PARAM,
  type Envelope,
  type FilteredRankingKind,
  type LastUpdated,
  type RankedFighter,
  type RankingFilterOption,
  type RankingKind,
  type RankingListQuery,
  FavoritesResponse,
  FighterIdParams,
  FIGHTER_IDS_BODY_LIMIT,
  FighterIdsBody as FighterIdsBodySchema,
  FighterRankingQuery,
  FighterRankingResponse,
} from '@fightrank/shared/contracts';
import { createRankingsRepository } from '../../../data/repositories/rankings-repository';
import { organizationCodeOrBadRequest, resolveOrganizationFilter } from './organization-filter';
import { getFighterRatingHistory } from '../../../data/repositories/rating-history-repository';
import { fighterIdOrNotFound, idsMustBeNumbers, namedFighterIdOrNotFound, uniqueIds, FIGHTER_NOT_FOUND } from '../fighter-params';
import { sendFighterAnswer } from '../fighter-answers';
import { getFighterRanks, getFighterInfo, listFavoriteFighters } from '../../../data/repositories/fighters-repository';
import { notFound } from '../../http-errors';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { sortFilterOptions } from './filter-option-order';
import { readThrough } from '../../../data/cache/response-cache';
import { sendCachedAnswer, sendModelAnswer } from '../../send-cached-answer';
import {
  fighterHistoryResponse,
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

const CACHE_NAMESPACE = 'rankings';
/** Only cleans up: the key holds the data version, so a new import or recompute never reads an old entry. */
const CACHE_TTL_SECONDS = 600;

/** Parameters a list answer depends on: only these, after validation and defaults, make up its cache key. */
const LIST_PARAMS = ['last_rank', 'offset', 'limit', 'dir', 'movement', 'top_only'] as const;

/**
 * The cache key of one list request, built from its validated parameters, never the raw URL: unknown
 * parameters, their order and spelled-out defaults all map to one entry, so nobody can bypass the cache
 * or fill it with copies of one answer.
 */
export function listCacheKey(kind: RankingKind, query: RankingListQuery): string {
  const filterParam = filterParamOf(kind);
  const values = LIST_PARAMS.map((param) => String(query[param] ?? ''));
  if (filterParam) values.push(query[filterParam] ?? '');
  return JSON.stringify([kind, ...values]);
}

export const rankingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rankings = createRankingsRepository(app.db);

  for (const [kind, path] of Object.entries(LIST_PATHS) as [RankingKind, string][]) {
    const filterParam = filterParamOf(kind);
    app.get(
      path,
      {
        schema: { summary: `${kind} ranking list`, querystring: listQuerySchema(kind), response: rankedFighterListResponse },
        schemaErrorFormatter: rankingQueryErrorFormatter,
        config: { cache: 'public-data' },
      },
      async (request, reply) => {
        // The filter parameter's name is computed per kind, so the schema types only the paging; the contract's
        // all-kinds query names the filters too.
        const query: RankingListQuery = request.query;
        const page = {
          lastRank: query.last_rank ?? 0,
          offset: query.offset ?? 0,
          limit: query.limit ?? 10,
          dir: query.dir ?? 'asc',
          movement: query.movement ?? 'all',
          topOnly: query.top_only ?? false,
        } as const;
        const filterText = filterParam ? (query[filterParam] ?? '') : '';
        // From memory when the read model of this version is ready (decision 049): a slice of the list, the same text.
        const model = app.readModel?.at(request.dataVersion);
        if (model) {
          const filterValue = kind === 'organization' ? organizationCodeOrBadRequest(model.organizationChoices, filterText) : filterText;
          return sendModelAnswer(reply, model.listPage(kind, filterValue, page));
        }
        // Cached under the data version that every import and recompute moves (decision 039), the one the ETag is
        // made from: the cache and the ETag never disagree, and a same-day recompute is never served stale. The
        // key also holds this build's contracts (cacheVersion), so another build's instance never serves its shape.
        const asOf = request.cacheVersion;
        const compute = async () => {
          // org= takes a code or a name in any case; anything else is a 400 listing the valid ones.
          const filterValue = kind === 'organization' ? await resolveOrganizationFilter(app.db, filterText) : filterText;
          const data = await rankings.listRankings({ kind, filterValue, ...page });
          return JSON.stringify({ data } satisfies Envelope<RankedFighter[]>);
        };
        const answer = asOf
          ? await readThrough(
              app.cache,
              request.log,
              { namespace: CACHE_NAMESPACE, key: `${asOf}|${listCacheKey(kind, query)}`, ttlSeconds: CACHE_TTL_SECONDS },
              compute,
            )
          : { json: await compute(), hit: false };
        // Sent as the exact text that is cached, so a hit and a miss are byte-identical.
        return sendCachedAnswer(reply, answer);
      },
    );
  }

  for (const kind of Object.keys(RANKING_FILTER_PARAM) as FilteredRankingKind[]) {
    app.get(
      `/options/${kind}`,
      { schema: { summary: `Filter choices of the ${kind} list`, response: filterOptionsResponse }, config: { cache: 'public-data' } },
      async (request, reply) => {
        const model = app.readModel?.at(request.dataVersion);
        if (!model) return { data: sortFilterOptions(kind, await rankings.listFilterOptions(kind)) } satisfies Envelope<RankingFilterOption[]>;
        // Ordered and serialised once per version, by the route's own serializer: the bytes it always wrote.
        const text = model.remember(`options|${kind}`, () => reply.serialize({ data: sortFilterOptions(kind, [...model.filterOptions(kind)]) }) as string);
        return sendModelAnswer(reply, text);
      },
    );
  }

  app.get(
    '/last-updated',
    { schema: { summary: 'Date of the latest ranking snapshot', response: lastUpdatedResponse }, config: { cache: 'public-data' } },
    async (): Promise<Envelope<LastUpdated>> => ({ data: { lastUpdated: await rankings.getLastUpdated() } }),
  );

  /** Rating steps (the bout behind each) and rank history of one fighter: the history chart reads it. */
  app.get(
    '/fighter/:id/history',
    {
      schema: { summary: "A fighter's rating steps and rank history", params: FighterIdParams, response: fighterHistoryResponse },
      config: { cache: 'public-data' },
    },
    async (request, reply) => {
      const id = await namedFighterIdOrNotFound(app, request.params.id);
      return sendFighterAnswer(app, request, reply, 'fighter-history', id, {
        read: (fighterId) => getFighterRatingHistory(app.db, fighterId),
        held: (model) => model.fighterHistory(id),
      });
    },
  );

  /**
   * Spec §7 GET /api/rankings/fighter/{id}?is_active=: the fighter's Rating and current ranks. With is_active=true
   * ranks are listed only while the fighter is active (a retired or inactive fighter has none to show).
   */
  app.get(
    '/fighter/:id',
    { schema: { params: FighterIdParams, querystring: FighterRankingQuery, response: { 200: FighterRankingResponse } }, config: { cache: 'public-data' } },
    async (request) => {
      const id = await fighterIdOrNotFound(app, request.params.id);
      const info = await getFighterInfo(app.db, id);
      if (!info) throw notFound(FIGHTER_NOT_FOUND);
      const ranks = request.query.is_active && !info.isActive ? [] : await getFighterRanks(app.db, id);
      return { data: { fighterId: id, isActive: info.isActive, rating: info.rating, ranks } };
    },
  );

  /** Spec §7 favourites: rows for the ids that name a fighter, in the order sent. Reads only: no XSRF token. */
  app.post(
    '/favorites',
    {
      schema: { body: FighterIdsBodySchema, response: { 200: FavoritesResponse } },
      bodyLimit: FIGHTER_IDS_BODY_LIMIT,
      config: { xsrf: false, rateLimit: RATE_LIMITS.fighterIdLists },
      preValidation: idsMustBeNumbers,
    },
    async (request) => ({ data: await listFavoriteFighters(app.db, uniqueIds(request.body.ids)) }),
  );
};

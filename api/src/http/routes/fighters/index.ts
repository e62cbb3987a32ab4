// /api/fighters/* (spec §7): info, stats, record, image, ranks, thumbnails and search. Every route that names a
// fighter answers 404 "Fighter not found" for anything that names none, in any form (decision 013).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SvgImageSchema,
  FighterIdParams,
  FIGHTER_IDS_BODY_LIMIT,
  FighterIdsBody,
  FighterImageResponse,
  FighterNamesakesQuery,
  FighterNamesakesResponse,
  FighterInfoResponse,
  FighterRanksQuery,
  FighterRanksResponse,
  FighterRecordResponse,
  FighterSearchQuery,
  FighterSearchResponse,
  FighterStatsResponse,
  SEARCH_MAX_LENGTH,
  ThumbnailsResponse,
} from '@fightrank/shared/contracts';
import { existingFighters, fighterStats, getFighterInfo, getFighterRanks, listFighterBouts } from '../../../data/repositories/fighters-repository';
import { SEARCH_RESULT_LIMIT, searchFighters } from '../../../data/repositories/fighter-search';
import { fightersWithSlug } from '../../../data/repositories/fighter-lookup';
import { readUfcFightStats } from '../../../data/repositories/ufc-fight-stats';
import { readThrough } from '../../../data/cache/response-cache';
import { sendCachedAnswer, sendModelAnswer } from '../../send-cached-answer';
import { badRequest, notFound } from '../../http-errors';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { avatarSvg, avatarUrl } from './avatar';
import { FIGHTER_NOT_FOUND, fighterIdOrNotFound, idsMustBeNumbers, namedFighterIdOrNotFound, uniqueIds } from '../fighter-params';
import { sendFighterAnswer } from '../fighter-answers';

const SEARCH_CACHE_NAMESPACE = 'search';
/** Only cleans up: the key holds the data version, so a new import or recompute never reads an old entry. */
const SEARCH_CACHE_TTL_SECONDS = 600;

export const fighterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Header search (spec §7): a list of { id, name, org, rating }. Answers change only when an import or a
   * recompute writes new names and ratings: the read model of the version answers from memory (decision 049), and
   * until it is built each answer is cached under the data version and the query text (the ranking lists' rule,
   * decisions 009 and 039), so fans typing the same names cost the database nothing.
   */
  app.get(
    '/fighters/search',
    { schema: { querystring: FighterSearchQuery, response: { 200: FighterSearchResponse } }, config: { rateLimit: RATE_LIMITS.search, cache: 'public-data' } },
    async (request, reply) => {
      const q = request.query.q?.trim() ?? '';
      if (!q) throw badRequest('q must be a non-empty search text');
      if (q.length > SEARCH_MAX_LENGTH) throw badRequest(`q must be at most ${SEARCH_MAX_LENGTH} characters`);
      if (q.includes('\u0000')) throw badRequest('q must not contain NUL characters');
      // From memory when the read model of this version is ready (decision 049): the function's answer, the same text.
      const model = app.readModel?.at(request.dataVersion);
      if (model) return sendModelAnswer(reply, JSON.stringify({ data: model.searchFighters(q, SEARCH_RESULT_LIMIT) }));
      const compute = async () => JSON.stringify({ data: await searchFighters(app.db, q) });
      // The data version (as the ranking lists, decision 039): a new import or recompute is never served stale; and
      // this build's contracts: an instance of another build sharing the cache never serves its shape.
      const asOf = request.cacheVersion;
      const answer = asOf
        ? await readThrough(app.cache, request.log, { namespace: SEARCH_CACHE_NAMESPACE, key: `${asOf}|${q}`, ttlSeconds: SEARCH_CACHE_TTL_SECONDS }, compute)
        : { json: await compute(), hit: false };
      return sendCachedAnswer(reply, answer);
    },
  );

  /**
   * The fighters a bare slug names, most prominent first: a link without its id ("/fighter/bruno-silva") opens
   * the one fighter, or a choice when several share it (the server's page document makes the same choice).
   */
  app.get(
    '/fighters/namesakes',
    {
      schema: { querystring: FighterNamesakesQuery, response: { 200: FighterNamesakesResponse } },
      config: { rateLimit: RATE_LIMITS.search, cache: 'public-data' },
    },
    async (request) => {
      const slug = request.query.slug?.trim().toLowerCase() ?? '';
      if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw badRequest('slug must be 1 to 200 letters, digits and hyphens, e.g. jon-jones');
      return { data: await fightersWithSlug(app.db, slug) };
    },
  );

  app.get(
    '/fighters/:id/info',
    { schema: { params: FighterIdParams, response: { 200: FighterInfoResponse } }, config: { cache: 'public-data' } },
    async (request, reply) => {
      const id = await namedFighterIdOrNotFound(app, request.params.id);
      return sendFighterAnswer(app, request, reply, 'fighter-info', id, {
        read: (fighterId) => getFighterInfo(app.db, fighterId),
        held: (model) => model.fighterInfo(id),
      });
    },
  );

  app.get(
    '/fighters/:id/stats',
    { schema: { params: FighterIdParams, response: { 200: FighterStatsResponse } }, config: { cache: 'public-data' } },
    async (request) => {
      const id = await fighterIdOrNotFound(app, request.params.id);
      const [info, bouts, ufc] = await Promise.all([getFighterInfo(app.db, id), listFighterBouts(app.db, id), readUfcFightStats(app.db, id)]);
      if (!info) throw notFound(FIGHTER_NOT_FOUND);
      return { data: fighterStats(info, bouts, ufc) };
    },
  );

  app.get(
    '/fighters/:id/record',
    { schema: { params: FighterIdParams, response: { 200: FighterRecordResponse } }, config: { cache: 'public-data' } },
    async (request) => {
      const id = await fighterIdOrNotFound(app, request.params.id);
      return { data: await listFighterBouts(app.db, id) };
    },
  );

  app.get(
    '/fighters/:id/image',
    { schema: { params: FighterIdParams, response: { 200: FighterImageResponse } }, config: { cache: 'public-data' } },
    async (request) => {
      const id = await fighterIdOrNotFound(app, request.params.id);
      return { data: { url: avatarUrl(id) } };
    },
  );

  app.get(
    '/fighters/:id/avatar.svg',
    { schema: { params: FighterIdParams, produces: ['image/svg+xml'], response: { 200: SvgImageSchema } }, config: { cache: 'public-data' } },
    async (request, reply) => {
      const id = await fighterIdOrNotFound(app, request.params.id);
      const [fighter] = await existingFighters(app.db, [id]);
      return reply.type('image/svg+xml').send(avatarSvg(id, fighter?.name ?? '?'));
    },
  );

  /** Where a fighter ranks: ?id= takes the same forms as the path of the other routes. */
  app.get(
    '/fighters/ranks',
    { schema: { querystring: FighterRanksQuery, response: { 200: FighterRanksResponse } }, config: { cache: 'public-data' } },
    async (request) => ({ data: await getFighterRanks(app.db, await fighterIdOrNotFound(app, request.query.id)) }),
  );

  /** Spec §3 thumbnails: { id: url } for the ids that name a fighter. Reads only, so no XSRF token needed. */
  app.post(
    '/fighters/thumbnails',
    {
      schema: { body: FighterIdsBody, response: { 200: ThumbnailsResponse } },
      bodyLimit: FIGHTER_IDS_BODY_LIMIT,
      config: { xsrf: false, rateLimit: RATE_LIMITS.fighterIdLists },
      preValidation: idsMustBeNumbers,
    },
    async (request) => {
      const fighters = await existingFighters(app.db, uniqueIds(request.body.ids));
      return { data: Object.fromEntries(fighters.map((f) => [String(f.id), avatarUrl(f.id)])) };
    },
  );
};

// Predictions (issue 11), under /api/predictions: upcoming cards with the engine's probability and the fan's
// picks, a pick per bout until the card's date starts (server time, UTC), the season leaderboard with the
// engine's line, and the signed-in fan's record for /profile.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CardSchema,
  ErrorSchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
  PickBodySchema,
  PickParamsSchema,
  PickSchema,
  PredictionRecordSchema,
  envelopeOf,
  type Card,
  type Envelope,
  type Leaderboard,
  type Pick,
  type PredictionRecord,
} from '@fightrank/shared/contracts';
import { Type } from 'typebox';
import { accountGone, badRequest, HttpError, notFound } from '../../http-errors';
import { requireUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { perKeyLimit } from '../../auth/account-rate-limit';
import {
  findBoutForPick,
  leaderboard,
  listPublicCards,
  todayUtc,
  upsertPick,
  userPicks,
  userRecord,
  withPicks,
} from '../../../data/repositories/predictions-repository';
import { readThrough } from '../../../data/cache/response-cache';
import { coalescedVersionReader } from '../../../data/cache/data-version';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const currentSeason = () => new Date().getUTCFullYear();
/** Only cleans up: the key holds the data version and the day, the two things the shared cards depend on. */
const CARDS_CACHE_TTL_SECONDS = 600;

/** Bout ids are positive integers; anything else names no bout. */
function boutIdOf(raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound(`Bout "${raw.slice(0, 40)}" not found`);
  return id;
}

export const predictionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readVersions = coalescedVersionReader(app.db);
  const picksPerUser = perKeyLimit(
    app,
    RATE_LIMITS.picksPerUser,
    (request) => (request.user ? `picks-user:${request.user.id}` : null),
    (wait) => `Too many pick changes: try again in ${wait}.`,
  );

  app.get(
    '/cards',
    { schema: { response: { 200: envelopeOf(Type.Array(CardSchema)), ...errors } }, config: { cache: 'private' } },
    async (request): Promise<Envelope<Card[]>> => {
      const today = todayUtc();
      const userId = request.user?.id ?? null;
      // Side by side: the version the shared cards are keyed on (one read for a whole burst) and the fan's picks.
      const [versions, picks] = await Promise.all([readVersions(), userId === null ? [] : userPicks(app.db, userId, today)]);
      // After each bout every fan opens the card at once: the cards are the same for all of them, so the burst costs
      // one card query (single flight) and one picks query per fan (decision 049).
      const shared = await readThrough(
        app.cache,
        request.log,
        // This build's contracts in the key too: during a deploy, the other build's instances share the cache.
        { namespace: 'prediction-cards', key: `${app.cacheVersionOf(versions.data)}|${today}`, ttlSeconds: CARDS_CACHE_TTL_SECONDS },
        async () => JSON.stringify(await listPublicCards(app.db, today)),
      );
      return { data: withPicks(JSON.parse(shared.json) as Card[], picks) };
    },
  );

  app.put(
    '/bouts/:boutId',
    {
      schema: { params: PickParamsSchema, body: PickBodySchema, response: { 200: envelopeOf(PickSchema), ...errors } },
      bodyLimit: 1024,
      config: { rateLimit: RATE_LIMITS.picksPerIp },
      // requireUser first: the per-user count needs the user.
      preHandler: [requireUser, picksPerUser],
    },
    async (request): Promise<Envelope<Pick>> => {
      const userId = request.user!.id;
      const bout = await findBoutForPick(app.db, boutIdOf(request.params.boutId));
      if (!bout) throw notFound(`Bout ${request.params.boutId} not found`);
      if (bout.status === 'cancelled') throw new HttpError(409, 'This event was cancelled: picks are closed.');
      if (bout.locked || bout.settled || bout.status === 'completed') throw new HttpError(409, 'Picks for this card are locked: the event has started.');
      const { winnerId, method = null } = request.body;
      if (winnerId !== bout.fighterAId && winnerId !== bout.fighterBId) {
        throw badRequest(`winnerId must be one of the bout's fighters (${bout.fighterAId} or ${bout.fighterBId})`);
      }
      await upsertPick(app.db, userId, bout, winnerId, method);
      const pick = (await userPicks(app.db, userId)).find((p) => p.boutId === bout.id);
      // Gone only when the account was deleted (and its picks with it) since the upsert.
      if (!pick) throw accountGone();
      return { data: pick };
    },
  );

  app.get(
    '/leaderboard',
    { schema: { querystring: LeaderboardQuerySchema, response: { 200: envelopeOf(LeaderboardSchema), ...errors } }, config: { cache: 'private' } },
    async (request): Promise<Envelope<Leaderboard>> => {
      const season = request.query.season ?? currentSeason();
      return { data: { season, rows: await leaderboard(app.db, season, request.user?.id ?? null) } };
    },
  );

  app.get(
    '/me',
    {
      schema: { querystring: LeaderboardQuerySchema, response: { 200: envelopeOf(PredictionRecordSchema), ...errors } },
      config: { cache: 'private' },
      preHandler: requireUser,
    },
    async (request): Promise<Envelope<PredictionRecord>> => ({
      data: await userRecord(app.db, request.user!.id, request.query.season ?? currentSeason()),
    }),
  );
};

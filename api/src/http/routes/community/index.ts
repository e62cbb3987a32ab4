// Fantasy matchups and votes (issue 11), under /api/community. Anyone may vote, once per matchup: a signed-in user
// by account, a visitor by a signed cookie id (api/src/community/voter-identity.ts); a visitor who signs in keeps
// one vote per matchup across both (issue 22, decision 036).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorSchema,
  MatchupListQuerySchema,
  MatchupParamsSchema,
  MatchupSchema,
  MatchupSplitSchema,
  VoteBodySchema,
  VoterProgressSchema,
  COMMUNITY_MIN_VOTES,
  envelopeOf,
  type Envelope,
  type Matchup,
  type MatchupSplit,
  type VoterProgress,
} from '@fightrank/shared/contracts';
import { Type } from 'typebox';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { clientAddressKey, RATE_LIMITS } from '../../plugins/rate-limits';
import { perKeyLimit } from '../../auth/account-rate-limit';
import { adoptVisitorVotes, findMatchup, insertVote, listOpenMatchups, listVoterFighters, type Voter } from '../../../community/community-repository';
import { hashAddress, loadVoterSecret, newVoterCookie, readVoterCookie, VOTER_COOKIE } from '../../../community/voter-identity';

const VOTER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const errors = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

/** Matchup ids are positive integers; anything else names no matchup. */
function matchupIdOf(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound(`Matchup "${raw.slice(0, 40)}" not found`);
  return id;
}

export const communityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = await loadVoterSecret(app.db);

  /** The account (if signed in) and the visitor cookie's id (if it carries a valid one). */
  const voterOf = (request: FastifyRequest): Voter => ({
    userId: request.user?.id ?? null,
    visitorId: readVoterCookie(secret, request.cookies[VOTER_COOKIE]),
  });

  /** The voter's key, or null for a visitor who has not voted yet (no valid cookie). */
  const voterKeyOf = (request: FastifyRequest): string | null => {
    const voter = voterOf(request);
    if (voter.userId !== null) return `u:${voter.userId}`;
    return voter.visitorId ? `a:${voter.visitorId}` : null;
  };

  /** A visitor's first vote gives them a voter cookie; later votes reuse it. */
  const ensureVoterKey = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = voterKeyOf(request);
    if (existing) return existing;
    const { id, cookie } = newVoterCookie(secret);
    reply.setCookie(VOTER_COOKIE, cookie, {
      path: '/api/community',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: VOTER_COOKIE_MAX_AGE,
    });
    return `a:${id}`;
  };

  app.get(
    '/community/matchups',
    {
      schema: { querystring: MatchupListQuerySchema, response: { 200: envelopeOf(Type.Array(MatchupSchema)), ...errors } },
      // Leaves out what this voter already voted on: per voter.
      config: { rateLimit: RATE_LIMITS.search, cache: 'private' },
    },
    async (request): Promise<Envelope<Matchup[]>> => {
      const skip = (request.query.skip ?? '')
        .split(',')
        .filter(Boolean)
        .map(Number)
        .filter((n) => n <= 2_147_483_647);
      if (skip.length > 200) throw badRequest('skip must list at most 200 matchup ids');
      return { data: await listOpenMatchups(app.db, voterOf(request), skip, request.query.limit ?? 10) };
    },
  );

  app.get(
    '/community/my-fighters',
    {
      schema: { response: { 200: envelopeOf(VoterProgressSchema), ...errors } },
      // Reads this voter's votes: per voter. The community list asks for it while it is empty (every 10 s at most).
      config: { rateLimit: RATE_LIMITS.search, cache: 'private' },
    },
    async (request): Promise<Envelope<VoterProgress>> => ({
      data: { minVotes: COMMUNITY_MIN_VOTES, fighters: await listVoterFighters(app.db, voterOf(request)) },
    }),
  );

  app.post(
    '/community/matchups/:id/votes',
    {
      schema: { params: MatchupParamsSchema, body: VoteBodySchema, response: { 201: envelopeOf(MatchupSplitSchema), ...errors } },
      bodyLimit: 1024,
      config: { rateLimit: RATE_LIMITS.votesPerIp },
      // Not app.rateLimit(): the plugin skips a second limiter once the route's own has run, so it never counted.
      // A visitor's first vote has no voter yet: only the per-address limit applies to it.
      preHandler: perKeyLimit(
        app,
        RATE_LIMITS.votesPerVoter,
        (request) => {
          const voter = voterKeyOf(request);
          return voter && `voter:${voter}`;
        },
        (wait) => `Too many votes: try again in ${wait}.`,
      ),
    },
    async (request, reply): Promise<Envelope<MatchupSplit>> => {
      const matchup = await findMatchup(app.db, matchupIdOf(request.params.id));
      if (!matchup) throw notFound(`Matchup ${request.params.id} not found`);
      const { winnerId } = request.body;
      if (winnerId !== matchup.fighterAId && winnerId !== matchup.fighterBId) {
        throw badRequest(`winnerId must be one of the matchup's fighters (${matchup.fighterAId} or ${matchup.fighterBId})`);
      }
      const voter = voterOf(request);
      // Signed in with a visitor cookie: what the visitor voted before signing in becomes the account's first, so
      // this vote is checked against both (decision 036).
      if (voter.userId !== null && voter.visitorId !== null) await adoptVisitorVotes(app.db, voter.visitorId, voter.userId);
      const voterKey = ensureVoterKey(request, reply);
      const split = await insertVote(app.db, {
        matchupId: matchup.id,
        voterKey,
        userId: voter.userId,
        visitorId: voter.userId === null ? voter.visitorId : null,
        winnerId,
        winnerIsA: winnerId === matchup.fighterAId,
        ipHash: hashAddress(secret, clientAddressKey(request.ip)),
      });
      if (!split) throw new HttpError(409, 'You already voted on this matchup.');
      reply.status(201);
      return { data: split };
    },
  );
};

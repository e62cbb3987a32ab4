// Operator-only routes under /api/admin (decision 028). POST /cards runs one `npm run cards` command inside this server,
// for the CLI on the same machine while the server holds the embedded PGlite directory. The caller proves it is the
// local operator with the token the server wrote to its 0600 link file (db/operator-link.ts); sessions and cookies
// count for nothing here. The CLI depends on the status codes: 200 prints `output`, 400 is the CLI's own input error.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorSchema,
  OperatorCardsBodySchema,
  OperatorCardsResultSchema,
  envelopeOf,
  type Envelope,
  type OperatorCardsResult,
} from '@fightrank/shared/contracts';
import { safeEqual } from '../../../accounts/tokens';
import { badRequest } from '../../http-errors';
import { CardsInputError, runCardsCommand } from '../../../pipeline/jobs/operator-cards';

export interface AdminRouteOptions {
  /** The token of this server's operator link; undefined (PostgreSQL, tests) turns the routes off: every call is 403. */
  operatorToken: string | undefined;
}

/** A few commands a minute is an operator at work; guessing a 256-bit token at this pace is hopeless anyway. */
export const OPERATOR_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const deny = (reply: FastifyReply, statusCode: 401 | 403, message: string) =>
  reply
    .status(statusCode)
    .headers(statusCode === 401 ? { 'www-authenticate': 'Bearer realm="fightrank-operator"' } : {})
    .send({ statusCode, error: statusCode === 401 ? 'Unauthorized' : 'Forbidden', message });

export const adminRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app, { operatorToken }) => {
  /** The link file is on this machine, so is its reader: the TCP peer must be loopback (never X-Forwarded-For). */
  async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
    if (!operatorToken)
      return deny(
        reply,
        403,
        'Operator commands are off on this server: it has no operator link (with DATABASE_URL, `npm run cards` writes the database itself).',
      );
    if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return deny(reply, 403, 'Operator commands are accepted from this machine only.');
    const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '');
    if (!match) return deny(reply, 401, 'Operator token missing: send "Authorization: Bearer <token>" with the token from the server\'s .operator file.');
    // Constant time: the answer's timing says nothing about how much of a guess was right.
    if (!safeEqual(match[1]!, operatorToken)) return deny(reply, 403, 'Wrong operator token.');
  }

  app.post(
    '/cards',
    {
      schema: {
        summary: "Operator only: run an `npm run cards` command (local CLI, token from the server's 0600 link file)",
        description:
          'Not for browsers or API clients: accepted only from loopback with the token a server on the embedded database writes beside its lock file (decision 028). Sessions are ignored.',
        tags: ['operator'],
        body: OperatorCardsBodySchema,
        response: { 200: envelopeOf(OperatorCardsResultSchema), 401: ErrorSchema, 403: ErrorSchema },
      },
      bodyLimit: 16 * 1024,
      // Not a browser call: no cookie authenticates it (the bearer token does), so there is nothing to forge.
      config: { xsrf: false, rateLimit: OPERATOR_RATE_LIMIT },
      preHandler: requireOperator,
    },
    async (request): Promise<Envelope<OperatorCardsResult>> => {
      try {
        return { data: { output: await runCardsCommand(app.db, request.body.argv) } };
      } catch (error) {
        if (error instanceof CardsInputError) throw badRequest(error.message);
        throw error;
      }
    },
  );
};

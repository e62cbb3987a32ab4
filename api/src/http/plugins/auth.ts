// Who is asking: every /api request gets `request.user` ({ id, email } or null) from the httpOnly
// access cookie (other requests keep null). Routes that need a signed-in user add `preHandler: requireUser`.
// Other engineers' routes (votes, predictions, favourites) depend on these two names; keep them stable.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findAccessSession } from '../../accounts/accounts-repository';
import { ACCESS_COOKIE } from '../auth/session-cookies';
import { looksLikeToken } from '../../accounts/tokens';
import { prepareDummyHash } from '../../accounts/passwords';
import { isApiRequest } from './request-path';

export interface RequestUser {
  id: number;
  email: string;
}

export const auth = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authSessionId', null);
    app.addHook('onReady', async () => void (await prepareDummyHash()));

    app.addHook('onRequest', async (request) => {
      // Only API routes act on the user: a signed-in page load's scripts, styles and images cost no query.
      // Judged on the matched route, so /%61pi/... is an API request here exactly as it is to the router.
      if (!isApiRequest(request)) return;
      const token = request.cookies[ACCESS_COOKIE];
      // Anonymous visitors cost no query either; a malformed cookie is simply ignored.
      if (!looksLikeToken(token)) return;
      const session = await findAccessSession(app.db, token);
      if (!session) return;
      request.user = { id: session.userId, email: session.email };
      request.authSessionId = session.sessionId;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/** preHandler for routes only a signed-in user may call: 401 with a message otherwise. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) {
    return reply.status(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to do this: your session is missing or has expired.' });
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (or an expired or revoked session). */
    user: RequestUser | null;
    /** The session the access token belongs to, so "sign out other sessions" can keep this one. */
    authSessionId: number | null;
  }
}

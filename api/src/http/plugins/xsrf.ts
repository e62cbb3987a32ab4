// Anti-forgery per spec §6/§7 (double-submit cookie): the server hands every browser a random
// XSRF-TOKEN cookie that page scripts can read, and a state-changing /api request must echo it in
// the X-XSRF-TOKEN header. Another site can make the browser send our cookies but cannot read them,
// so it cannot produce the header. Routes that change nothing opt out with `config: { xsrf: false }`.
// The check follows the route the router matched, never the raw URL (request-path.ts): any spelling of
// a path that reaches a state-changing handler is checked, and every matched route is, /api or not.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { newToken, safeEqual } from '../../accounts/tokens';
import { isApiRequest } from './request-path';
import { isPubliclyCacheable } from './http-caching';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Pages and API answers get the cookie; assets and public API reads do not (decision 039), so shared caches may keep
 * them and never store a Set-Cookie. The site's page sets it before any script can send a write.
 */
function wantsCookie(request: FastifyRequest): boolean {
  if (isPubliclyCacheable(request)) return false;
  if (isApiRequest(request)) return true;
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route changes nothing, so it needs no anti-forgery header. */
    xsrf?: boolean;
  }
}

export const xsrf = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie && wantsCookie(request)) {
        reply.setCookie(XSRF_COOKIE, newToken(), {
          path: '/',
          sameSite: 'lax',
          secure: request.protocol === 'https',
          httpOnly: false,
          maxAge: 365 * 24 * 60 * 60,
        });
      }

      // An unmatched page path reaches no handler (it answers 404); an unmatched API path is refused as before.
      if (!STATE_CHANGING.has(request.method) || (request.is404 && !isApiRequest(request))) return;
      if (request.routeOptions.config?.xsrf === false) return;
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || header === '' || !safeEqual(header, cookie)) {
        return reply.status(403).send({
          statusCode: 403,
          error: 'Forbidden',
          message: cookie
            ? 'Missing or wrong X-XSRF-TOKEN header: send the value of the XSRF-TOKEN cookie with every request that changes something.'
            : 'Missing XSRF-TOKEN cookie: load the site first (any page sets it, as does GET /api/health), then send its value in the X-XSRF-TOKEN header.',
        });
      }
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);

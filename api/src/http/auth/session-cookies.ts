// The two session cookies. Both httpOnly (no script can read them) and SameSite=Lax; Secure whenever
// the request arrived over TLS, as Fastify reports it from the connection (or from a proxy header only
// when the app's trustProxy setting says that proxy is trusted), never from anything else the client sends.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../accounts/tokens';

export const ACCESS_COOKIE = 'fr_access';
export const REFRESH_COOKIE = 'fr_refresh';

// The refresh token is only ever needed by the auth routes, so other requests never carry it.
const REFRESH_PATH = '/api/auth';

const base = (request: FastifyRequest) => ({ httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' });

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: { access: string; refresh: string }) {
  reply.setCookie(ACCESS_COOKIE, tokens.access, { ...base(request), path: '/', maxAge: ACCESS_TOKEN_TTL_SECONDS });
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, { ...base(request), path: REFRESH_PATH, maxAge: REFRESH_TOKEN_TTL_SECONDS });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { ...base(request), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(request), path: REFRESH_PATH });
}

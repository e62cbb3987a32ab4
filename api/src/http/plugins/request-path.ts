// The path a hook decides by (issue 22 finding 1). The router decodes the request path before it matches
// (/%61pi/auth/logout is /api/auth/logout to it), so a hook that read the raw URL judged a different path
// from the one whose handler then ran. Every hook that decides by path asks here instead.
import type { FastifyRequest } from 'fastify';

/**
 * The matched route's own pattern (e.g. "/api/community/matchups/:id/votes") when a route matched and it
 * is not a catch-all; otherwise (a 404, a static-file wildcard) the request path decoded as the router
 * decodes it. Never the raw URL.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.is404 ? undefined : request.routeOptions.url;
  if (pattern !== undefined && !pattern.includes('*')) return pattern;
  return decodedPath(request.url);
}

/** The path part of a request URL with percent-escapes decoded; an undecodable path is kept as sent. */
export function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] || '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a request is for the API, judged on the path the router acts on. */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = routedPath(request);
  return path === '/api' || path.startsWith('/api/');
}

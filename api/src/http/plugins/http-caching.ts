// The HTTP caching contract (issue 26, decision 039), written once: every GET route under /api declares a policy
// (`config: { cache: 'public-data' }`), this plugin turns it into Cache-Control, Vary and ETag headers and answers
// If-None-Match with 304, and the OpenAPI document shows each route's policy (describeCaching). Browsers, nginx and
// CDNs rely on these headers; the response cache (cache/response-cache.ts) keys on the same data version.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { coalescedVersionReader, type DataVersionKind } from '../../data/cache/data-version';

/** What @fastify/rate-limit tells each client of his own budget. */
const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

export type CachePolicyName = 'public-data' | 'public-dated' | 'public-community' | 'public-short' | 'private' | 'no-store';

interface CachePolicy {
  cacheControl: string;
  /** Which data version the ETag is derived from; null: no ETag. */
  version: DataVersionKind | null;
  /** The answer also depends on today's UTC date (what is upcoming): the tag changes when the date does. */
  dated?: boolean;
  /** Per-user answers: caches must key on the cookie, and never share them. */
  varyCookie: boolean;
  summary: string;
}

/**
 * Lifetimes follow when the data can change (decision 039). Browsers keep public answers briefly and then revalidate
 * for a 304; shared caches (nginx, a CDN) keep them longer and may serve a stale copy while they fetch a fresh one.
 */
export const CACHE_POLICIES: Record<CachePolicyName, CachePolicy> = {
  // Rankings, fighters, events, search: change only at an import, a recompute or an operator's card.
  'public-data': {
    cacheControl: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    version: 'data',
    varyCookie: false,
    summary: 'Public; changes at import or recompute. ETag from the data version; If-None-Match answers 304.',
  },
  // Events: the data, and the date that turns a scheduled card from upcoming into "results not in yet" (decision 047).
  'public-dated': {
    cacheControl: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    version: 'data',
    dated: true,
    varyCookie: false,
    summary: 'Public; changes at import or recompute, and when the UTC date turns. ETag from the data version and the date; If-None-Match answers 304.',
  },
  // Community rankings: change each community job run (every COMMUNITY_JOB_SECONDS, 60 s by default).
  'public-community': {
    cacheControl: 'public, max-age=30, s-maxage=60, stale-while-revalidate=300',
    version: 'community',
    varyCookie: false,
    summary: 'Public; changes at each community ranking job run. ETag from the job run; If-None-Match answers 304.',
  },
  // Counts that move with every visit: a minute old is fine, a version would change on every request.
  'public-short': { cacheControl: 'public, max-age=60', version: null, varyCookie: false, summary: 'Public; a minute old at most, no ETag.' },
  // Anything that reads the session or voter cookie.
  private: { cacheControl: 'private, no-store', version: null, varyCookie: true, summary: 'Per user (reads the cookies): never stored by any cache.' },
  // Health, readiness, the operator's routes: always asked fresh.
  'no-store': { cacheControl: 'no-store', version: null, varyCookie: false, summary: 'Never stored: every answer is asked fresh.' },
};

/**
 * Bump when answers change form or meaning without the data or any response schema changing (a field that keeps its
 * type but now means something else). A change of a response schema moves every tag by itself (the plugin hashes the
 * routes' response contracts), so a deploy that changes a shape never answers 304 for a copy of the old shape; the
 * same hash keys the shared response cache (`cacheVersion`), so it moves both. 2: a fights-page row's ratingBefore is
 * the Rating going into the result (decision 038, session 29).
 */
const REPRESENTATION = 'fr-api-2';

/** A strong tag for one URL at one data version and contract: never anything that depends on the user. */
export function etagFor(representation: string, version: string, url: string): string {
  return `"${createHash('sha256').update(`${representation}\0${version}\0${url}`).digest('base64url').slice(0, 27)}"`;
}

/**
 * The opaque tags of an If-None-Match value, without W/ (GET compares weakly, RFC 9110 §13.1.2), or '*'. The content
 * coding that compression adds to a tag (`"abc-br"`) is removed: every coding of one version is the same data.
 */
export function parseIfNoneMatch(header: string | undefined): '*' | string[] {
  if (header === undefined) return [];
  if (header.trim() === '*') return '*';
  // Bounded: a header of thousands of tags costs nothing more than its first hundred.
  return header
    .split(',', 100)
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => /^"[^"]*"$/.test(tag))
    .map((tag) => tag.replace(/-(?:br|gzip|deflate)"$/, '"'));
}

/** Adds a Vary token once, keeping what compression put there. */
function addVary(reply: FastifyReply, token: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const tokens = current
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (tokens.some((t) => t.toLowerCase() === token.toLowerCase() || t === '*')) return;
  reply.header('vary', [...tokens, token].join(', '));
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The policy of the route a request matched, for reads only. */
export function policyOf(request: FastifyRequest): CachePolicy | undefined {
  const name = request.routeOptions.config?.cache;
  return name && isRead(request.method) ? CACHE_POLICIES[name] : undefined;
}

/** Whether a route's answers may sit in a shared cache, so nothing may put a cookie on them (xsrf.ts asks). */
export function isPubliclyCacheable(request: FastifyRequest): boolean {
  return policyOf(request)?.cacheControl.startsWith('public') ?? false;
}

/** The OpenAPI view of a route's policy: an x-cache extension, its headers and its 304 (openapi.ts calls this). */
export function describeCaching(schema: FastifySchema | undefined, name: CachePolicyName | undefined): FastifySchema | undefined {
  if (!schema || !name) return schema;
  const policy = CACHE_POLICIES[name];
  const headers: Record<string, object> = { 'Cache-Control': { type: 'string', const: policy.cacheControl, description: policy.summary } };
  if (policy.version) headers.ETag = { type: 'string', description: `Strong tag of this URL at the current ${policy.version} version.` };
  if (policy.varyCookie) headers.Vary = { type: 'string', description: 'Includes Cookie.' };
  const response = { ...(schema.response as Record<string, object> | undefined) };
  for (const status of Object.keys(response).filter((s) => /^2/.test(s))) response[status] = { ...response[status], headers };
  if (policy.version) response['304'] = { type: 'null', description: 'Not Modified: the If-None-Match tag is current.' };
  const described: Record<string, unknown> = {
    ...schema,
    response,
    'x-cache': { policy: name, cacheControl: policy.cacheControl, etag: Boolean(policy.version), varyCookie: policy.varyCookie },
  };
  if (policy.version) {
    described.headers = {
      type: 'object',
      properties: { 'if-none-match': { type: 'string', description: 'Tags from earlier answers (or *): 304 when one is current.' } },
    };
  }
  return described as FastifySchema;
}

interface TagState {
  etag: string;
  /** The tag the client sent that matched (echoed on the 304, coding included). */
  matched?: string;
}

export const httpCaching = fp(
  async (app) => {
    const readVersions = coalescedVersionReader(app.db);
    const tags = new WeakMap<FastifyRequest, TagState>();
    app.decorateRequest('dataVersion', null);
    app.decorateRequest('cacheVersion', null);
    // The response contracts of every route, in registration order (the same on every instance of one build).
    const contracts = createHash('sha256').update(REPRESENTATION);
    let representation: string | null = null;
    // Taken once every route is registered: a read before that would leave the later routes out of it.
    app.addHook('onReady', async () => {
      representation = contracts.digest('base64url');
    });
    const answerContracts = (): string => {
      if (representation === null) throw new Error('the response contracts are read before the app is ready');
      return representation;
    };
    const cacheVersionOf = (dataVersion: string) => `${answerContracts()}.${dataVersion}`;
    app.decorate('cacheVersionOf', cacheVersionOf);

    app.addHook('onRoute', (route) => {
      if (representation === null) contracts.update(`${String(route.method)} ${route.url} ${JSON.stringify(route.schema?.response ?? null)}\n`);
      const name = route.config?.cache;
      if (name !== undefined && !(name in CACHE_POLICIES)) throw new Error(`${route.url}: unknown cache policy "${name}"`);
      if (!name || !CACHE_POLICIES[name].version) return;
      // @fastify/compress adds its onSend to each route as it is registered; this one goes after it, so the tag can
      // name the content coding that was chosen (route hooks run after the app's hooks, in order).
      route.onSend = [...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]), tagAnswer];
    });

    // After validation, so a bad request never reads the version; before the handler, so a current tag costs one
    // small query and no answer is computed.
    app.addHook('preHandler', async (request, reply) => {
      const policy = policyOf(request);
      if (!policy?.version) return;
      const data = (await readVersions())[policy.version];
      // A copy from yesterday must not be revalidated as current once a card dated yesterday stops being upcoming.
      const version = policy.dated ? `${data}@${new Date().toISOString().slice(0, 10)}` : data;
      request.dataVersion = version;
      request.cacheVersion = cacheVersionOf(version);
      const etag = etagFor(answerContracts(), version, request.url);
      const state: TagState = { etag };
      tags.set(request, state);
      const sent = request.headers['if-none-match'];
      const wanted = parseIfNoneMatch(sent);
      // '*' matches only an answer that exists: decided in onSend, once the status is known.
      if (wanted !== '*' && wanted.includes(etag)) {
        // Echoed in its strong form, coding included: the tag of the copy the client holds.
        state.matched = sent!
          .split(',')
          .map((t) => t.trim().replace(/^W\//, ''))
          .find((t) => t.replace(/-(?:br|gzip|deflate)"$/, '"') === etag);
        return reply.code(304).send();
      }
    });

    // Every answer: errors and cookies first, then the route's policy. The ETag itself is set by tagAnswer below.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400) {
        reply.header('cache-control', 'no-store').removeHeader('etag');
        // A per-user route's refusal (401 signed out) depends on the cookie as much as its answer does.
        if (policyOf(request)?.varyCookie) addVary(reply, 'Cookie');
        return payload;
      }
      // A cookie is for one browser: whatever the route, an answer that sets one is never shared. One that already
      // says so (the pages' `no-cache`, a `private` answer) keeps its own word.
      if (
        reply.getHeader('set-cookie') !== undefined &&
        (policyOf(request) || !/\b(?:no-cache|no-store|private)\b/.test(String(reply.getHeader('cache-control') ?? '')))
      ) {
        reply.header('cache-control', 'private, no-store').removeHeader('etag');
        addVary(reply, 'Cookie');
        return payload;
      }
      const policy = policyOf(request);
      if (!policy) return payload;
      reply.header('cache-control', policy.cacheControl);
      // A client's rate-limit budget is his own: an answer a shared cache keeps goes without it, or nginx would show
      // every later client the first one's "remaining: 0" (attack report, session 30). Refusals keep it.
      if (policy.cacheControl.includes('s-maxage')) for (const name of RATE_LIMIT_HEADERS) reply.removeHeader(name);
      if (policy.varyCookie) addVary(reply, 'Cookie');
      // Lower case: @fastify/compress looks for exactly "accept-encoding" and adds it again beside any other spelling.
      if (tags.has(request)) addVary(reply, 'accept-encoding');
      return payload;
    });

    /** Puts the ETag on a public answer (coding included), and answers If-None-Match: * once the answer exists. */
    async function tagAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      const state = tags.get(request);
      if (!state || reply.statusCode >= 400 || reply.getHeader('set-cookie') !== undefined) return payload;
      if (reply.statusCode === 304) {
        reply.header('etag', state.matched ?? state.etag);
        return payload;
      }
      const coding = reply.getHeader('content-encoding');
      const etag = typeof coding === 'string' && coding !== 'identity' ? `${state.etag.slice(0, -1)}-${coding}"` : state.etag;
      reply.header('etag', etag);
      if (reply.statusCode === 200 && parseIfNoneMatch(request.headers['if-none-match']) === '*') {
        reply.code(304).removeHeader('content-length');
        return '';
      }
      return payload;
    }
  },
  { name: 'http-caching' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How caches may keep this route's answers: see CACHE_POLICIES. Every GET under /api declares one. */
    cache?: CachePolicyName;
  }
  interface FastifyRequest {
    /** The data version this answer is built from (public routes with an ETag): which read model answers it. */
    dataVersion: string | null;
    /**
     * The data version and this build's response contracts (public routes with an ETag): what the response cache keys
     * answers on. The cache is shared by every instance (Redis), and during a rolling deploy instances of two builds
     * run side by side: an answer of the old shape is never served by the new build, nor the other way round.
     */
    cacheVersion: string | null;
  }
  interface FastifyInstance {
    /** `request.cacheVersion` for a data version: the shared cache key of a route without a public policy. */
    cacheVersionOf: (dataVersion: string) => string;
  }
}

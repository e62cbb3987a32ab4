// Property-based fuzzing of every public endpoint (issue 14): hostile query, path and body values never
// get a 500, a rejection is a 4xx that names the parameter, and a rejected write stores nothing.
// FUZZ_RUNS scales the runs per endpoint (default 150; npm run soak can raise it).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Database } from '../db/database';
import { openTestDatabase, testDatabaseKind } from '../testing/test-database';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

/** Values that have broken servers before: numbers PostgreSQL cannot bind, NUL, huge and odd text. */
const hostile = fc.oneof(
  fc.constantFrom('Infinity', '-Infinity', 'NaN', '1e309', '-1e309', '1e-400', '2147483648', '9007199254740993', '-1', '0.5', '1.0', '0x10', '', ' ', '%00', '\u0000', 'a\u0000b'),
  fc.constantFrom("' or 1=1 --", '"; drop table fighters; --', '<script>alert(1)</script>', '../../etc/passwd', '${7*7}', '{{7*7}}', 'true', 'null', '[]', '{}'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.string({ minLength: 200, maxLength: 5000 }),
);

/** Each GET endpoint and the parameters it reads (path parameters are written :name). */
const ENDPOINTS: { path: string; params: string[] }[] = [
  ...['', '/goat', '/global'].map((p) => ({ path: `/api/rankings${p}`, params: ['last_rank', 'offset', 'limit', 'dir', 'movement', 'top_only'] })),
  { path: '/api/rankings/weight-class', params: ['wc', 'last_rank', 'offset', 'limit', 'dir', 'movement', 'top_only'] },
  { path: '/api/rankings/country', params: ['c', 'limit', 'last_rank'] },
  { path: '/api/rankings/age', params: ['grp', 'offset'] },
  { path: '/api/rankings/organization', params: ['org', 'dir'] },
  { path: '/api/rankings/fighter/:id/history', params: [':id'] },
  { path: '/api/fighters/search', params: ['q'] },
  { path: '/api/fighters/:id/info', params: [':id'] },
];

describe(`fuzzing every endpoint with hostile input on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    // The fuzzer is one client sending thousands of requests: exempt from the per-client limits.
    app = await buildApp({ config: { ...readConfig({ RATE_LIMIT_ALLOWLIST: '127.0.0.1' }), distRoot: '/nonexistent' }, db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  for (const endpoint of ENDPOINTS) {
    it(`GET ${endpoint.path}: never a 500; a 400 names the parameter`, async () => {
      const pathParams = endpoint.params.filter((p) => p.startsWith(':'));
      const queryParams = endpoint.params.filter((p) => !p.startsWith(':'));
      await fc.assert(
        fc.asyncProperty(
          fc.subarray(queryParams),
          fc.array(hostile, { minLength: endpoint.params.length, maxLength: endpoint.params.length }),
          fc.boolean(),
          async (chosen, values, duplicate) => {
            let path = endpoint.path;
            pathParams.forEach((p, i) => (path = path.replace(p, encodeURIComponent(values[i] || 'x'))));
            const search = new URLSearchParams();
            chosen.forEach((name, i) => {
              search.append(name, values[pathParams.length + i] ?? '');
              if (duplicate) search.append(name, 'again');
            });
            const response = await app.inject(`${path}${search.size ? `?${search}` : ''}`);
            expect(response.statusCode, `${path}?${search}`).toBeLessThan(500);
            if (response.statusCode === 400) {
              const message = response.json().message as string;
              const named = [...endpoint.params.map((p) => p.replace(/^:/, '')), 'query', 'querystring', 'params'].some((p) => message.includes(p));
              expect(named, `${path}?${search} -> ${message}`).toBe(true);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  }

  it('POST /api/page-views: hostile bodies never 500, and a rejected one stores nothing', async () => {
    const count = async () => (await db.query<{ n: number }>('select coalesce(sum(views), 0)::int as n from page_views'))[0]!.n;
    const bodies = fc.oneof(
      hostile.map((path) => ({ path })),
      hostile.map((path) => ({ path: `/${path}` })),
      fc.record({ path: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string())) }),
      fc.dictionary(fc.string({ maxLength: 10 }), hostile),
      fc.constant({ path: `/${'x'.repeat(100_000)}` }),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const before = await count();
        const response = await app.inject({ method: 'POST', url: '/api/page-views', payload: body });
        expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(await count()).toBe(before);
          if (response.statusCode === 400) expect(response.json().message).toMatch(/path|body/);
        }
      }),
      { numRuns: RUNS },
    );
    // Raw bodies that are not JSON at all, or far too large.
    for (const payload of ['{"path":', 'not json', '{"path":"/a"}'.padEnd(2_000_000, ' ')]) {
      const response = await app.inject({ method: 'POST', url: '/api/page-views', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  }, 120_000);
});

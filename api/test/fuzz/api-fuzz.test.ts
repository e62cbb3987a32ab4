// Property-based fuzzing of every API route (issue 14): hostile path, query and body values never get a 5xx,
// a 400 names the parameter or field it refuses, and a rejected request changes nothing in the database.
// The route list is what buildApp registers (the same list the OpenAPI document is made from), so a route
// added later is fuzzed without anyone editing this file; a route that should not be fuzzed must be listed
// in SKIPPED with its reason, and the test fails for any route that is neither.
// Each request goes with a valid anti-forgery pair (so the body validation, not the XSRF check, answers),
// half of them signed in. FUZZ_RUNS scales the runs per route (default 20; raise it for a longer hunt).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { buildApp } from '../../src/http/app';
import { readConfig } from '../../src/config';
import type { Database } from '../../src/data/db/database';
import { openTestDatabase, testDatabaseKind } from '../support/test-database';
import { signUpAndSignIn, xsrfHeaders, type TestSession } from '../support/auth-session';
import { insertGeneratedRankings } from '../support/ranking-fixtures';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/** Routes left out on purpose, each with the reason. Matched by "METHOD /url" or by a URL prefix ending in "*". */
const SKIPPED: Record<string, string> = {
  'GET /api/docs*': 'Swagger UI and its static files (@fastify/swagger-ui): no application input, no database access',
  'GET /api/openapi.json': 'the OpenAPI document itself: takes no input',
};

/** Tables a visitor, a user or a request can write. A rejected request must leave every one as it was. */
const USER_WRITABLE_TABLES = [
  'users',
  'auth_sessions',
  'auth_tokens',
  'votes',
  'matchups',
  'community_rankings',
  'community_rank_days',
  'prediction_picks',
  'bout_predictions',
  'page_views',
  'page_views_monthly',
  'page_view_referrers',
];

/** Text values that have broken servers before: numbers PostgreSQL cannot bind, NUL, huge and odd text. */
const hostileText = fc.oneof(
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    'NaN',
    '1e309',
    '-1e309',
    '1e-400',
    '2147483648',
    '9007199254740993',
    '-1',
    '0.5',
    '1.0',
    '0x10',
    '',
    ' ',
    '%00',
    '\u0000',
    'a\u0000b',
  ),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table fighters; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '${7*7}',
    '{{7*7}}',
    'true',
    'null',
    '[]',
    '{}',
    '__proto__',
    'constructor',
  ),
  fc.constantFrom('\u202e\u0645\u0631\u062d\u0628\u0627', '\ud83e\udd4a\ud83c\udffd', '\ud800', 'Z\u0351\u0352\u0353', '\uffff\ufeff'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.string({ minLength: 200, maxLength: 5000 }),
);

/** Numbers a query string or JSON can spell that PostgreSQL cannot bind, or that sit just past a bound. */
const NUMBER_BREAKERS = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '1e-400', '9007199254740993', '2147483648', '-1', '0.5'];
const numberBreakers = fc.constantFrom(...NUMBER_BREAKERS);
/** Every parameter and field gets each of these once, deterministically, besides the random runs. */
const SWEEP_VALUES = [...NUMBER_BREAKERS, '', 'a\u0000b', '\ud800', 'x'.repeat(10_000)];

/** Any JSON value, wrong types and nested junk included. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 1e300, -0, 0.5, true, false, null),
  fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 6 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
  fc.constant('x'.repeat(100_000)),
);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
}

/** A value the schema would accept (roughly), so the fuzz also reaches the handlers behind the validation. */
/**
 * A generated value as query-string text. Not String(): fast-check builds objects with a `__proto__` key on a null
 * prototype, which String() cannot convert (a TypeError in the generator, not a finding about the server).
 */
const queryText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(plausible));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      // Around the lower bound, where ids, pages and seasons start; bounded so a huge maximum stays plausible.
      const min = Math.max(schema.minimum ?? -5, -1e6);
      const max = Math.min(schema.maximum ?? min + 200, min + 200);
      return type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)])), { requiredKeys: [] });
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.constantFrom('1', '2', 'jones', 'fan@example.com', 'correct horse battery staple 42', 'KO/TKO', '2025'), fc.string({ maxLength: 12 }));
  }
}

/** Raw bodies that JSON.stringify cannot make: numbers past double range, duplicate keys, deep nesting, broken JSON. */
const rawBodies = (fields: string[]): string[] => {
  const f = fields[0] ?? 'x';
  return [
    ...(fields.length ? fields : ['x']).flatMap((field) => [`{"${field}":1e309}`, `{"${field}":-1e309}`, `{"${field}":[1e309]}`, `{"${field}":"a\\u0000b"}`]),
    `{"${f}":1,"${f}":"again"}`,
    `{"${f}\\u0000":1}`,
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"${f}":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
    '{"path":',
    'not json',
    'null',
    '"a string"',
    '[]',
    `{"${f}":"${'x'.repeat(2_000_000)}"}`,
  ];
};

type Method = Exclude<HTTPMethods, 'HEAD' | 'OPTIONS' | 'head' | 'options'>;
interface FuzzTarget {
  method: Method;
  url: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  /** Every name a 400 may cite: the route's parameters and fields, or the part of the request it refuses. */
  names: string[];
}

/** A lone surrogate cannot be percent-encoded; it goes as U+FFFD, as a browser sends it. */
const encodePathValue = (value: string) =>
  encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const isSkipped = (name: string) => Object.keys(SKIPPED).some((rule) => (rule.endsWith('*') ? name.startsWith(rule.slice(0, -1)) : name === rule));

function fuzzTargets(routes: RouteOptions[]): FuzzTarget[] {
  const seen = new Set<string>();
  const targets: FuzzTarget[] = [];
  for (const route of routes) {
    for (const method of [route.method].flat() as string[]) {
      if (method === 'HEAD' || !route.url.startsWith('/api/') || seen.has(`${method} ${route.url}`)) continue;
      seen.add(`${method} ${route.url}`);
      if (isSkipped(`${method} ${route.url}`)) continue;
      const schema = (route.schema ?? {}) as { querystring?: JsonSchema; body?: JsonSchema; params?: JsonSchema };
      const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
      const query = schema.querystring?.properties ?? {};
      const bodyFields = Object.keys(schema.body?.properties ?? {});
      targets.push({
        method: method as Method,
        url: route.url,
        pathParams,
        query,
        body: schema.body,
        names: [...pathParams, ...Object.keys(query), ...bodyFields, 'unknown_param', 'body', 'querystring', 'query', 'params', 'parameter'],
      });
    }
  }
  return targets;
}

describe(`fuzzing every API route with hostile input on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];
  let targets: FuzzTarget[] = [];
  let anonymous: Record<string, string>;

  /** One text per user-writable table: every row, in a fixed order. Equal before and after = nothing changed. */
  const snapshot = async () => {
    const parts = USER_WRITABLE_TABLES.map((t) => `(select count(*) || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') from ${t} r)`);
    const [row] = await db.query<{ s: string }>(`select concat_ws(' ', ${parts.join(', ')}) as s`);
    return row!.s;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    // Rows behind the ids 1..20, so plausible ids reach the handlers' database work, not only their 404s.
    await insertGeneratedRankings(db, 20, ['pound-for-pound', 'goat']);
    // The fuzzer is one client sending thousands of requests: exempt from the per-client limits.
    app = await buildApp({
      config: { ...readConfig({ RATE_LIMIT_ALLOWLIST: '127.0.0.1' }), distRoot: '/nonexistent' },
      db,
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
    targets = fuzzTargets(routes);
    anonymous = await xsrfHeaders(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('fuzzes every route of the OpenAPI document, or lists it as skipped with a reason', async () => {
    const document = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const fuzzed = new Set(targets.map((t) => `${t.method} ${t.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/$/, '')}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path.replace(/\/$/, '')}`),
    );
    expect(documented.length).toBeGreaterThanOrEqual(30);
    const uncovered = documented.filter((name) => !fuzzed.has(name) && !isSkipped(name.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')));
    expect(uncovered, 'routes neither fuzzed nor in SKIPPED').toEqual([]);
    // Every state-changing route is among them.
    expect(targets.filter((t) => t.method !== 'GET').length).toBeGreaterThanOrEqual(10);
    for (const reason of Object.values(SKIPPED)) expect(reason.length).toBeGreaterThan(10);
  });

  it('sends hostile input to every route: never a 5xx, a 400 names what it refuses, a rejection changes nothing', async () => {
    let session: TestSession = await signUpAndSignIn(app);
    const failures: string[] = [];
    for (const target of targets) {
      const queryNames = Object.keys(target.query);
      const bodyFields = Object.keys(target.body?.properties ?? {});
      const bodyArbitrary: fc.Arbitrary<unknown> = fc.oneof(
        plausible(target.body),
        // The right fields with hostile values, some left out.
        fc.record(Object.fromEntries(bodyFields.map((f) => [f, fc.oneof(plausible(target.body?.properties?.[f]), hostileJson)])), { requiredKeys: [] }),
        // Fields nobody asked for, and bodies of the wrong type.
        fc.dictionary(fc.oneof(fc.constantFrom(...bodyFields, 'x'), fc.string({ maxLength: 8 })), hostileJson, { maxKeys: 5 }),
        hostileJson,
        fc.constant(undefined),
      );
      const request = fc.record({
        pathValues: fc.array(fc.oneof(plausible({ type: 'integer', minimum: 1, maximum: 25 }).map(String), numberBreakers, hostileText), {
          minLength: target.pathParams.length,
          maxLength: target.pathParams.length,
        }),
        query: fc.array(
          fc
            .constantFrom(...queryNames, 'unknown_param')
            .chain((name) => fc.tuple(fc.constant(name), fc.oneof(plausible(target.query[name]).map(queryText), numberBreakers, hostileText))),
          { maxLength: 4 },
        ),
        duplicate: fc.boolean(),
        body: bodyArbitrary,
        signedIn: fc.boolean(),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ pathValues, query, duplicate, body, signedIn }) => {
            let url = target.url;
            target.pathParams.forEach((p, i) => (url = url.replace(`:${p}`, encodePathValue(pathValues[i] || 'x'))));
            const search = new URLSearchParams();
            for (const [name, value] of query) {
              search.append(name, value);
              if (duplicate) search.append(name, 'again');
            }
            const full = `${url}${search.size ? `?${search}` : ''}`;
            const before = await snapshot();
            const response = await app.inject({
              method: target.method,
              url: full,
              headers: { ...(signedIn ? session.headers : anonymous), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
              ...(body === undefined || target.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
            });
            const label = `${target.method} ${full.slice(0, 300)} ${JSON.stringify(body)?.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, label).toBeLessThan(500);
            if (response.statusCode === 400) {
              const message = String(response.json().message).toLowerCase();
              // The route's own names, or a field this request sent (a route without a body schema names the field it refuses).
              // That field must be the message's subject ("x.0 must ..."), so a one-letter key cannot match any word.
              const sent = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).filter((k) => /^[\w$-]+$/.test(k)) : [];
              // A value with no name of its own (an item of a bare list, an empty key) is named by its part: "body[0] must ...".
              const named =
                target.names.some((name) => message.includes(name.toLowerCase())) ||
                sent.some((key) => new RegExp(`^${key.replace(/\$/g, '\\$')}[ .[]`, 'i').test(message)) ||
                /^(body|querystring|params)\[/.test(message);
              expect(named, `400 names no parameter: ${label}`).toBe(true);
            }
            if (response.statusCode >= 400) expect(await snapshot(), `a rejected request changed the database: ${label}`).toBe(before);
            // A fuzzed sign-out or account deletion ends this session; the next requests use a fresh one.
            if (signedIn && response.statusCode < 300 && /logout|sign-out|account$|password|refresh/.test(target.url)) session = await signUpAndSignIn(app);
          }),
          { numRuns: RUNS },
        )
        .catch((error: Error) =>
          failures.push(`${String((error.cause as Error | undefined)?.message ?? '').slice(0, 1500)}\n${error.message.split('\n').slice(0, 4).join('\n')}`),
        );
      // The sweep: each query and path parameter with each value that broke servers before, the others left out.
      const baseUrl = target.url.replace(/:([A-Za-z0-9_]+)/g, '1');
      const sweeps = [
        ...queryNames.flatMap((name) => SWEEP_VALUES.map((value) => `${baseUrl}?${new URLSearchParams({ [name]: value })}`)),
        ...target.pathParams.flatMap((name) =>
          SWEEP_VALUES.map((value) => target.url.replace(/:([A-Za-z0-9_]+)/g, (_m, p: string) => (p === name ? encodePathValue(value) : '1'))),
        ),
      ];
      for (const url of sweeps) {
        const before = await snapshot();
        const response = await app.inject({ method: target.method, url, headers: anonymous });
        const label = `${target.method} ${url.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) failures.push(label);
        else if (response.statusCode >= 400 && (await snapshot()) !== before) failures.push(`a rejected request changed the database: ${label}`);
      }
      if (target.method === 'GET') continue;
      // Raw bodies JSON.stringify cannot produce; a body for a route that takes none is refused or ignored, never a 5xx.
      for (const payload of rawBodies(bodyFields)) {
        for (const [headers, type] of [
          [session.headers, 'application/json'],
          [anonymous, 'application/json'],
          [anonymous, 'text/plain'],
        ] as const) {
          const before = await snapshot();
          const url = target.url.replace(/:([A-Za-z0-9_]+)/g, '1');
          const response = await app.inject({ method: target.method, url, headers: { ...headers, 'content-type': type }, payload });
          const label = `${target.method} ${url} raw ${payload.slice(0, 60)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) failures.push(label);
          else if (response.statusCode >= 400 && (await snapshot()) !== before) failures.push(`a rejected request changed the database: ${label}`);
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 300_000);
});

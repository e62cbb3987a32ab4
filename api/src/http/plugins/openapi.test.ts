// The OpenAPI document covers every route the app registers under /api, each with its request and
// response schemas. Written against whatever buildApp registers, so a route added later without a
// contract fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';

/** Served by the documentation itself. */
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

describe(`OpenAPI document on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    // Records every route buildApp registers, whoever wrote it.
    app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent' }, db, onRoute: (route) => routes.push(route) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  // Spec §7: these calls send an empty body (the session is in the cookies).
  const BODILESS = new Set(['POST /api/auth/logout', 'POST /api/auth/refresh', 'POST /api/account/sign-out-everywhere']);
  const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const apiRoutes = () =>
    routes
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ ...route, method })))
      .filter((route) => route.url.startsWith('/api/') && !isDocsRoute(route.url) && route.method !== 'HEAD');

  it('is served at /api/openapi.json as an OpenAPI 3.1 document, with a readable page at /api/docs', async () => {
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('FightRank API');
    expect(document.components.schemas.ApiError.required).toEqual(['statusCode', 'error', 'message']);
    const page = await app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    // The UI's files come from this server, not a CDN.
    expect(page.body).not.toMatch(/https?:\/\/(?:cdn|unpkg|cdnjs)/);
    expect((await app.inject('/api/docs/static/swagger-ui-bundle.js')).statusCode).toBe(200);
  });

  it('lists every registered API route with its request and response schemas', async () => {
    const document = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
    // Every route: the last three without response contracts (issue 13 item 8) declare them since.
    const checked = apiRoutes();
    expect(checked.length).toBeGreaterThanOrEqual(15);
    for (const route of checked) {
      const name = `${route.method} ${route.url}`;
      const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${name} is in the document`).toBeDefined();
      const success = Object.entries(operation!.responses).filter(([status]) => /^2/.test(status));
      expect(success.length, `${name} declares its success response`).toBeGreaterThan(0);
      for (const [status, body] of success) {
        // JSON for data; an image route describes its image type instead.
        if (status !== '204') expect(Object.values(body.content ?? {})[0]?.schema, `${name} ${status} has a body schema`).toBeDefined();
      }
      expect(operation!.responses['400'], `${name} declares its 400 answer`).toBeDefined();
      // Request: every path parameter is described, and a method with a body declares the body's schema.
      for (const param of route.url.match(/:([A-Za-z0-9_]+)/g) ?? []) {
        expect(
          operation!.parameters?.some((p) => p.in === 'path' && p.name === param.slice(1)),
          `${name} describes ${param}`,
        ).toBe(true);
      }
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !BODILESS.has(name)) {
        expect(route.schema?.body, `${name} declares its body`).toBeDefined();
        expect(operation!.requestBody, `${name} body is in the document`).toBeDefined();
      }
    }
  });
});

// The OpenAPI document, generated from the route schemas (the TypeBox contracts in @fightrank/shared),
// served at /api/openapi.json, with a readable page at /api/docs (Swagger UI, its files served from
// this server: no CDN, and under the site's CSP). Registered before the routes so it sees every one.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { describeCaching } from './http-caching';

export const OPENAPI_PATH = '/api/openapi.json';

export const openApi = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'FightRank API',
          version: '1.0.0',
          description:
            'Public MMA rankings computed from every professional bout we can find. Every success is `{ data }`; every error is `{ statusCode, error, message }`, the message naming the parameter to fix.',
        },
      },
      // Shared schemas (ApiError) appear under their $id in components, not as def-0.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      // Routes that are not part of the API (static files, the shell's fallback) stay out of the document; each route's
      // caching policy (http-caching.ts) shows as its headers, its 304 and an x-cache extension.
      transform: ({ schema, url, route }) => ({
        schema: { ...describeCaching(schema, route.config?.cache), hide: Boolean(schema?.hide) || !url.startsWith('/api/') || route.config?.openapi === false },
        url,
      }),
    });
    // The UI has no inline scripts, so the site's own CSP (security-headers.ts) covers it; no validator badge.
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null } });
    app.get(OPENAPI_PATH, { schema: { hide: true }, config: { openapi: false, cache: 'public-short' } }, async () => app.swagger());
  },
  { name: 'openapi' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false keeps a route out of the OpenAPI document. */
    openapi?: boolean;
  }
}

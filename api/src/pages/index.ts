// Page documents: every page path the server answers gets the shell's index.html with that page's
// share card already in it, and the status the page deserves (404 for unknown paths, fighters and
// events). The not-found fallback (plugins/error-handling.ts) hands page requests here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describePage } from './describe-page';
import { fighterAvatarSvg } from './fighter-avatar';
import { renderPageDocument } from './page-document';
import { SvgImageSchema } from '@fightrank/shared/contracts';
import { clientAddressKey, RATE_LIMITS } from '../plugins/rate-limits';

/** Used when the shell is not built (API tests, a bare API deployment): the same tags, no app. */
const BARE_TEMPLATE = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const SAFE_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

export const sitePages = fp(
  async (app) => {
    app.get<{ Params: { file: string } }>(
      '/api/pages/avatar/:file',
      {
        schema: {
          params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,15}\\.svg$' } } },
          produces: ['image/svg+xml'],
          response: { 200: SvgImageSchema },
        },
      },
      async (request, reply) => {
        const id = Number(request.params.file.slice(0, -4));
        const [row] = Number.isSafeInteger(id) ? await app.db.query<{ name: string }>('select name from fighters where id = $1', [id]) : [];
        if (!row) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No fighter with id ${request.params.file.slice(0, -4)}` });
        return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(fighterAvatarSvg(id, row.name));
      },
    );

    // "/" is a directory to the static files, so it is claimed here; every other page path reaches
    // sendPage through the not-found fallback.
    app.get('/', (request, reply) => app.sendPage(request, reply));

    // Page paths reach sendPage through the not-found fallback, which no route limit covers (decision 035).
    const pageLimit = app.createRateLimit({ ...RATE_LIMITS.pages, keyGenerator: (request) => `page:${clientAddressKey(request.ip)}` });
    app.decorate('sendPage', async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const limit = await pageLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return reply
          .status(429)
          .header('retry-after', limit.ttlInSeconds)
          .send({ statusCode: 429, error: 'Too Many Requests', message: `Too many requests: at most ${RATE_LIMITS.pages.max} pages per minute. Try again in ${limit.ttlInSeconds} seconds.` });
      }
      const page = await describePage(app.db, { url: request.url, origin: siteOrigin(request, app.config.publicUrl) });
      const template = app.shellIndexPath ? await readFile(path.join(app.shellIndexPath, 'index.html'), 'utf8') : BARE_TEMPLATE;
      return reply
        .status(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderPageDocument(template, page.meta, page.firstView));
    });
  },
  { name: 'site-pages' },
);

/** The configured public address, else the one the visitor used (a host header that is not a host name is ignored). */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with index.html carrying the page's share card and status. */
    sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

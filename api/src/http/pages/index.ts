// Page documents: every page path the server answers gets the shell's index.html with that page's
// share card already in it, and the status the page deserves (404 for unknown paths, fighters and
// events). The not-found fallback (plugins/error-handling.ts) hands page requests here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { describePage, shareCardFacts, unreadableAddressPage, type DescribedPage } from './describe-page';
import { renderShareCard } from './share-card';
import { getFighterInfo } from '../../data/repositories/fighters-repository';
import { LruMap } from './lru-map';
import { avatarSvg } from '../routes/fighters/avatar';
import { renderPageDocument } from './page-document';
import { unreadableAddressReason } from './unreadable-address';
import { PngImageSchema, SvgImageSchema } from '@fightrank/shared/contracts';
import { clientAddressKey, RATE_LIMITS } from '../plugins/rate-limits';

/** Used when the shell is not built (API tests, a bare API deployment): the same tags, no app. */
const BARE_TEMPLATE = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

/** Cards kept in memory: about 35 kB each, so the most shared fighters' cards cost a few MB. */
const SHARE_CARDS_KEPT = 200;

export const sitePages = fp(
  async (app) => {
    const shareCards = new LruMap<string, Buffer>(SHARE_CARDS_KEPT);
    app.get<{ Params: { file: string } }>(
      '/api/pages/avatar/:file',
      {
        schema: {
          params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,15}\\.svg$' } } },
          produces: ['image/svg+xml'],
          response: { 200: SvgImageSchema },
        },
        config: { cache: 'public-data' },
      },
      async (request, reply) => {
        const id = Number(request.params.file.slice(0, -4));
        const [row] = Number.isSafeInteger(id) ? await app.db.query<{ name: string }>('select name from fighters where id = $1', [id]) : [];
        if (!row) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No fighter with id ${request.params.file.slice(0, -4)}` });
        return reply.header('content-type', 'image/svg+xml').send(avatarSvg(id, row.name, 'card'));
      },
    );

    app.get<{ Params: { file: string } }>(
      '/api/pages/card/:file',
      {
        schema: {
          params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,15}\\.png$' } } },
          produces: ['image/png'],
          response: { 200: PngImageSchema },
        },
        config: { cache: 'public-data', rateLimit: RATE_LIMITS.shareCards },
      },
      async (request, reply) => {
        const id = Number(request.params.file.slice(0, -4));
        const fighter = Number.isSafeInteger(id) ? await getFighterInfo(app.db, id) : null;
        if (!fighter) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No fighter with id ${request.params.file.slice(0, -4)}` });
        // Keyed by the data version: a new import or recompute (a new rank or record) draws a new card.
        const key = `${request.dataVersion ?? 'unversioned'}|${id}`;
        let png = shareCards.get(key);
        if (!png) {
          png = renderShareCard(shareCardFacts(fighter));
          shareCards.set(key, png);
        }
        return reply.header('content-type', 'image/png').send(png);
      },
    );

    // "/" is a directory to the static files, so it is claimed here; every other page path reaches
    // sendPage through the not-found fallback.
    app.get('/', (request, reply) => app.sendPage(request, reply));

    // Page paths reach sendPage through the not-found fallback, which no route limit covers (decision 035).
    const pageLimit = app.createRateLimit({ ...RATE_LIMITS.pages, keyGenerator: (request) => `page:${clientAddressKey(request.ip)}` });
    app.decorate('sendPage', async function sendPage(request: FastifyRequest, reply: FastifyReply, problem?: AddressProblem) {
      const limit = await pageLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return reply
          .status(429)
          .header('retry-after', limit.ttlInSeconds)
          .send({
            statusCode: 429,
            error: 'Too Many Requests',
            message: `Too many requests: at most ${RATE_LIMITS.pages.max} pages per minute. Try again in ${limit.ttlInSeconds} seconds.`,
          });
      }
      const origin = siteOrigin(app.config);
      const page: DescribedPage = problem
        ? unreadableAddressPage(origin, problem.statusCode, unreadableAddressReason(problem.statusCode))
        : await describePage(app.db, { url: request.url, origin });
      // The location is a path this server built from the fighter's id and name, never the request's text.
      if (page.location) return reply.status(301).header('cache-control', 'no-cache').redirect(page.location, 301);
      const template = app.shellIndexPath ? await readFile(path.join(app.shellIndexPath, 'index.html'), 'utf8') : BARE_TEMPLATE;
      return reply
        .status(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderPageDocument(template, page.meta, page.firstView, page.choices));
    });
  },
  { name: 'site-pages' },
);

/**
 * The origin of every absolute link a page carries (canonical, og:url, share images): PUBLIC_URL, else this
 * server on localhost. Never the request's Host or X-Forwarded-Host (issue 22 finding 6): those are the
 * client's to choose, and a shared cache or a link-preview bot would pass an attacker's host on to everyone.
 */
export function siteOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `http://localhost:${config.port}`;
}

/** Why a page address was refused before any page was looked up: its client error and the reason in words. */
export interface AddressProblem {
  statusCode: 400 | 414;
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a page request with index.html carrying the page's share card and status; with a problem, the page that
     * says the address cannot be read.
     */
    sendPage(request: FastifyRequest, reply: FastifyReply, problem?: AddressProblem): Promise<FastifyReply>;
  }
}

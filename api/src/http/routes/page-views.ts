// The first-party page-view counter (spec §2). No cookie, no visitor id: a report is a path and a
// referrer, counted per day and path. Bots that say so in their user agent are not counted, nor are
// paths of pages that do not exist, fighters and events included (so nobody can fill the table with
// made-up paths); a page counts under its canonical address (pages/known-page-path.ts), and one address's reports
// of one page count only a few times an hour (page-view-repeats.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_RESPONSES, PageViewAccepted, PageViewReport, PageViewSummaryResponse } from '@fightrank/shared/contracts';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { knownPagePath } from '../pages/known-page-path';
import { countPageView, pageViewSummary, rollUpPageViews } from '../../data/repositories/page-views-repository';
import type { RedisLink } from '../../data/redis/redis-link';
import { isBotUserAgent, pageViewPath, referrerHost } from './page-view-rules';
import { repeatViewFilter } from './page-view-repeats';

export const pageViewRoutes: FastifyPluginAsyncTypebox<{ redis: RedisLink | undefined }> = async (app, { redis }) => {
  const countsAsView = repeatViewFilter(redis);
  // Rolled up at most once a day per instance, on the first report of the day; the work is idempotent.
  let rolledUpOn = '';
  const rollUpOncePerDay = async () => {
    const today = new Date().toISOString().slice(0, 10);
    if (rolledUpOn === today) return;
    rolledUpOn = today;
    await rollUpPageViews(app.db).catch((err: unknown) => app.log.warn({ err }, 'page view roll-up failed'));
  };

  app.post(
    '/page-views',
    {
      schema: { body: PageViewReport, response: { 204: PageViewAccepted, ...ERROR_RESPONSES } },
      // A path and a referrer: a real report is well under 1 KB.
      bodyLimit: 4 * 1024,
      config: { rateLimit: RATE_LIMITS.pageViews },
    },
    async (request, reply) => {
      if (isBotUserAgent(request.headers['user-agent'])) return reply.status(204).send(null);
      const path = await knownPagePath(app.db, pageViewPath(request.body.path));
      if (path !== null && (await countsAsView(request.ip, path))) {
        await rollUpOncePerDay();
        await countPageView(app.db, path, referrerHost(request.body.referrer, request.host));
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/page-views/summary',
    { schema: { response: { 200: PageViewSummaryResponse, ...ERROR_RESPONSES } }, config: { cache: 'public-short' } },
    async () => {
      await rollUpOncePerDay();
      return { data: await pageViewSummary(app.db) };
    },
  );
};

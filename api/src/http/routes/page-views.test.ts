import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { countPageView, OTHER_REFERRERS, pageViewSummary, rollUpPageViews } from '../../data/repositories/page-views-repository';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { isBotUserAgent, pageViewPath, referrerHost } from './page-view-rules';
import { REPEAT_VIEWS } from './page-view-repeats';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe(`page views on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let fighters: number[];
  let ip = 0;
  // Addresses of this run only: with REDIS_URL set, repeat counts outlive the run (page-view-repeats.ts).
  const subnet = `10.${randomInt(1, 250)}.${randomInt(0, 250)}`;
  const ipv6Prefix = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;

  /** The anti-forgery cookie and header when the server issues them (the accounts plugin), else none. */
  async function anonymousHeaders(): Promise<Record<string, string>> {
    const response = await app.inject({ url: '/api/health' });
    const token = response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    return token ? { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token } : {};
  }
  const report = (payload: unknown, extra: Record<string, string> = {}, remoteAddress = `${subnet}.${++ip % 250}`) =>
    app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: { 'user-agent': BROWSER, ...headers, ...extra },
      payload: payload as object,
      remoteAddress,
    });

  beforeAll(async () => {
    db = await openTestDatabase();
    fighters = [];
    for (const name of ['Amanda Nunes', 'Anderson Silva', 'Demetrious Johnson']) {
      const [row] = await db.query<{ id: number }>(`insert into fighters (key, name, slug) values ($1, $2, $3) returning id::int as id`, [
        `pv:${name}`,
        name,
        name.toLowerCase().replace(/ /g, '-'),
      ]);
      fighters.push(row!.id);
    }
    app = await buildApp({ config: { ...readConfig({ REDIS_URL: process.env.REDIS_URL ?? '' }), distRoot: '/nonexistent-fightrank-dist' }, db });
    headers = await anonymousHeaders();
  });
  beforeEach(async () => {
    await db.query('delete from page_views');
    await db.query('delete from page_views_monthly');
    await db.query('delete from page_view_referrers');
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('counts a view per path and day, without query or trailing slash, and keeps only the referring host', async () => {
    expect((await report({ path: '/rankings/goat', referrer: 'https://www.reddit.com/r/MMA/comments/abc?x=1' })).statusCode).toBe(204);
    expect((await report({ path: '/rankings/goat/?dir=desc' })).statusCode).toBe(204);
    expect((await report({ path: '/rankings/goat', referrer: 'http://localhost/about' })).statusCode).toBe(204);
    expect(await db.query(`select path, views from page_views`)).toEqual([{ path: '/rankings/goat', views: 3 }]);
    expect(await db.query(`select host, views from page_view_referrers`)).toEqual([{ host: 'www.reddit.com', views: 1 }]);
  });

  it('keeps a bounded number of referring hosts a day, the rest counted together (attack report, session 30)', async () => {
    for (const host of ['a.example', 'b.example', 'a.example', 'spam-1.example', 'spam-2.example', 'b.example']) await countPageView(db, '/about', host, 2);
    const rows = await db.query<{ host: string; views: number }>(`select host, views from page_view_referrers order by host`);
    expect(rows).toEqual([
      { host: OTHER_REFERRERS, views: 2 },
      { host: 'a.example', views: 2 },
      { host: 'b.example', views: 2 },
    ]);
  });

  it('does not count bots, clients without a user agent, or pages that do not exist', async () => {
    await report({ path: '/about' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await report({ path: '/about' }, { 'user-agent': 'facebookexternalhit/1.1' });
    await report({ path: '/about' }, { 'user-agent': 'curl/8.5.0' });
    const made_up = await report({ path: '/wp-admin/setup.php' });
    expect(made_up.statusCode).toBe(204);
    expect(await db.query(`select * from page_views`)).toEqual([]);
  });

  it.each([
    ['no leading slash', { path: 'no-slash' }, /path/],
    ['another host', { path: '//evil.example/x' }, /path/],
    ['a NUL byte', { path: '/about\u0000' }, /path/],
    ['a 400-character path', { path: `/${'a'.repeat(400)}` }, /path/],
    ['a number', { path: 1e308 }, /path/],
    ['a 3000-character referrer', { path: '/about', referrer: 'x'.repeat(3000) }, /referrer/],
    ['no path', {}, /path/],
  ])('rejects %s with a 400 that names the field, and stores nothing', async (_label, payload, message) => {
    const response = await report(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await db.query(`select * from page_views`)).toEqual([]);
  });

  it('names what is wrong in one plain sentence, for a missing field and for a body that is not an object', async () => {
    expect((await report({})).json().message).toBe("Invalid body: must have required property 'path'");
    expect((await report([1, 2])).json().message).toBe('Invalid body: must be a JSON object');
  });

  it('rejects a huge body without a 500', async () => {
    const response = await report({ path: '/about', referrer: 'x'.repeat(2_000_000) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses a report padded past what a path and a referrer take, unread (attack report, session 30)', async () => {
    // 6 KB of extra keys: under Fastify's 1 MB default each cost up to 50 times a real report to parse and check.
    const padded = { path: '/about', ...Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`k${i}`, 1])) };
    const response = await report(padded);
    expect(response.statusCode).toBe(413);
    expect(await db.query(`select * from page_views`)).toEqual([]);
  });

  it('sums totals and ranks the most-viewed fighters of the last seven days', async () => {
    const [nunes, silva, johnson] = fighters as [number, number, number];
    for (let i = 0; i < 3; i++) await report({ path: `/fighter/anderson-silva-${silva}` });
    await report({ path: `/fighter/amanda-nunes-${nunes}/fights` });
    await report({ path: `/fighter/whatever-${nunes}` });
    await report({ path: '/' });
    // Older views count in the total but not in this week's list.
    await db.query(`insert into page_views (path, day, views) values ($1, current_date - 10, 50)`, [`/fighter/demetrious-johnson-${johnson}`]);
    const response = await app.inject('/api/page-views/summary');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ totalViews: 56, viewsThisWeek: 6, viewsToday: 6 });
    expect(data.mostViewedFighters).toEqual([
      { fighterId: silva, name: 'Anderson Silva', views: 3 },
      { fighterId: nunes, name: 'Amanda Nunes', views: 2 },
    ]);
  });

  it("counts one address's reports of one page a few times an hour, answering 204 to the rest (attack report, session 53)", async () => {
    const [nunes, silva] = fighters as [number, number];
    const views = async (path: string) => (await db.query<{ views: number }>(`select views from page_views where path = $1`, [path]))[0]?.views ?? 0;
    const silvaPath = `/fighter/anderson-silva-${silva}`;
    for (let i = 0; i < 3 * REPEAT_VIEWS.max; i++) expect((await report({ path: silvaPath }, {}, `${subnet}.251`)).statusCode).toBe(204);
    expect(await views(silvaPath)).toBe(REPEAT_VIEWS.max);
    // Rotating the low bits of an IPv6 address is the same subscriber (/64), as for the rate limits.
    for (let i = 0; i < 3 * REPEAT_VIEWS.max; i++) await report({ path: '/about' }, {}, `${ipv6Prefix}::${(i + 1).toString(16)}`);
    expect(await views('/about')).toBe(REPEAT_VIEWS.max);
    // Another page from the same address, and the same page from another address, still count.
    await report({ path: `/fighter/amanda-nunes-${nunes}` }, {}, `${subnet}.251`);
    await report({ path: silvaPath }, {}, `${subnet}.252`);
    expect(await views(`/fighter/amanda-nunes-${nunes}`)).toBe(1);
    expect(await views(silvaPath)).toBe(REPEAT_VIEWS.max + 1);
  });

  it('rolls old days up into months so the daily table stays bounded, keeping the total', async () => {
    await db.query(
      `insert into page_views (path, day, views) values
         ('/about', current_date - 100, 4), ('/about', current_date - 99, 6), ('/', current_date - 100, 1), ('/about', current_date, 2)`,
    );
    const before = await pageViewSummary(db);
    expect(await rollUpPageViews(db, 35)).toBe(3);
    expect(await rollUpPageViews(db, 35)).toBe(0);
    expect(await db.query<{ n: number }>(`select count(*)::int as n from page_views`)).toEqual([{ n: 1 }]);
    const after = await pageViewSummary(db);
    expect(after.totalViews).toBe(before.totalViews);
    expect(after.totalViews).toBe(13);
    expect(after.countingSince).toBe(before.countingSince?.slice(0, 8).concat(after.countingSince!.slice(8)));
  });
});

describe('page view rules', () => {
  it('tells bots from browsers', () => {
    expect(isBotUserAgent(BROWSER)).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).toBe(false);
    for (const ua of [
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'WhatsApp/2.23',
      'TelegramBot (like TwitterBot)',
      'python-requests/2.31',
      // Headless and driven browsers (fan QA, session 40: a helper's screenshots were the About page's "most viewed").
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      undefined,
      '',
    ]) {
      expect(isBotUserAgent(ua), String(ua)).toBe(true);
    }
  });

  it('normalizes paths and reads referrer hosts', () => {
    expect(pageViewPath('/about/')).toBe('/about');
    expect(pageViewPath('/?x=1')).toBe('/');
    expect(pageViewPath('/fighter/a-1#top')).toBe('/fighter/a-1');
    expect(referrerHost('https://t.co/abc', 'fightrank.example')).toBe('t.co');
    expect(referrerHost('https://fightrank.example:443/x', 'fightrank.example:3000')).toBeNull();
    expect(referrerHost('javascript:alert(1)', 'a')).toBeNull();
    expect(referrerHost('not a url', 'a')).toBeNull();
    expect(referrerHost('', 'a')).toBeNull();
  });
});

// /metrics: Prometheus text of requests and latency per route pattern, response-cache hits, rate-limit refusals and
// background job durations; closed to anyone without METRICS_TOKEN, and absent when none is configured.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { insertSnapshots } from '../../../test/support/ranking-fixtures';
import { RATE_LIMITS } from './rate-limits';
import { smallRealDirectory } from '../../../test/support/small-real-data';
import { refreshFightData } from '../../pipeline/importer/refresh-fight-data';
import { downloadSources } from '../../pipeline/importer/sync-sources';
import { runCommunityJobs } from '../../community/community-job-schedule';

const TOKEN = 'metrics-token-for-tests-0123456789';

async function scrapeOf(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
}

const value = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? NaN,
  );

describe('/metrics', () => {
  let db: Database;
  let app: FastifyInstance;
  let closed: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertSnapshots(db, ['2026-11-01']);
    app = await buildApp({ config: { ...readConfig({ METRICS_TOKEN: TOKEN }), distRoot: '/nonexistent' }, db });
    closed = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent' }, db });
  });
  afterAll(async () => {
    await app?.close();
    await closed?.close();
    await db?.close();
  });

  const scrape = () => scrapeOf(app);

  it('is closed without the token, to a wrong token, and absent when no token is configured', async () => {
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.body).not.toMatch(/fightrank_/);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toMatch(/fightrank_/);
    // A client address or proxy header opens nothing: only the token does.
    const forwarded = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(401);
    expect((await closed.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('counts requests and latency per route pattern, never per raw URL', async () => {
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/api/rankings/last-updated', remoteAddress: '10.61.0.1' })).statusCode).toBe(200);
    for (const path of ['/api/nothing-here-1', '/api/nothing-here-2']) await app.inject({ url: path, remoteAddress: '10.61.0.1' });
    const text = await scrape();
    expect(value(text, 'fightrank_http_requests_total{method="GET",route="/api/rankings/last-updated",status="200"}')).toBe(3);
    expect(value(text, 'fightrank_http_request_duration_seconds_count{method="GET",route="/api/rankings/last-updated"}')).toBe(3);
    expect(value(text, 'fightrank_http_request_duration_seconds_bucket{method="GET",route="/api/rankings/last-updated",le="+Inf"}')).toBe(3);
    expect(text).toMatch(/^# TYPE fightrank_http_request_duration_seconds histogram$/m);
    expect(value(text, 'fightrank_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(2);
    expect(text).not.toMatch(/nothing-here/);
  });

  it.runIf(testDatabaseKind === 'postgres')("reports the PostgreSQL pool's connections", async () => {
    const text = await scrape();
    expect(value(text, 'fightrank_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'fightrank_db_pool_waiting')).toBe(0);
    expect(text).toMatch(/^# TYPE fightrank_db_pool_connections_busy gauge$/m);
  });

  it('counts response-cache hits and misses, and rate-limit refusals', async () => {
    const search = () => app.inject({ url: '/api/fighters/search?q=metrics', remoteAddress: '10.61.0.2' });
    expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    const text = await scrape();
    const lookups = text.split('\n').filter((line) => line.startsWith('fightrank_response_cache_lookups_total'));
    expect(lookups.some((line) => /result="miss"\} [1-9]/.test(line))).toBe(true);
    expect(lookups.some((line) => /result="hit"\} [1-9]/.test(line))).toBe(true);

    // The search budget, from one address: the answers come from the cache, the refusal from the limit.
    const flood = () => app.inject({ url: '/api/fighters/search?q=metrics', remoteAddress: '10.61.0.3' });
    let refused = 0;
    for (let i = 0; i <= RATE_LIMITS.search.max + 5; i++) if ((await flood()).statusCode === 429) refused++;
    expect(refused).toBeGreaterThan(0);
    expect(value(await scrape(), 'fightrank_rate_limit_refusals_total{route="/api/fighters/search"}')).toBe(refused);
  });
});

describe('/metrics job durations', () => {
  let db: Database;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    dir = await smallRealDirectory(2);
    app = await buildApp({ config: { ...readConfig({ METRICS_TOKEN: TOKEN }), distRoot: '/nonexistent' }, db });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const job = (text: string, name: string, outcome: string, part: 'count' | 'sum') =>
    value(text, `fightrank_job_duration_seconds_${part}{job="${name}",outcome="${outcome}"}`);

  it('has no job series before any job ran', async () => {
    const text = await scrapeOf(app);
    expect(text).toMatch(/^# TYPE fightrank_job_duration_seconds histogram$/m);
    expect(text).not.toMatch(/^fightrank_job_duration_seconds_count/m);
  });

  it('times the import and its rankings recompute, the community job and a sync, failed runs apart', { timeout: 120_000 }, async () => {
    const importStarted = performance.now();
    await refreshFightData(db, { dir });
    const importSeconds = (performance.now() - importStarted) / 1000;
    await runCommunityJobs(db);
    await expect(refreshFightData(db, { dir: `${dir}-missing` })).rejects.toThrow();
    // Nothing listens on port 1: the download fails at once, and the sync run is reported as failed.
    await expect(downloadSources('http://127.0.0.1:1/', `${dir}-downloads`, { timeoutMs: 2000 })).rejects.toThrow();

    const text = await scrapeOf(app);
    for (const name of ['import', 'rankings-recompute', 'community']) expect(job(text, name, 'ok', 'count')).toBe(1);
    expect(job(text, 'import', 'failed', 'count')).toBe(1);
    expect(job(text, 'sync', 'failed', 'count')).toBe(1);
    expect(job(text, 'sync', 'ok', 'count')).toBeNaN();
    // The import and the recompute are separate runs of one refresh: each took time, together no more than the refresh.
    const importOk = job(text, 'import', 'ok', 'sum');
    const recompute = job(text, 'rankings-recompute', 'ok', 'sum');
    expect(importOk).toBeGreaterThan(0);
    expect(recompute).toBeGreaterThan(0);
    expect(importOk + recompute).toBeLessThanOrEqual(importSeconds);
    // Cumulative buckets: every run is under +Inf, and no bucket holds more runs than a wider one.
    const buckets = text
      .split('\n')
      .filter((line) => line.startsWith('fightrank_job_duration_seconds_bucket{job="import",outcome="ok"'))
      .map((line) => Number(line.split(' ').at(-1)));
    expect(buckets.at(-1)).toBe(1);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
  });

  it('stops counting once the app is closed (jobs report process-wide)', async () => {
    const other = await buildApp({ config: { ...readConfig({ METRICS_TOKEN: TOKEN }), distRoot: '/nonexistent' }, db });
    await other.close();
    await runCommunityJobs(db);
    expect(job(await scrapeOf(app), 'community', 'ok', 'count')).toBe(2);
  });
});

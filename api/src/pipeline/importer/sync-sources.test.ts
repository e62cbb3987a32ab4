import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { dumpFightData } from '../../../test/support/fight-data-dump';
import { downloadSources, SOURCE_FILES, syncFromUrl } from './sync-sources';

const DATA_DIR = path.join(process.env.FIGHTRANK_DATA ?? fileURLToPath(new URL('../../../../../shared/data/', import.meta.url)), '/');

/** A static mirror of shared/data on 127.0.0.1; `broken` maps a path to the status it answers instead. */
async function serveData(broken: Map<string, number>): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/data\//, '');
    requests.push(urlPath);
    const status = broken.get(urlPath);
    const file = path.join(DATA_DIR, urlPath);
    const found = !status && file.startsWith(DATA_DIR) && (await stat(file).catch(() => null))?.isFile();
    if (!found) {
      response.writeHead(status ?? 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/csv' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/data`, requests };
}

describe(`data sync from an HTTP mirror on ${testDatabaseKind}`, () => {
  let db: Database;
  let mirror: Awaited<ReturnType<typeof serveData>>;
  const broken = new Map<string, number>();

  beforeAll(async () => {
    [db, mirror] = await Promise.all([openTestDatabase(), serveData(broken)]);
  });
  afterAll(async () => {
    await new Promise((resolve) => mirror.server.close(resolve));
    await db.close();
  });

  it('downloads every source file and imports it', async () => {
    const summary = await syncFromUrl(db, mirror.url);
    expect(summary.downloaded).toEqual(SOURCE_FILES.map((f) => f.path).sort());
    expect(summary.skipped).toEqual([]);
    expect(summary.tables.bouts.added).toBeGreaterThan(15_000);
    expect(summary.tables.fighters.added).toBeGreaterThan(8000);
    const [row] = await db.query<{ organizations: number }>(`select count(distinct organization)::int as organizations from events`);
    expect(row!.organizations).toBeGreaterThan(20);
    expect(await db.query(`select value from app_meta where key = 'data_source'`)).toEqual([{ value: 'real' }]);
    // The rankings came with the import, in the same transaction.
    expect(summary.refresh.rankings.fighterRatings).toBeGreaterThan(8000);
    // The whole real history, imported and ranked: minutes on a busy machine.
  }, 600_000);

  it('fails on a required file the mirror lacks, naming it, and changes nothing', async () => {
    const before = await dumpFightData(db);
    broken.set('ufcstats/ufc_fight_results.csv', 404);
    try {
      await expect(syncFromUrl(db, mirror.url)).rejects.toThrow(/ufcstats\/ufc_fight_results\.csv: HTTP 404 \(a required file\)/);
    } finally {
      broken.clear();
    }
    expect(await dumpFightData(db)).toEqual(before);
  });

  it('fails on a server error even for an optional file', async () => {
    broken.set('jds-mma-data/Tapology/fighters.csv', 500);
    try {
      await expect(syncFromUrl(db, `${mirror.url}/`)).rejects.toThrow(/Tapology\/fighters\.csv: HTTP 500/);
    } finally {
      broken.clear();
    }
  });

  it('skips optional files the mirror does not have', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-sync-test-'));
    broken.set('jds-mma-data/Bet_MMA/fighter_histories.csv', 404);
    broken.set('jds-mma-data/bout_mapping.csv', 404);
    try {
      const result = await downloadSources(mirror.url, dir);
      expect(result.skipped).toEqual(['jds-mma-data/Bet_MMA/fighter_histories.csv', 'jds-mma-data/bout_mapping.csv']);
      expect(result.downloaded).toHaveLength(SOURCE_FILES.length - 2);
      expect((await readdir(path.join(dir, 'jds-mma-data', 'Bet_MMA'))).sort()).toEqual(['bouts.csv', 'events.csv', 'fighters.csv']);
      const original = await stat(path.join(DATA_DIR, 'ufcstats', 'ufc_fight_results.csv'));
      expect((await stat(path.join(dir, 'ufcstats', 'ufc_fight_results.csv'))).size).toBe(original.size);
    } finally {
      broken.clear();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

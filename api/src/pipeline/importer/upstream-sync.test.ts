// data:sync from the upstream repositories, against a local fixture upstream (never the network): checksums, resume
// after a broken download, no second download of a file already here, progress, and start-up's choice between the
// real data and the demo.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { startFixtureUpstream, type FixtureUpstream } from '../../../test/support/fixture-upstream';
import { SHARED_DATA, smallRealDirectory } from '../../../test/support/small-real-data';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { sha256Of } from './download-file';
import { ensureData, readDataSource } from './ensure-data';
import { loadDirectory } from './import-directory';
import { refreshFightData } from './refresh-fight-data';
import { createProgress } from './sync-progress';
import { downloadUpstream, syncFromUpstream, upstreamReachable } from './sync-sources';
import { UPSTREAM_FILES } from './upstream-sources';

const UFCSTATS = UPSTREAM_FILES.filter((f) => f.path.startsWith('ufcstats/'));
const PINNED = UPSTREAM_FILES.find((f) => f.path === 'jds-mma-data/Bet_MMA/events.csv')!;
const TRACKING = UPSTREAM_FILES.find((f) => f.path === 'ufcstats/ufc_event_details.csv')!;

describe('the upstream file list', () => {
  it('records size and sha256 of every reference copy, with a license and a version', async () => {
    expect(UPSTREAM_FILES.length).toBeGreaterThanOrEqual(20);
    for (const file of UPSTREAM_FILES) {
      const local = path.join(SHARED_DATA, ...file.path.split('/'));
      expect((await stat(local)).size, file.path).toBe(file.bytes);
      expect(await sha256Of(local), file.path).toBe(file.sha256);
      expect(file.source.license).not.toBe('');
      if (file.source.pinned) expect(file.source.ref).toMatch(/^[0-9a-f]{40}$/);
    }
  });
});

describe(`data:sync from the upstream repositories on ${testDatabaseKind}`, { timeout: 240_000 }, () => {
  let upstream: FixtureUpstream;
  let work: string;
  let db: Database;
  const dirs: string[] = [];
  const fresh = async () => {
    const dir = await mkdtemp(path.join(work, 'downloads-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    [upstream, work, db] = await Promise.all([startFixtureUpstream(), mkdtemp(path.join(tmpdir(), 'fightrank-upstream-')), openTestDatabase()]);
  });
  afterAll(async () => {
    await upstream.close();
    await db.close();
    await rm(work, { recursive: true, force: true });
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    upstream.faults.clear();
    upstream.hidden.clear();
  });

  it('tells reachable from unreachable within the timeout', async () => {
    expect(await upstreamReachable(upstream.url, 5000)).toBe(true);
    // A port nobody listens on, and a server that accepts but never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const started = Date.now();
      expect(await upstreamReachable(`http://127.0.0.1:${port}/`, 400)).toBe(false);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.close();
    }
    expect(await upstreamReachable('http://127.0.0.1:9/', 400)).toBe(false);
  });

  it('downloads every file byte for byte, then finds them all in place on the next run', async () => {
    const dir = await fresh();
    const first = await downloadUpstream(dir, { base: upstream.url });
    expect(first.downloaded).toEqual(UPSTREAM_FILES.map((f) => f.path).sort());
    expect(first.changed).toEqual([]);
    for (const file of UPSTREAM_FILES) expect(await sha256Of(path.join(dir, ...file.path.split('/')))).toBe(file.sha256);

    upstream.requests.length = 0;
    const second = await downloadUpstream(dir, { base: upstream.url });
    expect(second.cached).toHaveLength(UPSTREAM_FILES.length);
    expect(second.downloaded).toEqual([]);
    expect(upstream.requests).toEqual([]);
  });

  it('resumes a broken download where it stopped, within a run and on the next run', async () => {
    const dir = await fresh();
    const file = UPSTREAM_FILES.find((f) => f.path === 'ufcstats/ufc_fight_results.csv')!;
    // Within a run: the connection drops after 100 kB, the retry asks for the rest.
    upstream.faults.set(file.path, { cut: 100_000 });
    const within = await downloadUpstream(dir, { base: upstream.url, files: [file] });
    expect(within.downloaded).toEqual([file.path]);
    const [whole, rest] = upstream.requests;
    expect(whole!.range).toBeUndefined();
    // What reached the disk before the drop (up to the 100 kB sent) is kept and not asked for again.
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(rest!.range ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(100_000);
    expect(upstream.requests).toHaveLength(2);
    expect(await sha256Of(path.join(dir, 'ufcstats', 'ufc_fight_results.csv'))).toBe(file.sha256);

    // Across runs: the upstream then fails outright; the part kept is resumed by the next run.
    const next = await fresh();
    upstream.requests.length = 0;
    upstream.faults.set(file.path, { cut: 250_000 });
    const { downloadFile } = await import('./download-file');
    const { upstreamUrl } = await import('./upstream-sources');
    await expect(
      downloadFile({ url: upstreamUrl(file, upstream.url), target: path.join(next, 'results.csv'), retries: 0, expected: { ...file, strict: true } }),
    ).rejects.toThrow(/broke off.*bytes received are kept and the next run resumes from there/);
    const kept = (await stat(path.join(next, 'results.csv.part'))).size;
    expect(kept).toBeGreaterThan(0);
    const resumed = await downloadFile({ url: upstreamUrl(file, upstream.url), target: path.join(next, 'results.csv'), expected: { ...file, strict: true } });
    expect(resumed).toMatchObject({ status: 'downloaded', resumedFrom: kept, changed: false });
    expect(upstream.requests.at(-1)!.range).toBe(`bytes=${kept}-`);
    expect(await sha256Of(path.join(next, 'results.csv'))).toBe(file.sha256);
    expect(existsSync(path.join(next, 'results.csv.part'))).toBe(false);
  });

  it('rejects a pinned file whose checksum differs, naming it, and keeps nothing of it', async () => {
    const dir = await fresh();
    const original = await readFile(path.join(SHARED_DATA, ...PINNED.path.split('/')));
    const tampered = Buffer.from(original);
    tampered[100] = tampered[100]! ^ 1;
    upstream.faults.set(PINNED.path, { body: tampered });
    await expect(downloadUpstream(dir, { base: upstream.url, files: [PINNED] })).rejects.toThrow(
      new RegExp(`Bet%20MMA/events\\.csv: checksum mismatch \\(expected ${PINNED.bytes} bytes, sha256 ${PINNED.sha256}`),
    );
    expect(existsSync(path.join(dir, ...PINNED.path.split('/')))).toBe(false);
    expect(existsSync(path.join(dir, ...`${PINNED.path}.part`.split('/')))).toBe(false);
  });

  it('accepts a tracking file that grew upstream and reports it, unless the sync is strict', async () => {
    const grown = Buffer.concat([await readFile(path.join(SHARED_DATA, ...TRACKING.path.split('/'))), Buffer.from('')]);
    const changed = Buffer.concat([
      grown,
      Buffer.from('UFC 999: Later Event,http://ufcstats.com/event-details/0000000000000999,"January 04, 2025","Las Vegas, Nevada, USA"\n'),
    ]);
    upstream.faults.set(TRACKING.path, { body: changed });
    const lenient = await downloadUpstream(await fresh(), { base: upstream.url, files: [TRACKING] });
    expect(lenient.changed).toEqual([TRACKING.path]);
    upstream.faults.set(TRACKING.path, { body: changed });
    await expect(downloadUpstream(await fresh(), { base: upstream.url, files: [TRACKING], strict: true })).rejects.toThrow(/checksum mismatch/);
  });

  it('fails on a required file the upstream lacks and skips a missing optional one', async () => {
    upstream.hidden.add('jds-mma-data/Tapology/bouts.csv');
    const files = [TRACKING, UPSTREAM_FILES.find((f) => f.path === 'jds-mma-data/Tapology/bouts.csv')!];
    expect((await downloadUpstream(await fresh(), { base: upstream.url, files })).skipped).toEqual(['jds-mma-data/Tapology/bouts.csv']);
    upstream.hidden.add(TRACKING.path);
    await expect(downloadUpstream(await fresh(), { base: upstream.url, files })).rejects.toThrow(/ufc_event_details\.csv: HTTP 404 \(a required file\)/);
  });

  it('shows progress as lines in a log and as a bar on a terminal', async () => {
    const lines: string[] = [];
    const plain = createProgress({ total: 1000, tty: false, write: (text) => lines.push(text) });
    for (let i = 0; i < 10; i += 1) plain.bytes('a.csv', 100);
    plain.done('a.csv', 'downloaded, checksum ok');
    plain.end();
    // 10%, 20%, ... 90%, then 100% at the end.
    expect(lines.filter((l) => l.startsWith('downloading: '))).toHaveLength(10);
    expect(lines.join('')).toContain('a.csv: downloaded, checksum ok\n');
    expect(lines.join('')).not.toContain('\r');

    const frames: string[] = [];
    const bar = createProgress({ total: 1000, tty: true, write: (text) => frames.push(text), redrawMs: 0 });
    bar.bytes('a.csv', 500);
    bar.end();
    expect(frames[0]).toMatch(/^\r\[#{15}\.{15}\]  50%/);
    expect(frames.at(-1)).toMatch(/\[#{30}\] 100%.*\n$/);
  });

  it('imports what it downloaded through refreshFightData, rankings included', async () => {
    const dir = await fresh();
    const lines: string[] = [];
    const result = await syncFromUpstream(db, dir, {
      base: upstream.url,
      files: UFCSTATS,
      progress: createProgress({ total: 4_000_000, tty: false, write: (text) => lines.push(text) }),
    });
    expect(result.download.downloaded).toHaveLength(UFCSTATS.length);
    expect(result.import.tables.bouts.added).toBeGreaterThan(7000);
    expect(result.refresh.rankings.fighterRatings).toBeGreaterThan(2000);
    expect(await readDataSource(db)).toBe('real');
    expect(lines.join('')).toMatch(/downloading: 50%/);
  });
});

describe(`start-up on ${testDatabaseKind}: real data when it can be had, otherwise the labelled demo, replaced later`, { timeout: 240_000 }, () => {
  let work: string;
  let small: string;
  const log = () => {
    const lines: string[] = [];
    return { lines, info: (line: string) => void lines.push(line), warn: (line: string) => void lines.push(`WARN ${line}`) };
  };
  /** A small stand-in for the generated demo: real files labelled demo, so the test does not wait for the generator. */
  const loadDemo = async (db: Database) => refreshFightData(db, { dataset: await loadDirectory(small) }, { dataSource: 'demo' });

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'fightrank-start-'));
    small = await smallRealDirectory(2);
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await rm(small, { recursive: true, force: true });
  });

  it('replaces demo data with the real data from FIGHTRANK_DATA, ids from 1 as on a fresh install', async () => {
    const db = await openTestDatabase();
    try {
      await loadDemo(db);
      const bigger = await smallRealDirectory(3);
      const out = log();
      const result = await ensureData(db, { dataDir: bigger, log: out });
      await rm(bigger, { recursive: true, force: true });
      expect(result).toMatchObject({ imported: true, dataSource: 'real' });
      expect(await readDataSource(db)).toBe('real');
      expect(out.lines.join('\n')).toContain('replacing the demo data');
      const [ids] = await db.query<{ min: number; max: number; n: number; ranked: number }>(
        `select min(id)::int as min, max(id)::int as max, count(*)::int as n, (select count(*)::int from fighter_ratings) as ranked from fighters`,
      );
      expect(ids).toMatchObject({ min: 1 });
      expect(ids!.max).toBe(ids!.n);
      expect(ids!.ranked).toBe(ids!.n);
      // Real data stays: a later start without FIGHTRANK_DATA leaves it alone.
      expect(await ensureData(db, { log: log() })).toEqual({ imported: false, dataSource: 'real' });
    } finally {
      await db.close();
    }
  });

  it('replaces demo data with the upstream data once the upstream answers, and keeps the demo while it does not', async () => {
    const db = await openTestDatabase();
    try {
      await loadDemo(db);
      const offline = { reachable: async () => false, download: async () => Promise.reject(new Error('not called')) };
      const out = log();
      expect(await ensureData(db, { upstream: offline, log: out })).toEqual({ imported: false, dataSource: 'demo' });
      expect(out.lines.join('\n')).toMatch(/WARN serving the generated demo data: run `npm run data:sync`/);

      const downloads = await mkdtemp(path.join(work, 'dl-'));
      await mkdir(path.join(downloads, 'ufcstats'), { recursive: true });
      for (const file of ['ufc_event_details.csv', 'ufc_fight_results.csv', 'ufc_fighter_details.csv', 'ufc_fighter_tott.csv']) {
        await writeFile(path.join(downloads, 'ufcstats', file), await readFile(path.join(small, 'ufcstats', file)));
      }
      const online = { reachable: async () => true, download: async () => downloads };
      expect(await ensureData(db, { upstream: online, log: log() })).toMatchObject({ imported: true, dataSource: 'real' });
      expect(await readDataSource(db)).toBe('real');
    } finally {
      await db.close();
    }
  });

  it('falls back to the demo when the upstream breaks off mid-download, naming the command that loads the real data', async () => {
    const db = await openTestDatabase();
    try {
      const broken = { reachable: async () => true, download: async () => Promise.reject(new Error('connection reset')) };
      const out = log();
      const result = await ensureData(db, { upstream: broken, log: out, demoToday: '2026-11-22' });
      expect(result).toMatchObject({ imported: true, dataSource: 'demo' });
      expect(out.lines.join('\n')).toMatch(/WARN could not load the upstream datasets: connection reset/);
      expect(out.lines.join('\n')).toMatch(/importing the generated demo dataset; run `npm run data:sync`/);
    } finally {
      await db.close();
    }
  }, 240_000);
});

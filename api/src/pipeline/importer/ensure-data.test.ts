import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { smallRealDirectory } from '../../../test/support/small-real-data';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { readConfig, REPO_ROOT } from '../../config';
import { ensureData, readDataSource, type UpstreamLoader } from './ensure-data';

/** An upstream that does not answer, as on a machine without the web. */
const unreachable: UpstreamLoader = {
  reachable: () => Promise.resolve(false),
  download: () => Promise.reject(new Error('not reachable')),
};

const log = () => {
  const lines: string[] = [];
  return { lines, info: (line: string) => void lines.push(line) };
};

describe(`ensureData on ${testDatabaseKind}`, () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    [dir, db] = await Promise.all([smallRealDirectory(), openTestDatabase()]);
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fails with the reason when FIGHTRANK_DATA holds no fight data, and imports nothing', async () => {
    await expect(ensureData(db, { dataDir: path.join(dir, 'missing'), log: log() })).rejects.toThrow(/no such directory/);
    await mkdir(path.join(dir, 'empty'));
    await expect(ensureData(db, { dataDir: path.join(dir, 'empty'), log: log() })).rejects.toThrow(/no fight data found/);
    expect(await db.query('select count(*)::int as n from fighters')).toEqual([{ n: 0 }]);
    expect(await readDataSource(db)).toBeNull();
  });

  it('imports the real sources from FIGHTRANK_DATA into an empty database and labels them real', async () => {
    const out = log();
    const result = await ensureData(db, { dataDir: dir, log: out });
    expect(result).toMatchObject({ imported: true, dataSource: 'real' });
    expect(await readDataSource(db)).toBe('real');
    expect(await db.query(`select name, date::text as date, organization, status from events order by date`)).toEqual([
      { name: 'UFC 310: Pantoja vs. Asakura', date: '2024-12-07', organization: 'UFC', status: 'completed' },
      { name: 'UFC Fight Night: Covington vs. Buckley', date: '2024-12-14', organization: 'UFC', status: 'completed' },
    ]);
    expect(await db.query(`select count(*)::int as n from bouts`)).toEqual([{ n: 27 }]);
    expect(out.lines.join('\n')).toMatch(/fighters \+54 ~0 -0, events \+2 ~0 -0, bouts \+27 ~0 -0/);
  });

  it('leaves a database that has fighters alone', async () => {
    const result = await ensureData(db, { log: log() });
    expect(result).toEqual({ imported: false, dataSource: 'real' });
  });

  it('ranks a database that has fight data but no ranking yet, without importing again', async () => {
    await db.exec(
      'delete from ranking_entries; delete from ranking_snapshots; delete from rank_history; delete from rating_steps; delete from fighter_ratings',
    );
    const result = await ensureData(db, { log: log() });
    expect(result).toEqual({ imported: false, dataSource: 'real' });
    expect(await db.query(`select snapshot_date::text as day from ranking_snapshots order by snapshot_date desc limit 1`)).toEqual([{ day: '2024-12-14' }]);
    expect(await db.query(`select count(*)::int as n from bouts`)).toEqual([{ n: 27 }]);
  });

  it('fills an empty database with the demo dataset without FIGHTRANK_DATA, and labels it demo', async () => {
    await db.exec('delete from bouts; delete from events; delete from fighters; delete from organizations; delete from app_meta');
    const out = log();
    const result = await ensureData(db, { log: out, demoToday: '2026-11-22' });
    expect(result).toMatchObject({ imported: true, dataSource: 'demo' });
    expect(await readDataSource(db)).toBe('demo');
    const [counts] = await db.query<{ fighters: number; countries: number; organizations: number; scheduled: number; open: number }>(
      `select (select count(*)::int from fighters) as fighters,
              (select count(distinct nationality)::int from fighters) as countries,
              (select count(*)::int from organizations) as organizations,
              (select count(*)::int from events where status = 'scheduled' and date > '2026-11-22') as scheduled,
              (select count(*)::int from bouts b join events e on e.id = b.event_id where e.status = 'scheduled' and b.outcome_a is null) as open`,
    );
    expect(counts!.fighters).toBeGreaterThan(3000);
    expect(counts!.countries).toBeGreaterThanOrEqual(40);
    expect(counts!.organizations).toBeGreaterThanOrEqual(5);
    expect(counts!.scheduled).toBeGreaterThan(0);
    expect(counts!.open).toBeGreaterThan(0);
    expect(result.imported && result.summary.rejected).toEqual([]);
    expect(out.lines.join('\n')).toContain('demo');
    // The demo generator and the rankings of 3,000 fighters: over a minute on a busy machine.
  }, 240_000);

  it('replaces the demo with the local copy of the public datasets when the upstream is out of reach', async () => {
    const out = log();
    const result = await ensureData(db, { upstream: unreachable, localCopyDir: dir, log: out });
    expect(result).toMatchObject({ imported: true, dataSource: 'real' });
    expect(await readDataSource(db)).toBe('real');
    expect(await db.query(`select count(*)::int as n from bouts`)).toEqual([{ n: 27 }]);
    expect(out.lines.join('\n')).toContain(
      `replacing the demo data with the local copy of the public datasets in ${dir} (the upstream datasets are out of reach)`,
    );
  }, 240_000);
});

describe('the local copy of the public datasets start-up falls back to', () => {
  it('is the team kit beside the clone when it is there, FIGHTRANK_LOCAL_DATA when set, and none when that is empty', () => {
    const kit = path.resolve(REPO_ROOT, '../shared/data');
    // This repository's tests read the kit (real-data tests), so it is beside the clone wherever they run.
    expect(readConfig({}).localFightDataDir).toBe(kit);
    expect(readConfig({ FIGHTRANK_LOCAL_DATA: '/srv/fight-data' }).localFightDataDir).toBe('/srv/fight-data');
    expect(readConfig({ FIGHTRANK_LOCAL_DATA: '' }).localFightDataDir).toBeUndefined();
  });
});

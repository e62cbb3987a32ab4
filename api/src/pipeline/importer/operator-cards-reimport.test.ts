// Cards the operator entered with `npm run cards` survive a re-import of the data folder (decision 028): the
// importer removes what its sources retracted, never the operator's own events and bouts. When a source later
// brings the same bout (same two fighters, within a day), the imported row takes over the operator's, keeping its
// id, so fans' picks on it stay live and are scored by the official result.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../http/app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { runCardsCommand } from '../jobs/operator-cards';
import { signUpAndSignIn } from '../../../test/support/auth-session';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { refreshFightData } from './refresh-fight-data';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const EVENTS = ['event_id,name,date,organization', 'e1,Test FC 1,2024-03-02,UFC', 'e2,Test FC 2,2024-06-01,UFC'];
const BOUTS = [
  'event_id,fighter_a,fighter_b,outcome,method,weight_class',
  'e1,Alma Ortega,Bruna Costa,W,KO/TKO,Lightweight',
  'e1,Celia Duarte,Dora Fink,W,Submission,Lightweight',
  'e2,Alma Ortega,Celia Duarte,W,Decision - Unanimous,Lightweight',
  'e2,Bruna Costa,Dora Fink,L,Decision - Split,Lightweight',
];

describe(`operator cards across re-imports on ${testDatabaseKind}`, { timeout: 120_000 }, () => {
  let db: Database;
  let app: FastifyInstance;
  let dir: string;
  const id: Record<string, number> = {};

  const writeData = async (extraEvents: string[] = [], extraBouts: string[] = []) => {
    const set = path.join(dir, 'generic', 'test-fc');
    await mkdir(set, { recursive: true });
    await writeFile(path.join(set, 'events.csv'), [...EVENTS, ...extraEvents].join('\n'));
    await writeFile(path.join(set, 'bouts.csv'), [...BOUTS, ...extraBouts].join('\n'));
  };
  const cards = (...args: Array<string | number>) => runCardsCommand(db, args.map(String));
  const boutRow = async (boutId: number) =>
    (
      await db.query<{ key: string; event_id: string; outcome_a: string | null; p: number | null }>(
        `select b.key, b.event_id, b.outcome_a, p.probability_a as p from bouts b left join bout_predictions p on p.bout_id = b.id where b.id = $1`,
        [boutId],
      )
    )[0];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fightrank-op-cards-'));
    await writeData();
    db = await openTestDatabase();
    await refreshFightData(db, { dir });
    for (const row of await db.query<{ id: number; name: string }>(`select id::int as id, name from fighters`)) id[row.name] = row.id;
    app = await buildApp({ config: readConfig({}), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps the operator's events, bouts, results and probabilities through a re-import, and fans' picks stay live", async () => {
    const first = await cards('add', '--event', 'Test FC 3', '--date', inDays(5), '--a', id['Alma Ortega']!, '--b', id['Dora Fink']!);
    const open = Number(/bout (\d+)/.exec(first)![1]);
    const eventId = Number(/event (\d+)/.exec(first)![1]);
    const settled = Number(
      /bout (\d+)/.exec(await cards('add', '--event', 'Test FC 3', '--date', inDays(5), '--a', id['Bruna Costa']!, '--b', id['Celia Duarte']!))![1],
    );
    await cards('result', '--bout', settled, '--winner', id['Celia Duarte']!, '--method', 'SUB');
    const { headers } = await signUpAndSignIn(app);
    expect((await app.inject({ method: 'PUT', url: `/api/predictions/bouts/${open}`, headers, payload: { winnerId: id['Alma Ortega'] } })).statusCode).toBe(
      200,
    );
    const before = { open: await boutRow(open), settled: await boutRow(settled) };

    const summary = await refreshFightData(db, { dir });

    expect(summary.import.tables.bouts.removed).toBe(0);
    expect(summary.import.tables.events.removed).toBe(0);
    // Still there, same key and card; its probability is the full run's now (it has seen the result beside it).
    expect(await boutRow(open)).toEqual({ ...before.open, p: expect.any(Number) });
    expect(await boutRow(settled)).toMatchObject({ outcome_a: 'L', key: before.settled!.key });
    expect((await db.query(`select 1 from events where id = $1 and status = 'scheduled'`, [eventId])).length).toBe(1);
    const me = (await app.inject({ url: `/api/predictions/me?season=${inDays(5).slice(0, 4)}`, headers })).json().data;
    expect(me).toMatchObject({ pending: 1, voided: 0 });
  });

  it('lets the source take over the same bout when it arrives: same id, the pick scored by the official result', async () => {
    const added = await cards('add', '--event', 'Test FC 4', '--date', inDays(8), '--a', id['Alma Ortega']!, '--b', id['Bruna Costa']!);
    const boutId = Number(/bout (\d+)/.exec(added)![1]);
    const opEvent = Number(/event (\d+)/.exec(added)![1]);
    const { headers } = await signUpAndSignIn(app);
    await app.inject({ method: 'PUT', url: `/api/predictions/bouts/${boutId}`, headers, payload: { winnerId: id['Bruna Costa'], method: 'DEC' } });

    // The official card a day later, fighters the other way round, with the result.
    await writeData([`e4,Test FC 4: Official,${inDays(9)},UFC`], ['e4,Bruna Costa,Alma Ortega,W,Decision - Unanimous,Lightweight']);
    await refreshFightData(db, { dir });

    const pairs = await db.query<{ id: number; key: string }>(
      `select id::int as id, key from bouts where least(fighter_a_id, fighter_b_id) = $1 and greatest(fighter_a_id, fighter_b_id) = $2 and date >= $3`,
      [Math.min(id['Alma Ortega']!, id['Bruna Costa']!), Math.max(id['Alma Ortega']!, id['Bruna Costa']!), inDays(1)],
    );
    expect(pairs).toEqual([{ id: boutId, key: expect.stringMatching(/^gen:test-fc:/) }]);
    // The operator's card, now empty, went with it.
    expect(await db.query(`select 1 from events where id = $1`, [opEvent])).toHaveLength(0);
    const me = (await app.inject({ url: `/api/predictions/me?season=${inDays(9).slice(0, 4)}`, headers })).json().data;
    expect(me).toMatchObject({ scored: 1, points: 2, voided: 0 });
  });

  it('keeps a fighter the sources dropped while an operator bout names them, instead of failing the import', async () => {
    const official = [[`e4,Test FC 4: Official,${inDays(9)},UFC`], ['e4,Bruna Costa,Alma Ortega,W,Decision - Unanimous,Lightweight']] as const;
    await writeData([...official[0], 'e5,Test FC 5,2024-09-01,UFC'], [...official[1], 'e5,Eva Gray,Dora Fink,W,KO/TKO,Lightweight']);
    await refreshFightData(db, { dir });
    const [eva] = await db.query<{ id: number }>(`select id::int as id from fighters where name = 'Eva Gray'`);
    const boutId = Number(/bout (\d+)/.exec(await cards('add', '--event', 'Test FC 6', '--date', inDays(20), '--a', eva!.id, '--b', id['Celia Duarte']!))![1]);

    // The source retracts Eva's only bout: her row would go, but the operator's card still names her.
    await writeData([...official[0]], [...official[1]]);
    const summary = await refreshFightData(db, { dir });
    expect(summary.import.tables.bouts.removed).toBe(1);
    expect(await db.query(`select 1 from fighters where id = $1`, [eva!.id])).toHaveLength(1);
    expect(await boutRow(boutId)).toMatchObject({ outcome_a: null });
  });
});

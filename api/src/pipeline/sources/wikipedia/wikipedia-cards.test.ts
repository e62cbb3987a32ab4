// An upcoming card from Wikipedia through the whole pipeline: scheduled bouts priced by the engine and open to picks,
// the page's later revision with results scoring those picks, and a more trusted source taking the bout over.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../http/app';
import { readConfig } from '../../../config';
import type { Database } from '../../../data/db/database';
import { buildDataReport } from '../../report/data-report';
import { formatDataReport } from '../../report/format-data-report';
import { refreshFightData } from '../../importer/refresh-fight-data';
import { signUpAndSignIn } from '../../../../test/support/auth-session';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const UPCOMING = 'UFC_Fight_Night__Example_vs._Sample.json';
// The saved upcoming card is dated 2026-12-12; the test moves it a month ahead of today so picks stay open.
const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const moveCard = (json: string) => {
  const [year, month, day] = future.split('-').map(Number);
  return json.replace(/2026\|12\|12/g, `${year}|${month}|${day}`);
};

describe(`a Wikipedia card from announcement to result on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let dir: string;
  const bout = async (a: string, b: string) =>
    (
      await db.query<{ id: number; key: string; outcome_a: string | null; status: string; a_id: number; b_id: number }>(
        `select b.id::int as id, b.key, b.outcome_a, e.status, fa.id::int as a_id, fb.id::int as b_id
         from bouts b join events e on e.id = b.event_id join fighters fa on fa.id = b.fighter_a_id join fighters fb on fb.id = b.fighter_b_id
         where (fa.name, fb.name) in (($1, $2), ($2, $1))`,
        [a, b],
      )
    )[0]!;

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildApp({ config: readConfig({}), db });
    dir = await mkdtemp(path.join(tmpdir(), 'fightrank-wiki-'));
    await cp(path.join(FIXTURES, 'data', 'wikipedia'), path.join(dir, 'wikipedia'), { recursive: true });
    await writeFile(path.join(dir, 'wikipedia', UPCOMING), moveCard(await readFile(path.join(FIXTURES, 'data', 'wikipedia', UPCOMING), 'utf8')));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports the upcoming card as scheduled bouts the engine prices, and records every page at its revision', async () => {
    await refreshFightData(db, { dir });
    const scheduled = await bout('Jon Jones', 'Bo Nickal');
    expect(scheduled).toMatchObject({ outcome_a: null, status: 'scheduled' });
    const [priced] = await db.query<{ probability_a: number }>(`select probability_a from bout_predictions where bout_id = $1`, [scheduled.id]);
    expect(priced!.probability_a).toBeGreaterThan(0);
    expect(priced!.probability_a).toBeLessThan(1);
    const pages = await db.query<{ title: string; revision_id: string }>(`select title, revision_id::text from source_pages order by page_id`);
    expect(pages).toContainEqual({ title: 'UFC Fight Night: Example vs. Sample', revision_id: '1270000001' });
    expect(pages).toHaveLength(6);
    const report = formatDataReport(await buildDataReport(db));
    expect(report).toContain('wikipedia (decision 045): 6 pages read at recorded revisions, 4 of them event pages; rows left out: 4');
    expect(report).toContain(
      '  UFC 309: Jones vs. Miocic (revision 1258000001): cancelled: Struck Fighter vs. Other Fighter (Bantamweight): Cancelled after Struck Fighter missed weight by 4 pounds.',
    );
    const cards = (await app.inject({ url: '/api/predictions/cards' })).json();
    expect(JSON.stringify(cards)).toContain('UFC Fight Night: Example vs. Sample');
  });

  it('scores picks by the result a later revision of the page brings, on the same bouts', async () => {
    const { headers } = await signUpAndSignIn(app);
    const main = await bout('Jon Jones', 'Bo Nickal');
    const nc = await bout('Example Ruiz', 'Newcomer Person');
    const jones = main.a_id;
    expect(
      (await app.inject({ method: 'PUT', url: `/api/predictions/bouts/${main.id}`, headers, payload: { winnerId: jones, method: 'SUB' } })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'PUT', url: `/api/predictions/bouts/${nc.id}`, headers, payload: { winnerId: nc.a_id } })).statusCode).toBe(200);

    await writeFile(path.join(dir, 'wikipedia', UPCOMING), moveCard(await readFile(path.join(FIXTURES, 'later', UPCOMING), 'utf8')));
    await refreshFightData(db, { dir });
    expect(await bout('Jon Jones', 'Bo Nickal')).toMatchObject({ id: main.id, outcome_a: 'W', status: 'completed' });
    expect(await bout('Example Ruiz', 'Newcomer Person')).toMatchObject({ id: nc.id, outcome_a: 'NC' });
    const me = (await app.inject({ url: `/api/predictions/me?season=${future.slice(0, 4)}`, headers })).json().data;
    // Winner and method right on the main event (2 points); a no contest scores nothing.
    expect(me).toMatchObject({ points: 2, scored: 2, correctMethods: 1, voided: 0 });
    const [page] = await db.query<{ revision_id: string }>(`select revision_id::text from source_pages where page_id = 79000001`);
    expect(page!.revision_id).toBe('1270000999');
  });

  it('keeps the bout and its picks when a more trusted source brings the same fight', async () => {
    const main = await bout('Jon Jones', 'Bo Nickal');
    // An operator file (docs/data-format.md) outranks Wikipedia: the merged bout takes its key.
    await mkdir(path.join(dir, 'generic'), { recursive: true });
    await writeFile(
      path.join(dir, 'generic', 'official.json'),
      JSON.stringify({
        events: [{ event_id: 'e1', name: 'UFC Fight Night: Example vs. Sample', date: future }],
        bouts: [{ event_id: 'e1', bout_id: 'b1', fighter_a: 'Jon Jones', fighter_b: 'Bo Nickal', outcome: 'W', method: 'Submission' }],
      }),
    );
    await refreshFightData(db, { dir });
    expect(await bout('Jon Jones', 'Bo Nickal')).toMatchObject({ id: main.id, key: 'gen:official:b1', outcome_a: 'W' });
  });
});

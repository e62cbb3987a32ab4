// The read model (decision 049) answers public reads with the very bytes the database path writes: every list, page
// form, filter form and error, the filter options, header search and (on PostgreSQL, where it holds them) the fighter
// pages. Two apps over one database, one answering from the read model and one from the database, must agree byte
// for byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RANKING_FILTER_PARAM } from '@fightrank/shared/contracts';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { insertGeneratedRankings, insertOrganizations } from '../../../test/support/ranking-fixtures';
import { insertFighterFixture, type FighterFixture } from '../../../test/support/fighter-fixtures';

describe(`public reads from the read model equal the database's answers on ${testDatabaseKind}`, () => {
  let db: Database;
  let fromDatabase: FastifyInstance;
  let fromModel: FastifyInstance;
  let fixture: FighterFixture;

  beforeAll(async () => {
    db = await openTestDatabase();
    fixture = await insertFighterFixture(db);
    // The fixture's own entries move past the generated lists' ranks (and past the top cutoff).
    await db.query('update ranking_entries set current_rank = current_rank + 5000, previous_rank = previous_rank + 5000');
    await insertGeneratedRankings(db, 1_200, ['pound-for-pound', 'global', 'goat', 'weight-class', 'country', 'age', 'organization']);
    await insertOrganizations(db, [{ code: 'ORG01', name: 'Org One Fighting' }]);
    const config = { ...readConfig({}), distRoot: '/nonexistent' };
    fromDatabase = await buildApp({ config, db });
    fromModel = await buildApp({ config, db, readModel: true });
    await fromModel.ready();
    expect(await fromModel.readModel!.refresh()).not.toBeNull();
  });
  afterAll(async () => {
    await fromModel?.close();
    await fromDatabase?.close();
    await db?.close();
  });

  async function expectSameAnswer(url: string, source: 'model' | 'any' = 'model') {
    const [expected, actual] = [await fromDatabase.inject(url), await fromModel.inject(url)];
    expect(actual.statusCode, url).toBe(expected.statusCode);
    expect(actual.body, url).toBe(expected.body);
    expect(actual.headers['content-type'], url).toBe(expected.headers['content-type']);
    expect(actual.headers.etag, url).toBe(expected.headers.etag);
    if (source === 'model' && actual.statusCode === 200) expect(actual.headers['x-cache'], url).toBe('model');
    return actual;
  }

  const filters: Record<string, string[]> = {
    '/': [''],
    '/global': [''],
    '/goat': [''],
    '/weight-class': ['wc=Lightweight', "wc=Women's%20Flyweight", 'wc=Nowhereweight'],
    '/country': ['c=Country%2003', 'c=Atlantis'],
    '/age': ['grp=25-29', 'grp=35-plus'],
    '/organization': ['org=ORG01', 'org=org%20one%20fighting', 'org=org05', 'org=NoSuchOrg'],
  };
  const pages = [
    '',
    'limit=100',
    'last_rank=50&limit=7',
    'last_rank=1199',
    'dir=desc',
    'dir=desc&last_rank=30&limit=25',
    'top_only=true&dir=desc',
    'movement=gainers',
    'movement=losers&dir=desc&offset=12&limit=30',
    'movement=gainers-top&offset=3',
    'movement=losers-top&dir=desc',
    'movement=gainers&top_only=true&limit=100&offset=100',
    'limit=0',
    'dir=sideways',
  ];

  it('every list, in every page form, and its errors', async () => {
    let compared = 0;
    for (const [path, filterForms] of Object.entries(filters))
      for (const filter of filterForms)
        for (const page of pages) {
          await expectSameAnswer(`/api/rankings${path}?${[filter, page].filter(Boolean).join('&')}`);
          compared++;
        }
    expect(compared).toBeGreaterThan(190);
  });

  it('the filter options of every filtered list', async () => {
    for (const kind of Object.keys(RANKING_FILTER_PARAM)) await expectSameAnswer(`/api/rankings/options/${kind}`);
  });

  it('fighter info and history, and the 404 of a fighter that does not exist', async () => {
    // PGlite's read model holds no fighter pages (its memory budget): there they come from the response cache.
    const source = testDatabaseKind === 'postgres' ? 'model' : 'any';
    const generated = (await db.query<{ id: number }>(`select id::int as id from fighters where name = 'Generated 0007'`))[0]!.id;
    for (const id of [fixture.makhachev, fixture.oliveira, fixture.poirier, fixture.rookie, generated, 2_147_483_000]) {
      await expectSameAnswer(`/api/fighters/${id}/info`, source);
      await expectSameAnswer(`/api/rankings/fighter/${id}/history`, source);
    }
  });

  it('header search, each step of it, and its 400s', async () => {
    // Short starts (the walk of the global ranking for "g"), substrings, a typo, nothing found, and bad input.
    for (const q of ['g', 'ge', 'is', 'Generated 00', 'generated 0007', 'makhachev', 'makachev', 'OLIVEIRA', 'dustin poirer', 'zzzz', '!!!'])
      await expectSameAnswer(`/api/fighters/search?q=${encodeURIComponent(q)}`);
    for (const bad of ['', 'q=', 'q=%20', `q=${'x'.repeat(101)}`, 'q=a%00b']) await expectSameAnswer(`/api/fighters/search?${bad}`, 'any');
  });

  it('a write moves the version: the next answers come from the database at once, then from the new model', async () => {
    const url = '/api/rankings/global?limit=3';
    const before = await fromModel.inject(url);
    expect(before.headers['x-cache']).toBe('model');
    await db.query(`update fighters set name = 'Renamed Generated' where name = 'Generated 0001'`);
    const after = await fromModel.inject(url);
    expect(after.headers['x-cache']).not.toBe('model');
    expect(after.body).toContain('Renamed Generated');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // That request started the new version's build.
    await fromModel.readModel!.settled();
    const rebuilt = await expectSameAnswer(url);
    expect(rebuilt.body).toBe(after.body);
  });

  it('every instance sees a write at once: each reads the version per request and holds its own model', async () => {
    const config = { ...readConfig({}), distRoot: '/nonexistent' };
    const other = await buildApp({ config, db, readModel: true });
    try {
      await other.ready();
      await other.readModel!.refresh();
      const info = `/api/fighters/${fixture.oliveira}/info`;
      for (const app of [fromModel, other]) expect((await app.inject('/api/rankings/global?limit=1')).headers['x-cache']).toBe('model');
      await db.query(`update fighters set nickname = 'Do Bronx' where id = $1`, [fixture.oliveira]);
      await db.query(`update fighters set name = 'Renamed Again' where name = 'Renamed Generated'`);
      for (const app of [fromModel, other]) {
        expect((await app.inject('/api/rankings/global?limit=1')).body).toContain('Renamed Again');
        expect((await app.inject(info)).json().data.nickname).toBe('Do Bronx');
      }
    } finally {
      await other.close();
    }
  });
});

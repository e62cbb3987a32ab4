import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../../config';
import type { Database } from '../../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { insertSnapshots } from '../../../../test/support/ranking-fixtures';

describe(`GET /api/fighters/search on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into organizations (code, name) values ('UFC', 'UFC'), ('PFL', 'PFL')`);
    const fighters: [string, string | null][] = [
      ['Jon Jones', 'Bones'],
      ['Jonathan Martinez', null],
      ['Chris Jones', null],
      ['Bruno Silva', null],
      ['Under_Score Man', null],
      ['José Aldo', 'Junior'],
      ['Jiří Procházka', 'Denisa'],
      ['Georges St-Pierre', 'Rush'],
      ["Sean O'Malley", 'Suga'],
      ['Islam Makhachev', null],
      ['Khabib Nurmagomedov', 'The Eagle'],
      ['Conor McGregor', 'The Notorious'],
      ['Jose Maria Tome', null],
      ['Silvana Gomez Juarez', null],
      ['Aldo Pereira', null],
    ];
    for (const [name, nickname] of fighters) {
      const [row] = await db.query<{ id: number }>(`insert into fighters (key, name, slug, nickname) values ($1, $2, $3, $4) returning id::int as id`, [
        `test:${name}`,
        name,
        name.toLowerCase().replace(/\W+/g, '-'),
        nickname,
      ]);
      ids[name] = row!.id;
    }
    await db.query(`insert into fighter_aliases (fighter_id, name, source) values ($1, 'Jon Bones Jones', 'test'), ($2, 'Georges Saint Pierre', 'test')`, [
      ids['Jon Jones'],
      ids['Georges St-Pierre'],
    ]);
    // rating (skill) is 100 above the fan score: search must show the fan score, the Rating of the ranking lists.
    const rate = (name: string, fan: number, org: string) =>
      db.query(
        `insert into fighter_ratings (fighter_id, rating, uncertainty, fan_score, peak_rating, bouts_rated, wins, losses, draws, no_contests, organization, is_active)
         values ($1, $2::float8, 50, $2::float8 - 100, $2::float8, 10, 8, 2, 0, 0, $3, true)`,
        [ids[name], fan + 100, org],
      );
    await rate('Jon Jones', 2000, 'UFC');
    await rate('Chris Jones', 1500, 'PFL');
    await rate('José Aldo', 1900, 'UFC');
    app = await buildApp({ config: readConfig({}), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const search = async (q: string) => app.inject({ url: `/api/fighters/search?q=${encodeURIComponent(q)}` });
  const names = async (q: string) => (await search(q)).json().data.map((f: { name: string }) => f.name) as string[];

  it("finds fighters by any name word, case-insensitively, most prominent first, with the ranking lists' Rating", async () => {
    const response = await search('JONES');
    expect(response.statusCode).toBe(200);
    // Typo-tolerant matches may follow; the exact ones lead.
    expect(response.json().data.slice(0, 2)).toEqual([
      // Inserted without bouts or a stated record: not known to be whole, and held since no year.
      { id: ids['Jon Jones'], name: 'Jon Jones', org: 'UFC', rating: 2000, recordComplete: false, recordSince: null, proRecord: null },
      { id: ids['Chris Jones'], name: 'Chris Jones', org: 'PFL', rating: 1500, recordComplete: false, recordSince: null, proRecord: null },
    ]);
  });

  it('puts a whole word first, then the start of any word, first name or surname alike, the more prominent first', async () => {
    // "jon" is Jon Jones's word; it starts Jonathan and Jones alike (migration 280), and the rated Chris Jones leads.
    expect((await names('jon')).slice(0, 3)).toEqual(['Jon Jones', 'Chris Jones', 'Jonathan Martinez']);
  });

  it.each([
    ['José Aldo', 'José Aldo'],
    ['jose aldo', 'José Aldo'],
    ['JOSE ALDO', 'José Aldo'],
    ['Jiří Procházka', 'Jiří Procházka'],
    ['jiri prochazka', 'Jiří Procházka'],
    ['st pierre', 'Georges St-Pierre'],
    ['St-Pierre', 'Georges St-Pierre'],
    ['georges saint pierre', 'Georges St-Pierre'],
    ['omalley', "Sean O'Malley"],
    ["O'Malley", "Sean O'Malley"],
    ['o malley', "Sean O'Malley"],
    ['makachev', 'Islam Makhachev'],
    ['nurmagomedof', 'Khabib Nurmagomedov'],
    ['khabib', 'Khabib Nurmagomedov'],
    ['Bones', 'Jon Jones'],
    ['The Notorious', 'Conor McGregor'],
    ['notorious', 'Conor McGregor'],
    ['mcgregor', 'Conor McGregor'],
  ])('"%s" finds %s first', async (q, expected) => {
    expect((await names(q))[0]).toBe(expected);
  });

  it('ranks a whole word of the name before the start of a longer one, so the famous namesake leads (migration 210)', async () => {
    // "silva" is Bruno Silva's word and only the start of Silvana's; "aldo" is a word of both Aldo Pereira's name and
    // José Aldo's, and the rated Aldo leads. Before, a name starting with the query came first in both.
    expect(await names('silva')).toEqual(['Bruno Silva', 'Silvana Gomez Juarez']);
    expect((await names('aldo')).slice(0, 2)).toEqual(['José Aldo', 'Aldo Pereira']);
  });

  it('ranks the better match first, then the more prominent fighter', async () => {
    // Both contain "jose"; the rated Aldo leads the unrated Tome.
    expect(await names('jose')).toEqual(['José Aldo', 'Jose Maria Tome']);
    // A typo match never outranks an exact one.
    expect((await names('silva'))[0]).toBe('Bruno Silva');
  });

  it('gives unrated fighters a null rating and org, and answers a nonsense query with an empty list', async () => {
    expect((await search('bruno')).json().data).toEqual([
      { id: ids['Bruno Silva'], name: 'Bruno Silva', org: null, rating: null, recordComplete: false, recordSince: null, proRecord: null },
    ]);
    expect((await search('zzzzqqqq')).json().data).toEqual([]);
  });

  it('treats LIKE wildcards and punctuation as text, never as patterns', async () => {
    expect((await search('%')).json().data).toEqual([]);
    expect((await search('!!!')).json().data).toEqual([]);
    expect(await names('under_')).toEqual(['Under_Score Man']);
  });

  it('answers an empty, missing, too long or NUL-bearing query with a 400 naming q', async () => {
    for (const url of ['/api/fighters/search', '/api/fighters/search?q=', '/api/fighters/search?q=%20%20', '/api/fighters/search?q=a%00b']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/\bq\b/);
    }
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });

  // Last in this block: once a snapshot exists, answers are cached.
  it('caches answers under the ranking snapshot date: a repeat is a byte-identical hit, a new snapshot a fresh answer', async () => {
    // Random dates: with Redis the cache outlives this test's own schema, so a fixed key could hit an earlier run.
    const year = 1900 + randomInt(100);
    await insertSnapshots(db, [`${year}-01-1${randomInt(10)}`]);
    const first = await search('jones');
    expect(first.headers['x-cache']).toBe('miss');
    const again = await search('jones');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.json().data[0]).toMatchObject({ name: 'Jon Jones', org: 'UFC', rating: 2000 });

    // A recompute writes new ratings with a new snapshot date: the next search reads them.
    await db.query(`update fighter_ratings set fan_score = 2100 where fighter_id = $1`, [ids['Jon Jones']]);
    await insertSnapshots(db, [`${year}-06-1${randomInt(10)}`]);
    const fresh = await search('jones');
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json().data[0]).toMatchObject({ name: 'Jon Jones', rating: 2100 });
  });
});

describe(`the famous first (migration 280) on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    // [name, nickname, global rank, GOAT rank]: Anderson Silva retired (no global rank) but is 4th all time.
    const fighters: [string, string | null, number | null, number | null][] = [
      ['Natalia Silva', null, 37, 900],
      ['Anderson Silva', 'The Spider', null, 4],
      ['Micaela Rampage', null, 3000, null],
      ['Quinton Jackson', 'Rampage', null, 150],
      ['Islam Makhachev', null, 1, 20],
      ['Makharbek Karginov', null, 1434, null],
      ['Khabib Nurmagomedov', 'The Eagle', null, 18],
      ['Yibugele', 'Eagle', 5000, null],
      // Near-names of the famous, for typos (migration 370): "kabib" and "halloway" are closer to them by word similarity.
      ['Soufiane Kabil', null, 3345, null],
      ['Max Holloway', 'Blessed', 14, 26],
      ['Ben Alloway', null, 4411, null],
      ['Daniel Cormier', 'DC', null, 10],
      ['Daniel Torres', null, null, null],
      ['Robert Whittaker', 'The Reaper', 8, 60],
      ['Robert Watley', null, null, null],
      ['Aaron Pico', null, 200, null],
      // Two letters swapped (migration 380): "oliviera" for Oliveira, with a near-name word similarity finds.
      ['Charles Oliveira', 'Do Bronx', 11, 40],
      ['Alex Oliveira', 'Cowboy', 900, null],
      ['Felipe Olivieri', null, 2500, null],
    ];
    for (const [name, nickname, global, goat] of fighters) {
      const [row] = await db.query<{ id: number }>(`insert into fighters (key, name, slug, nickname) values ($1, $1, $2, $3) returning id::int as id`, [
        name,
        name.toLowerCase().replace(/\W+/g, '-'),
        nickname,
      ]);
      for (const [kind, rank] of [
        ['global', global],
        ['goat', goat],
      ] as const)
        if (rank !== null)
          await db.query(`insert into ranking_entries (kind, filter_value, fighter_id, current_rank, score) values ($1, '', $2, $3, 0)`, [kind, row!.id, rank]);
    }
    app = await buildApp({ config: readConfig({}), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const names = async (q: string) =>
    ((await app.inject({ url: `/api/fighters/search?q=${encodeURIComponent(q)}` })).json().data as { name: string }[]).map((f) => f.name);

  it('a retired legend keeps his place on a shared surname: the better of the global and GOAT ranks breaks the tie', async () => {
    expect(await names('silva')).toEqual(['Anderson Silva', 'Natalia Silva']);
  });

  it('a nickname that is the whole query ties with a word of a name, and the more prominent fighter leads', async () => {
    expect(await names('rampage')).toEqual(['Quinton Jackson', 'Micaela Rampage']);
    // Matched in part, a nickname still counts for less than a name: "ampag" is inside both, Micaela's name leads.
    expect(await names('ampag')).toEqual(['Micaela Rampage', 'Quinton Jackson']);
    // "The Eagle" is the whole query after its article.
    expect(await names('eagle')).toEqual(['Khabib Nurmagomedov', 'Yibugele']);
  });

  it('the start of a surname counts as much as the start of a first name', async () => {
    expect(await names('makha')).toEqual(['Islam Makhachev', 'Makharbek Karginov']);
  });

  it('a misspelt famous name finds the famous fighter before an obscure near-name (migration 370)', async () => {
    // Soufiane Kabil holds four of the six trigrams of "kabib" (0.67), Khabib three (0.5): one trigram apart, a near
    // tie that fame decides. Word similarity alone put Kabil first, as it put Ben Alloway before Max Holloway.
    expect((await names('kabib')).slice(0, 2)).toEqual(['Khabib Nurmagomedov', 'Soufiane Kabil']);
    expect((await names('halloway')).slice(0, 2)).toEqual(['Max Holloway', 'Ben Alloway']);
    // Of two or more words the closest still leads, obscure or not: "robert waltey" is Robert Watley's and, one
    // trigram less, Robert Whittaker's (the first name and a W).
    expect((await names('robert waltey')).slice(0, 2)).toEqual(['Robert Watley', 'Robert Whittaker']);
    expect((await names('daniel orres'))[0]).toBe('Daniel Torres');
  });

  it('two adjacent letters swapped find the name, the famous first (migration 380)', async () => {
    // Word similarity gives "oliviera" 0.44 of "oliveira" (three trigrams changed in the word's middle), below the 0.5
    // that finds a typo, and Felipe Olivieri more: the swapped spelling finds every Oliveira, and fame orders them.
    expect(await names('oliviera')).toEqual(['Charles Oliveira', 'Alex Oliveira', 'Felipe Olivieri']);
    expect((await names('kahbib'))[0]).toBe('Khabib Nurmagomedov');
    // A name matched as written still comes first: "oliveira" itself finds no near-names.
    expect(await names('oliveira')).toEqual(['Charles Oliveira', 'Alex Oliveira']);
  });

  it('a query of one letter repeated finds nobody, however long (migration 370)', async () => {
    for (const q of ['aaa', 'aaaaaaa', 'a'.repeat(100)]) expect(await names(q), q).toEqual([]);
    // A typo that shares more than the first two letters is still found.
    expect(await names('aaron pcio')).toEqual(['Aaron Pico']);
  });
});

describe(`one- and two-letter searches among many names on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    // 320 names start with "qa" (enough for the ranking walk of migration 091), globally ranked in an order unrelated
    // to their names; 300 names with "qb" of which only 5 are ranked, so the walk finds too few and the full order answers.
    await db.exec(`
      insert into fighters (key, name, slug) select 'qa:' || i, 'Qa Fighter ' || i, 'qa-fighter-' || i from generate_series(1, 320) i;
      insert into fighters (key, name, slug) select 'qb:' || i, 'Qb Fighter ' || i, 'qb-fighter-' || i from generate_series(1, 300) i;
      insert into ranking_entries (kind, filter_value, fighter_id, current_rank, score)
        select 'global', '', id, row_number() over (order by (id * 7919) % 1000, id), 0 from fighters where key like 'qa:%';
      insert into ranking_entries (kind, filter_value, fighter_id, current_rank, score)
        select 'global', '', id, 1000 + row_number() over (order by id desc), 0 from fighters where key like 'qb:%' and key <= 'qb:5' and length(key) = 4;
      analyze`);
    app = await buildApp({ config: readConfig({}), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const names = async (q: string) => ((await app.inject({ url: `/api/fighters/search?q=${q}` })).json().data as { name: string }[]).map((f) => f.name);
  const byRank = (prefix: string) =>
    db.query<{ name: string }>(
      `select f.name from fighters f left join ranking_entries g on g.kind = 'global' and g.fighter_id = f.id
        where f.key like $1 order by g.current_rank nulls last, f.name limit 20`,
      [`${prefix}:%`],
    );

  it('answers the 20 best-ranked names that start with the letters, best first', async () => {
    expect(await names('qa')).toEqual((await byRank('qa')).map((r) => r.name));
    expect(await names('QA')).toEqual(await names('qa'));
  });

  it('puts the ranked first, then the rest by name, when fewer than 20 are ranked', async () => {
    const found = await names('qb');
    expect(found.slice(0, 5)).toEqual(['Qb Fighter 5', 'Qb Fighter 4', 'Qb Fighter 3', 'Qb Fighter 2', 'Qb Fighter 1']);
    expect(found).toEqual((await byRank('qb')).map((r) => r.name));
  });

  it('puts a whole name of those letters first, ranked or not', async () => {
    await db.exec(`insert into fighters (key, name, slug) values ('qa:whole', 'QA', 'qa')`);
    const found = await names('qa');
    expect(found[0]).toBe('QA');
    expect(found.slice(1)).toEqual((await byRank('qa')).map((r) => r.name).slice(0, 19));
  });

  it('puts a fighter whose nickname or known name is the letters next, before the names they start (migration 300)', async () => {
    // "DC" is Daniel Cormier's nickname and "DJ" a name fans call Demetrious Johnson: neither name starts so.
    await db.exec(`
      insert into fighters (key, name, slug, nickname) values ('nick:qa', 'Daniel Cormier', 'daniel-cormier', 'QA');
      insert into fighters (key, name, slug) values ('fan:qc', 'Demetrious Johnson', 'demetrious-johnson');
      insert into fighter_aliases (fighter_id, name, source) select id, 'Q.C.', 'fan' from fighters where key = 'fan:qc'`);
    const found = await names('qa');
    expect(found.slice(0, 2)).toEqual(['QA', 'Daniel Cormier']);
    expect(found.slice(2)).toEqual((await byRank('qa')).map((r) => r.name).slice(0, 18));
    expect(await names('qc')).toEqual(['Demetrious Johnson']);
    // A nickname the letters only start is no match: the short path reads whole nicknames and names.
    expect(await names('q')).not.toContain('Daniel Cormier');
  });
});

describe(`search rate limit on ${testDatabaseKind}`, () => {
  it('answers 429 with a message once a client exceeds the limit, and other clients are unaffected', async () => {
    const db = await openTestDatabase();
    const app = await buildApp({ config: readConfig({ REDIS_URL: process.env.REDIS_URL }), db });
    const client = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const ask = (ip: string) => app.inject({ url: '/api/fighters/search?q=a', remoteAddress: ip });
    for (let i = 0; i < RATE_LIMITS.search.max; i++) expect((await ask(client)).statusCode).toBe(200);
    const refused = await ask(client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests: at most 120 per /);
    expect((await ask('10.8.0.1')).statusCode).toBe(200);
    await app.close();
    await db.close();
  });
});

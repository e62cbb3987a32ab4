// The in-memory header search must answer exactly what fr_search_fighters answers (decision 049): on a fixture set
// made to reach every step of the function (short queries, the walk of the global ranking, substring scores, the
// typo step, nicknames and other known names, ties broken by the database's collation), every query of the
// differential check gives the same JSON text from both. The same check runs on the full real data as
// api/bench/search-differential.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { insertFighters, insertGeneratedRankings, insertRankingEntries } from '../../../test/support/ranking-fixtures';
import { compareSearches, searchDifferentialQueries } from '../../../test/support/search-differential';
import { listFighterSearchEntries, readKelvinSignFold, SEARCH_RESULT_LIMIT } from '../repositories/fighter-search';
import { adjacentTranspositions, createFighterSearchIndex, loadFighterSearchIndex, type FighterSearchIndex } from './fighter-search';

describe(`in-memory fighter search equals fr_search_fighters on ${testDatabaseKind}`, () => {
  let db: Database;
  let index: FighterSearchIndex;

  beforeAll(async () => {
    db = await openTestDatabase();
    // 320 "Generated ####" fighters ranked 1-320 globally: "g" and "ge" start 300 names, the function's walk.
    await insertGeneratedRankings(db, 320, ['global']);
    const named = [
      { name: 'Jon Jones', rating: 2100 },
      { name: 'Chris Jones', rating: 1700 },
      { name: 'Jonathan Martinez', rating: 1600 },
      { name: 'Islam Makhachev', rating: 2050 },
      { name: 'Khabib Nurmagomedov', rating: 2000 },
      { name: "Sean O'Malley", rating: 1900 },
      { name: 'Georges St-Pierre', rating: 1950 },
      { name: 'Jiří Procházka', rating: 1850 },
      // Equal folded names, equal ratings, unranked: only the name (in the database's collation) and id order them.
      { name: 'José Aldo', rating: 1500 },
      { name: 'Jose Aldo', rating: 1500 },
      { name: 'JOSE ALDO', rating: 1500 },
      { name: 'jose aldo', rating: 1500 },
      { name: 'Jose Aldo', rating: 1500 },
      { name: 'Jo', rating: 1400 },
      { name: 'J', rating: 1400 },
      { name: 'Æsir Ødegård', rating: 1400 },
      { name: '\u212aelvin Sign', rating: 1400 },
      { name: 'Dan Ige', rating: 1450 },
      { name: 'Dan Hooker', rating: 1450 },
      { name: 'Dan Henderson', rating: 1450 },
      { name: 'Danny Roberts', rating: 1450 },
      // Near-names of the famous for typos, and a name that starts with "aa" (migration 370).
      { name: 'Soufiane Kabil', rating: 900 },
      { name: 'Max Holloway', rating: 1800 },
      { name: 'Ben Alloway', rating: 800 },
      { name: 'Daniel Cormier', rating: 1900 },
      { name: 'Daniel Torres', rating: 1000 },
      { name: 'Aaron Pico', rating: 1500 },
      { name: 'Robert Whittaker', rating: 1850 },
      { name: 'Robert Watley', rating: 700 },
      // Two letters swapped (migration 380): the Oliveiras, of whom the ranked one leads, and a near-name a typo finds.
      { name: 'Alex Oliveira', rating: 1300 },
      { name: 'Charles Oliveira', rating: 1900 },
      { name: 'Felipe Olivieri', rating: 1100 },
      { name: 'Israel Adesanya', rating: 1900 },
    ];
    const ids = await insertFighters(db, named);
    const id = (name: string) => ids[named.findIndex((f) => f.name === name)]!;
    await insertRankingEntries(
      db,
      'global',
      '',
      ['Jon Jones', 'Islam Makhachev', 'Khabib Nurmagomedov', 'Chris Jones', 'Dan Hooker', 'Max Holloway', 'Daniel Cormier', 'Aaron Pico', 'Robert Whittaker', 'Charles Oliveira'].map((name, i) => ({
        fighterId: id(name),
        currentRank: 1001 + i,
      })),
    );
    // GOAT ranks (migration 280): the better of the two ranks is the prominence; Dan Henderson is ranked only there.
    await insertRankingEntries(
      db,
      'goat',
      '',
      ['Khabib Nurmagomedov', 'Dan Henderson', 'Jose Aldo', 'Jon Jones'].map((name, i) => ({ fighterId: id(name), currentRank: 1000 + 2 * i })),
    );
    // Inactive, no rating row at all, nicknames and other known names.
    await db.query(`update fighter_ratings set is_active = false where fighter_id = any($1)`, [[id('Dan Ige'), id('Jose Aldo')]]);
    await db.query(`delete from fighter_ratings where fighter_id = $1`, [id('Danny Roberts')]);
    await db.query(`insert into fighters (key, name, slug) values ('t:unrated', 'Jon Unrated', 'jon-unrated'), ('t:empty', '???', 'empty')`);
    const nicknames: [string, string][] = [
      ['Jon Jones', 'Bones'],
      ['Khabib Nurmagomedov', 'The Eagle'],
      ["Sean O'Malley", 'Suga'],
      ['Georges St-Pierre', 'Rush'],
      ['Dan Hooker', 'The Hangman'],
      ['Chris Jones', 'Jonesy'],
      // A nickname that is another fighter's whole name word: the exact-nickname penalty (migration 280).
      ['Islam Makhachev', 'Ige'],
      // "The Eagle" is the whole query "eagle" after its article, as "Eagle" is.
      ['Dan Henderson', 'Eagle'],
    ];
    for (const [name, nickname] of nicknames) await db.query(`update fighters set nickname = $2 where id = $1`, [id(name), nickname]);
    await db.query(
      `insert into fighter_aliases (fighter_id, name, source) values ($1, 'Jon Bones Jones', 'test'), ($2, 'Georges Saint Pierre', 'test'),
         ($3, 'Khabib Abdulmanapovich', 'test'), ($4, 'Jon Jones', 'test')`,
      [id('Jon Jones'), id('Georges St-Pierre'), id('Khabib Nurmagomedov'), id('Chris Jones')],
    );
    // One or two letters that name a fighter (migration 300): a whole name "JA" and a known name "J.A." of one Jose
    // Aldo; the nickname "Jo" of Jon Jones, whose name the letters also start; a one-letter known name "G".
    await db.query(`insert into fighters (key, name, slug) values ('t:ja', 'JA', 'ja')`);
    await db.query(`update fighters set nickname = 'Jo' where id = $1`, [id('Jon Jones')]);
    const aldo = (await db.query<{ id: number }>(`select id::int as id from fighters where name = 'Jose Aldo' order by id limit 1`))[0]!.id;
    await db.query(`insert into fighter_aliases (fighter_id, name, source) values ($1, 'J.A.', 'fan'), ($2, 'G', 'fan')`, [aldo, id('Dan Hooker')]);
    // Chunks of 7: the index is read in many statements, as the read model reads it.
    index = await loadFighterSearchIndex(db, 7);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('every query of the differential check answers the same JSON text from memory as from the database', async () => {
    // Thinned for the suite's time: every query about the named fighters, every one-letter and a fifth of the two-letter
    // starts, and one in ten about the generated ones (all of them run on the real data in the bench script).
    const queries = (await searchDifferentialQueries(db)).filter(
      (q, i) => (q.length === 2 ? i % 5 === 0 : !/\d{4}|generated/i.test(q) || i % 10 === 0),
    );
    expect(queries.length).toBeGreaterThan(500);
    expect(await compareSearches(db, index, queries)).toEqual([]);
  });

  it('one or two letters that are a nickname or known name answer alike, the named after a whole name (migration 300)', async () => {
    expect(await compareSearches(db, index, ['ja', 'JA', 'jo', 'j', 'g', 'G'])).toEqual([]);
    const names = (query: string) => index.search(query, SEARCH_RESULT_LIMIT).map((r) => r.name);
    expect(names('ja')).toEqual(['JA', 'Jose Aldo']);
    // Named and started by the letters: listed once, among the named, after the fixture's fighter named "Jo".
    expect(names('jo').slice(0, 2)).toEqual(['Jo', 'Jon Jones']);
    expect(names('jo').filter((n) => n === 'Jon Jones')).toHaveLength(1);
    expect(names('g')[0]).toBe('Dan Hooker');
  });

  it('the fixture reaches the typo step, the walk and the collation tie-break', () => {
    const names = (query: string) => index.search(query, SEARCH_RESULT_LIMIT).map((r) => r.name);
    expect(names('makachev')).toContain('Islam Makhachev');
    expect(names('g')).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(names('jose aldo').filter((n) => n.toLowerCase().startsWith('jos'))).toHaveLength(5);
  });

  it('typos of famous names and queries of a repeated letter answer alike, the famous first and nobody (migration 370)', async () => {
    const typos = ['kabib', 'khabeeb', 'halloway', 'daniel orres', 'robert waltey', 'makachev', 'nurmagomedof', 'jon jnoes', 'aaron pcio', 'danil', 'holowey'];
    const junk = ['aaa', 'aaaaaaa', 'a'.repeat(100), 'ababababab', 'zzzzzz', 'qwerty', 'xxxxxxx', 'kkkkkkkk'];
    expect(await compareSearches(db, index, [...typos, ...junk])).toEqual([]);
    const names = (query: string) => index.search(query, SEARCH_RESULT_LIMIT).map((r) => r.name);
    expect(names('kabib').slice(0, 2)).toEqual(['Khabib Nurmagomedov', 'Soufiane Kabil']);
    expect(names('halloway').slice(0, 2)).toEqual(['Max Holloway', 'Ben Alloway']);
    expect(names('daniel orres')[0]).toBe('Daniel Torres');
    expect(names('robert waltey').slice(0, 2)).toEqual(['Robert Watley', 'Robert Whittaker']);
    for (const q of ['aaa', 'aaaaaaa', 'a'.repeat(100)]) expect(names(q), q).toEqual([]);
  });

  it('two adjacent letters swapped find the name, the famous first, after every match as written (migration 380)', async () => {
    const swapped = ['oliviera', 'charles oliviera', 'kahbib', 'adesnaya', 'ahkbib nurmagomedov', 'jon jnoes', 'makhcahev', 'oilveira'];
    expect(await compareSearches(db, index, swapped)).toEqual([]);
    const names = (query: string) => index.search(query, SEARCH_RESULT_LIMIT).map((r) => r.name);
    // Both Oliveiras match "oliveira" as a word; the ranked one leads. The near-name a typo finds comes after them.
    expect(names('oliviera').slice(0, 3)).toEqual(['Charles Oliveira', 'Alex Oliveira', 'Felipe Olivieri']);
    expect(names('charles oliviera')[0]).toBe('Charles Oliveira');
    expect(names('kahbib')[0]).toBe('Khabib Nurmagomedov');
    expect(names('adesnaya')).toEqual(['Israel Adesanya']);
    // Each pair of adjacent different letters once; never a space, which would join or split words.
    expect(adjacentTranspositions('jon jnoes')).toEqual(['ojn jnoes', 'jno jnoes', 'jon njoes', 'jon jones', 'jon jneos', 'jon jnose']);
    expect(adjacentTranspositions('aab')).toEqual(['aba']);
    expect(adjacentTranspositions('a'.repeat(40) + 'b')).toEqual([]);
  });

  it('the check can fail: one fighter scored differently in memory is a disagreement', async () => {
    const entries = await listFighterSearchEntries(db, 0, 10_000);
    // The last of the five equal "jose aldo" names moved to the front of the collation order.
    const last = entries.filter((e) => e.searchName === 'jose aldo').sort((a, b) => b.nameOrder - a.nameOrder)[0]!;
    const altered = entries.map((e) => (e === last ? { ...e, nameOrder: -1 } : e));
    const wrong = createFighterSearchIndex(altered, await readKelvinSignFold(db));
    const disagreements = await compareSearches(db, wrong, ['jose aldo', 'jones']);
    expect(disagreements.map((d) => d.query)).toEqual(['jose aldo']);
  });
});

// The differential check of header search (decision 049): the in-memory index against fr_search_fighters on the
// same data, query by query, compared as the JSON text each path sends. Used by api/bench/search-differential.ts
// (the full real data) and read-model/fighter-search.test.ts (a fixture set, on PGlite and PostgreSQL).
import type { Queryable } from '../../src/data/db/database';
import { searchFighters, SEARCH_RESULT_LIMIT } from '../../src/data/repositories/fighter-search';
import type { FighterSearchIndex } from '../../src/data/read-model/fighter-search';

/** A small deterministic generator, so a run's queries can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ', s: 'š', z: 'ž' };

/**
 * What fans type, from the names the database holds: each full name, upper-cased and accented; one-, two- and
 * three-letter starts; substrings; a letter dropped, swapped or doubled; nicknames and other known names; garbage.
 * `every` thins the per-name variants (1 = every name) to bound the run time on the full data.
 */
export async function searchDifferentialQueries(db: Queryable, every = 1): Promise<string[]> {
  const names = (await db.query<{ name: string }>(`select name from fighters order by id`)).map((r) => r.name);
  const others = (await db.query<{ name: string }>(`select name from fighter_aliases union all select nickname from fighters where nickname is not null`)).map(
    (r) => r.name,
  );
  const random = seeded(49);
  const pick = (n: number) => Math.floor(random() * n);
  const queries = new Set<string>(names);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  for (const a of alphabet) {
    queries.add(a);
    for (const b of `${alphabet} `) queries.add(a + b);
  }
  names.forEach((name, i) => {
    if (i % every !== 0) return;
    const lower = name.toLowerCase();
    queries.add(name.toUpperCase());
    queries.add([...lower].map((ch) => (random() < 0.5 ? (ACCENTS[ch] ?? ch) : ch)).join(''));
    queries.add(lower.slice(0, 3));
    const start = pick(Math.max(1, lower.length - 3));
    queries.add(lower.slice(start, start + 3 + pick(6)));
    if (lower.length > 3) {
      const at = 1 + pick(lower.length - 2);
      queries.add(lower.slice(0, at) + lower.slice(at + 1));
      queries.add(lower.slice(0, at - 1) + (lower[at] ?? '') + (lower[at - 1] ?? '') + lower.slice(at + 1));
      queries.add(lower.slice(0, at) + (lower[at] ?? '') + lower.slice(at));
    }
    const surname = lower.split(' ').at(-1);
    if (surname) queries.add(surname);
  });
  others.forEach((name, i) => {
    if (i % every === 0) queries.add(name);
  });
  for (const garbage of [
    '!!!',
    '   ',
    '...',
    "'",
    'zzzzzzzzzz',
    'qxj',
    '123',
    '1 2 3',
    'a b c d e f',
    '\u212avin',
    'İslam',
    'ß',
    'Ærøskøbing',
    '😀 jones',
    '李小龍',
    'x'.repeat(100),
    'jo'.repeat(50),
    'o malley',
    "o'",
    'st-',
    '-- ;drop table fighters',
    '%',
    '_',
    'a%b',
    '\\',
  ])
    queries.add(garbage);
  return [...queries].map((q) => q.trim()).filter((q) => q.length > 0 && q.length <= 100);
}

export interface Disagreement {
  query: string;
  database: string;
  memory: string;
}

/** Each query through both paths; the answers as the route writes them (JSON text). */
export async function compareSearches(db: Queryable, index: FighterSearchIndex, queries: readonly string[]): Promise<Disagreement[]> {
  const disagreements: Disagreement[] = [];
  for (const query of queries) {
    const database = JSON.stringify(await searchFighters(db, query));
    const memory = JSON.stringify(index.search(query, SEARCH_RESULT_LIMIT));
    if (database !== memory) disagreements.push({ query, database, memory });
  }
  return disagreements;
}

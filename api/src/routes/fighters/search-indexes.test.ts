// Search runs on every keystroke pause: on PostgreSQL each part of it must read fighters and fighter_aliases
// through the trigram (or, for one or two letters, the prefix) index that migration 040 builds, chosen by the
// planner on its own from realistic statistics. PGlite runs the same SQL; its planner is not production's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { fighterSearchQuery, foldSearchText, WORD_SIMILARITY_THRESHOLD } from '../../repositories/fighter-search';
import { openTestDatabase, testDatabaseKind } from '../../testing/test-database';

interface PlanNode {
  'Node Type': string;
  Filter?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const scansOf = (node: PlanNode, table: string): PlanNode[] => [
  ...(node['Relation Name'] === table ? [node] : []),
  ...(node.Plans ?? []).flatMap((child) => scansOf(child, table)),
];
const indexesOf = (node: PlanNode): string[] => [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesOf)];

const FIGHTERS = 20_000;
const SEARCH_INDEXES = ['fighters_search_name_trgm_idx', 'fighters_search_nickname_trgm_idx', 'fighters_search_name_prefix_idx', 'fighters_pkey'];

describe.skipIf(testDatabaseKind !== 'postgres')('fighter search uses its indexes on PostgreSQL', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    // Names from syllables, so trigrams are as varied as real names; every tenth fighter has a nickname, every second an alias.
    await db.query(
      `with s(syl) as (select array['ka','mo','ri','jon','es','da','vi','no','ma','kha','chev','al','do','pi','er','sil','va','an','der','son'])
       insert into fighters (key, name, slug, nickname)
       select 'gen:' || i,
              initcap(s.syl[1 + i % 20] || s.syl[1 + (i / 20) % 20]) || ' ' || initcap(s.syl[1 + (i / 400) % 20] || s.syl[1 + (i * 7) % 20] || s.syl[1 + (i * 13) % 20]),
              'gen-' || i,
              case when i % 10 = 0 then 'The ' || initcap(s.syl[1 + (i * 3) % 20] || s.syl[1 + (i * 11) % 20]) end
         from generate_series(1, $1::int) i, s`,
      [FIGHTERS],
    );
    await db.exec(`insert into fighter_aliases (fighter_id, name, source) select id, name || ' Jr', 'test' from fighters where id % 2 = 0`);
    await db.exec('analyze');
  });
  afterAll(async () => {
    await db?.close();
  });

  it.each(['jose aldo', 'makachev', 'khabib', 'st pierre', 'omalley', 'the notorious', 'ka', 'j'])('"%s" reads fighters and aliases through indexes only', async (q) => {
    for (const typos of [false, true]) {
    const { text, values } = fighterSearchQuery(await foldSearchText(db, q), undefined, typos);
    const plan = await db.transaction(async (tx) => {
      await tx.exec(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
      const [row] = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${text}`, values);
      return row!['QUERY PLAN'][0]!.Plan;
    });
    const explained = JSON.stringify(plan, ['Node Type', 'Relation Name', 'Index Name', 'Plans', 'Filter', 'Index Cond'], 1);
    // Every scan that matches the text goes through a search index; fetching the matched fighters afterwards may
    // hash-join the table when many names match (two letters), which is the planner's right call.
    for (const table of ['fighters', 'fighter_aliases']) {
      for (const scan of scansOf(plan, table)) {
        if (scan['Node Type'] === 'Seq Scan') expect(scan.Filter ?? '', explained).not.toMatch(/search_/);
        for (const index of indexesOf(scan)) expect([...SEARCH_INDEXES, 'fighter_aliases_search_trgm_idx'], explained).toContain(index);
      }
    }
    expect(scansOf(plan, 'fighters').flatMap(indexesOf).some((i) => i.startsWith('fighters_search_')), explained).toBe(true);
    }
  });
});

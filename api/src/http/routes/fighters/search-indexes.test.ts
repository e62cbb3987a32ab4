// Search runs on every keystroke pause: on PostgreSQL each statement of fr_search_fighters (migration 091) must read
// fighters and fighter_aliases through the trigram (or, for one or two letters, the prefix) index that migration 040
// builds, chosen by the planner on its own from realistic statistics, both for the values at hand and as the generic
// plan the function keeps. The statements are read from the function itself, so this explains exactly what runs.
// PGlite runs the same SQL; its planner is not production's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';

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

  /**
   * Each statement of the function with its variables as parameters: $1 the folded text, $2 the limit, $3 the fighters
   * a short query names by nickname or known name (migration 300).
   */
  async function functionStatements(): Promise<string[]> {
    const [row] = await db.query<{ source: string }>(`select prosrc as source from pg_proc where oid = 'fr_search_fighters'::regproc`);
    const statements = [...row!.source.matchAll(/(?:return query|found := array\()\s*(with matches[\s\S]*?|select (?!\*)[\s\S]*?)\)?;/g)].map((m) => m[1]!);
    const named = [...row!.source.matchAll(/named := array\(([\s\S]*?)\);/g)].map((m) => m[1]!);
    const counts = [...row!.source.matchAll(/\((select count\(\*\) from \([\s\S]*?\) n)\) >= 300/g)].map((m) => m[1]!);
    return [...statements, ...named, ...counts].map((sql) =>
      sql
        .replace(/\bsearch_text\b/g, '$1::text')
        .replace(/\bresult_limit\b/g, '$2::int')
        .replace(/\bnamed\b/g, '$3::bigint[]'),
    );
  }

  it('finds the statements of the search function', async () => {
    // The short walk, the short ordering, the exact search, the typo search, the short query's named fighters and
    // the short count.
    expect(await functionStatements()).toHaveLength(6);
  });

  it.each(['jose aldo', 'makachev', 'khabib', 'st pierre', 'omalley', 'the notorious', 'ka', 'j'])(
    '"%s" reads fighters and aliases through indexes only',
    async (q) => {
      const [{ folded }] = (await db.query<{ folded: string }>('select fr_search_text($1) as folded', [q])) as [{ folded: string }];
      const statements = (await functionStatements()).filter((sql) => folded.length < 3 === !sql.includes('matches'));
      expect(statements.length).toBeGreaterThan(0);
      for (const [i, sql] of statements.entries()) {
        for (const mode of ['custom', 'generic'] as const) {
          const plan = await db.transaction(async (tx) => {
            await tx.exec(`set local pg_trgm.word_similarity_threshold = 0.5; set local plan_cache_mode = force_${mode}_plan`);
            const name = `search_plan_${i}_${mode}`;
            const args = [`'${folded}'`, ...(sql.includes('$2') ? ['20'] : []), ...(sql.includes('$3') ? [`'{}'`] : [])].join(', ');
            await tx.exec(`prepare ${name} as ${sql}`);
            const [row] = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) execute ${name}(${args})`);
            await tx.exec(`deallocate ${name}`);
            return row!['QUERY PLAN'][0]!.Plan;
          });
          const explained = `${mode} plan of ${sql}\n${JSON.stringify(plan, ['Node Type', 'Relation Name', 'Index Name', 'Plans', 'Filter', 'Index Cond'], 1)}`;
          // Every scan that matches the text goes through a search index; fetching the matched fighters afterwards may
          // hash-join the table when many names match (two letters), which is the planner's right call.
          for (const table of ['fighters', 'fighter_aliases']) {
            for (const scan of scansOf(plan, table)) {
              if (scan['Node Type'] === 'Seq Scan') expect(scan.Filter ?? '', explained).not.toMatch(/search_/);
              for (const index of indexesOf(scan)) expect([...SEARCH_INDEXES, 'fighter_aliases_search_trgm_idx'], explained).toContain(index);
            }
          }
          if (!sql.includes('ranking_entries g\n'))
            expect(
              scansOf(plan, 'fighters')
                .flatMap(indexesOf)
                .some((i) => i.startsWith('fighters_search_')),
              explained,
            ).toBe(true);
        }
      }
    },
  );
});

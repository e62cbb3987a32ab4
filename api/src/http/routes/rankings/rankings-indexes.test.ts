// The ranking lists are read on every page view; each query shape must be served by an index on
// PostgreSQL, chosen by the planner on its own (no enable_seqscan = off) from realistic statistics.
// PGlite runs the same SQL but its planner is not what production uses, so this file is PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_FILTER_PARAM, RANKING_MOVEMENTS, type FilteredRankingKind, type RankingKind } from '@fightrank/shared/contracts';
import type { Database } from '../../../data/db/database';
import { filterOptionsQuery, rankingListQuery, type RankingListParams, type SqlQuery } from '../../../data/repositories/rankings-repository';
import { insertGeneratedRankings, insertSnapshots } from '../../../../test/support/ranking-fixtures';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, table: string): PlanNode[] {
  const own = node['Relation Name'] === table ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => scansOf(child, table))];
}

/** Index names read by a scan node, including the bitmap index scans under a bitmap heap scan. */
function indexesOf(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesOf)];
}

const FIGHTERS = 5000;
const LISTS: { kind: RankingKind; filterValue: string }[] = [
  { kind: 'pound-for-pound', filterValue: '' },
  { kind: 'global', filterValue: '' },
  { kind: 'weight-class', filterValue: 'Lightweight' },
  { kind: 'country', filterValue: 'Country 07' },
  { kind: 'age', filterValue: '30-34' },
];

// Both lead with (kind, filter_value): a short filtered list may be read whole through either and sorted.
const LIST_KEYS = ['ranking_entries_pkey', 'ranking_entries_fighter_key'];

interface Shape {
  name: string;
  query: SqlQuery;
  /** Indexes the planner may pick for ranking_entries: movers need their partial index unless '-top' bounds the ranks. */
  indexes: string[];
}

function listShapes(): Shape[] {
  const shapes: Shape[] = [];
  for (const { kind, filterValue } of LISTS) {
    for (const movement of RANKING_MOVEMENTS) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const topOnly of [false, true]) {
          const pages =
            movement === 'all'
              ? [
                  { lastRank: 0, offset: 0 },
                  { lastRank: 400, offset: 0 },
                ]
              : [
                  { lastRank: 0, offset: 0 },
                  { lastRank: 0, offset: 300 },
                ];
          for (const page of pages) {
            const params: RankingListParams = { kind, filterValue, movement, dir, topOnly, limit: 51, ...page };
            const top = topOnly || movement.endsWith('-top');
            const movers = movement === 'all' ? [] : [`ranking_entries_${movement.replace('-top', '')}_idx`];
            shapes.push({
              name: `${kind}/${filterValue} ${movement} ${dir}${topOnly ? ' top_only' : ''} last_rank=${page.lastRank} offset=${page.offset}`,
              query: rankingListQuery(params),
              indexes: movement === 'all' || top ? [...movers, ...LIST_KEYS] : movers,
            });
          }
        }
      }
    }
  }
  for (const kind of Object.keys(RANKING_FILTER_PARAM) as FilteredRankingKind[]) {
    shapes.push({ name: `options ${kind}`, query: filterOptionsQuery(kind), indexes: LIST_KEYS });
  }
  return shapes;
}

describe.skipIf(testDatabaseKind !== 'postgres')('ranking queries use indexes on PostgreSQL', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertGeneratedRankings(db, FIGHTERS, ['pound-for-pound', 'global', 'goat', 'weight-class', 'country', 'age', 'organization']);
    await insertSnapshots(db, ['2025-03-01']);
    await db.exec('analyze');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('has a realistic table to plan against', async () => {
    const [row] = await db.query<{ count: number }>('select count(*)::int as count from ranking_entries');
    expect(row!.count).toBe(FIGHTERS * 7);
  });

  it.each(listShapes())('$name: reads ranking_entries through $indexes, never a sequential scan', async ({ query, indexes }) => {
    const [row] = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${query.text}`, query.values);
    const plan = row!['QUERY PLAN'][0]!.Plan;
    const scans = scansOf(plan, 'ranking_entries');
    const explained = JSON.stringify(plan, null, 1);
    expect(scans.length).toBeGreaterThan(0);
    expect(
      scans.map((s) => s['Node Type']),
      explained,
    ).not.toContain('Seq Scan');
    for (const scan of scans) {
      const used = indexesOf(scan);
      expect(used.length, explained).toBeGreaterThan(0);
      for (const index of used) expect(indexes, explained).toContain(index);
    }
  });
});

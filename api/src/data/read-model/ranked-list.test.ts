import { describe, expect, it } from 'vitest';
import { RANKING_MOVEMENTS, TOP_RANK_CUTOFF } from '@fightrank/shared/contracts';
import { createRankedList, type ListPageParams, type RankedRowText } from './ranked-list';

// Ranks with gaps across the top cutoff, rank changes with ties and new entries (null), as the SQL lists hold them.
const rows: RankedRowText[] = Array.from({ length: 700 }, (_, i) => {
  const rank = i * 2 + 1 + (i > 400 ? 300 : 0);
  const change = i % 9 === 0 ? null : ((i * 37) % 21) - 10;
  return { rank, change, json: `{"r":${rank}}` };
});

/** What rankingListQuery's SQL selects, written the plain way: filter, sort, cut. */
function reference(p: ListPageParams): number[] {
  const top = p.topOnly || p.movement.endsWith('-top');
  const kept = rows.filter((r) => !top || r.rank <= TOP_RANK_CUTOFF);
  if (p.movement === 'all') {
    const asc = p.dir === 'asc';
    const after = kept.filter((r) => (asc ? r.rank > p.lastRank : p.lastRank === 0 || r.rank < p.lastRank));
    return after
      .sort((a, b) => (asc ? a.rank - b.rank : b.rank - a.rank))
      .slice(0, p.limit)
      .map((r) => r.rank);
  }
  const gainers = p.movement.startsWith('gainers');
  const moved = kept.filter((r) => r.change !== null && (gainers ? r.change > 0 : r.change < 0));
  const asc = p.dir === 'asc';
  // ORDER BY of pageShape: gainers asc "rank_change desc, current_rank", desc "rank_change, current_rank desc";
  // losers asc "rank_change, current_rank", desc "rank_change desc, current_rank desc".
  const sign = gainers === asc ? -1 : 1;
  moved.sort((a, b) => sign * (a.change! - b.change!) || (asc ? a.rank - b.rank : b.rank - a.rank));
  return moved.slice(p.offset, p.offset + p.limit).map((r) => r.rank);
}

describe('a ranked list in memory cuts the pages the list query cuts', () => {
  const list = createRankedList(rows);

  it('for every movement, direction, cursor, offset, limit and top filter', () => {
    let checked = 0;
    for (const movement of RANKING_MOVEMENTS)
      for (const dir of ['asc', 'desc'] as const)
        for (const topOnly of [false, true])
          for (const lastRank of [0, 1, 2, 3, 500, 999, 1000, 1001, 1400, 1800, 5000])
            for (const offset of [0, 1, 7, 150, 5000])
              for (const limit of [1, 10, 100]) {
                const params = { lastRank, offset, limit, dir, movement, topOnly };
                expect(
                  list.page(params).map((r) => r.rank),
                  JSON.stringify(params),
                ).toEqual(reference(params));
                checked++;
              }
    expect(checked).toBeGreaterThan(1000);
  });

  it('pages through a whole list with the keyset cursor, each row once, both ways', () => {
    for (const dir of ['asc', 'desc'] as const) {
      const seen: number[] = [];
      let lastRank = 0;
      for (;;) {
        const page = list.page({ lastRank, offset: 0, limit: 100, dir, movement: 'all', topOnly: false });
        if (page.length === 0) break;
        seen.push(...page.map((r) => r.rank));
        lastRank = page.at(-1)!.rank;
      }
      expect(seen).toEqual((dir === 'asc' ? rows : [...rows].reverse()).map((r) => r.rank));
    }
  });

  it('an empty list answers empty pages', () => {
    expect(createRankedList([]).page({ lastRank: 0, offset: 0, limit: 10, dir: 'desc', movement: 'gainers', topOnly: false })).toEqual([]);
  });
});

// One ranking list (a kind and filter value) held in memory for the read model (decision 049): every row's JSON text
// in rank order, and the pages the list routes ask for cut from it exactly as rankingListQuery's SQL cuts them (the
// same filters, orders, cursors and limits), so a page is a slice and a join of at most 100 texts.
import { TOP_RANK_CUTOFF } from '@fightrank/shared/contracts';
import type { RankingListParams } from '../repositories/rankings-repository';

export interface RankedRowText {
  rank: number;
  /** previous rank - current rank; null for a fighter new to the list. */
  change: number | null;
  /** The row as JSON.stringify writes the list query's row. */
  json: string;
}

/** The list query's paging, without the list it pages (a RankedList is one list). */
export type ListPageParams = Omit<RankingListParams, 'kind' | 'filterValue'>;

export interface RankedList {
  /** The rows of one page, in the order the route answers them. */
  page(params: ListPageParams): readonly RankedRowText[];
}

/** The first index whose rank is above `rank` (rows in rank order). */
function firstAbove(rows: readonly RankedRowText[], rank: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (rows[mid]!.rank > rank) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** `rows` must be in rank order (ranks are unique within a list: its primary key). */
export function createRankedList(rows: readonly RankedRowText[]): RankedList {
  // The movers of each movement list in its ascending order, made on first use and kept (desc is its reverse).
  const movers = new Map<string, readonly RankedRowText[]>();

  function moversOf(gainers: boolean, top: boolean): readonly RankedRowText[] {
    const key = `${gainers}|${top}`;
    let list = movers.get(key);
    if (!list) {
      const moved = rows.filter((row) => row.change !== null && (gainers ? row.change > 0 : row.change < 0) && (!top || row.rank <= TOP_RANK_CUTOFF));
      // Biggest movers first (gainers: most places gained; losers: most places lost), then the better rank.
      list = moved.sort((a, b) => (gainers ? b.change! - a.change! : a.change! - b.change!) || a.rank - b.rank);
      movers.set(key, list);
    }
    return list;
  }

  return {
    page({ lastRank, offset, limit, dir, movement, topOnly }) {
      const top = topOnly || movement.endsWith('-top');
      const asc = dir === 'asc';
      if (movement === 'all') {
        const topEnd = top ? firstAbove(rows, TOP_RANK_CUTOFF) : rows.length;
        if (asc) {
          const start = firstAbove(rows, lastRank);
          return rows.slice(start, Math.min(topEnd, start + limit));
        }
        // Descending: ranks below the cursor (when one is given), worst first.
        const end = Math.min(topEnd, lastRank > 0 ? firstAbove(rows, lastRank - 1) : rows.length);
        return rows.slice(Math.max(0, end - limit), end).reverse();
      }
      const list = moversOf(movement.startsWith('gainers'), top);
      if (asc) return list.slice(offset, offset + limit);
      const end = Math.max(0, list.length - offset);
      return list.slice(Math.max(0, end - limit), end).reverse();
    },
  };
}

// The page a ranking list shows, as a small state machine (spec §4 "Community rankings pagination",
// which the ranking lists share): a history of cursors starting at [0] and an index into it. Cursors
// are last_rank values for movement 'all' and offsets for the movement lists (spec §7).
import type { PageSize, RankedFighter, RankingDirection, RankingKind, RankingMovement } from '../contracts';
import type { RankingListParams } from './ranking-queries';
import type { RankingPaginationState } from '@fightrank/shared/routing';
import type { RankingPreferences } from '@fightrank/shared/stores';

export function initialPagination(kind: RankingKind, preferences: RankingPreferences): RankingPaginationState {
  return { kind, filter: null, pageSize: preferences.pageSize, direction: preferences.direction, movement: 'all', cursors: [0], index: 0 };
}

/** The first page again, with whatever changed: page size, order, movement or filter all reset paging. */
function firstPage(state: RankingPaginationState, change: Partial<RankingPaginationState>): RankingPaginationState {
  return { ...state, ...change, cursors: [0], index: 0 };
}

export const withPageSize = (state: RankingPaginationState, pageSize: PageSize) => firstPage(state, { pageSize });
export const withDirection = (state: RankingPaginationState, direction: RankingDirection) => firstPage(state, { direction });
export const withMovement = (state: RankingPaginationState, movement: RankingMovement) => firstPage(state, { movement });
export const withFilter = (state: RankingPaginationState, filter: string | null) => firstPage(state, { filter });

/** A full page may have a following one; a short page is the last. */
export const isFullPage = (rows: readonly RankedFighter[] | undefined, pageSize: number) => (rows?.length ?? 0) >= pageSize;

/**
 * Next is allowed when this page is full and the following page (prefetched with the same request Next
 * would send) has rows, so Next never leads to an empty page and the default request stays limit 10.
 */
export function canGoNext(rows: readonly RankedFighter[] | undefined, pageSize: number, followingRows: readonly RankedFighter[] | undefined): boolean {
  return isFullPage(rows, pageSize) && (followingRows?.length ?? 0) > 0;
}

export const canGoPrevious = (state: RankingPaginationState) => state.index > 0;

/**
 * Next pushes the new cursor: the rank of the last row on the page (keyset), or the next offset for a
 * movement list. Any pages after the current one are dropped first, as a browser drops forward history.
 */
export function nextPage(state: RankingPaginationState, rows: readonly RankedFighter[]): RankingPaginationState {
  if (!isFullPage(rows, state.pageSize)) return state;
  const current = state.cursors[state.index] ?? 0;
  const lastShown = rows[state.pageSize - 1];
  const cursor = state.movement === 'all' ? (lastShown?.currentRank ?? current) : current + state.pageSize;
  return { ...state, cursors: [...state.cursors.slice(0, state.index + 1), cursor], index: state.index + 1 };
}

export function previousPage(state: RankingPaginationState): RankingPaginationState {
  return canGoPrevious(state) ? { ...state, index: state.index - 1 } : state;
}

/** The rows to show: never more than the page size (spec §5). */
export function visibleRows(rows: readonly RankedFighter[] | undefined, pageSize: number): readonly RankedFighter[] {
  return rows ? rows.slice(0, pageSize) : [];
}

/** The request of the page shown (spec §9 default: last_rank 0, limit 10, dir asc, movement all, top_only false). */
export function pageRequest(state: RankingPaginationState): RankingListParams {
  const cursor = state.cursors[state.index] ?? 0;
  return {
    filter: state.filter,
    lastRank: state.movement === 'all' ? cursor : 0,
    offset: state.movement === 'all' ? 0 : cursor,
    limit: state.pageSize,
    direction: state.direction,
    movement: state.movement,
  };
}

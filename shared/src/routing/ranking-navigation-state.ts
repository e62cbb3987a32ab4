// Navigation state between a ranking list and a fighter page (spec §2 "Fighter link"): the row link
// carries where it came from and the list's pagination; the fighter page hands the pagination back
// when it links to 'from', and the list restores the same page, filter and order from it.
import {
  PAGE_SIZES,
  RANKING_DIRECTIONS,
  RANKING_KINDS,
  RANKING_MOVEMENTS,
  type PageSize,
  type RankingDirection,
  type RankingKind,
  type RankingMovement,
} from '../contracts';

/** Where a ranking list is: which filter, order and movement, and which page of its cursor history. */
export interface RankingPaginationState {
  kind: RankingKind;
  filter: string | null;
  pageSize: PageSize;
  direction: RankingDirection;
  movement: RankingMovement;
  /**
   * Spec §4: a history of cursors starting at [0]. They are last_rank values when movement is 'all'
   * and offsets otherwise (spec §7: offset replaces last_rank for movement lists).
   */
  cursors: number[];
  /** The page shown: an index into cursors. */
  index: number;
}

/** State a ranking row passes to the fighter link. */
export interface RankingLinkState {
  from: string;
  pagination: RankingPaginationState;
}

/** State the fighter page passes back when it returns to 'from'. */
export interface RankingReturnState {
  pagination: RankingPaginationState;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCursor = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

export function isRankingPaginationState(value: unknown): value is RankingPaginationState {
  if (!isRecord(value)) return false;
  const { kind, filter, pageSize, direction, movement, cursors, index } = value;
  return (
    RANKING_KINDS.includes(kind as RankingKind) &&
    (filter === null || typeof filter === 'string') &&
    PAGE_SIZES.includes(pageSize as PageSize) &&
    RANKING_DIRECTIONS.includes(direction as RankingDirection) &&
    RANKING_MOVEMENTS.includes(movement as RankingMovement) &&
    Array.isArray(cursors) &&
    cursors.length > 0 &&
    cursors[0] === 0 &&
    cursors.every(isCursor) &&
    Number.isInteger(index) &&
    (index as number) >= 0 &&
    (index as number) < cursors.length
  );
}

export function rankingLinkState(from: string, pagination: RankingPaginationState): RankingLinkState {
  return { from, pagination };
}

/** The pagination in a location's state (a row link's, or the one handed back), when it is well formed. */
export function readRankingPagination(state: unknown, kind?: RankingKind): RankingPaginationState | null {
  if (!isRecord(state) || !isRankingPaginationState(state.pagination)) return null;
  if (kind !== undefined && state.pagination.kind !== kind) return null;
  return state.pagination;
}

/**
 * For a page opened from a ranking row: where "back to rankings" goes and the state to send along,
 * or null when the page was not opened from a ranking list.
 */
export function rankingReturnTarget(state: unknown): { to: string; state: RankingReturnState } | null {
  if (!isRecord(state) || typeof state.from !== 'string' || !state.from.startsWith('/') || state.from.startsWith('//')) return null;
  const pagination = readRankingPagination(state);
  return pagination ? { to: state.from, state: { pagination } } : null;
}

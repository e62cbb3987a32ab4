// A ranking list's filter, page size, order, movement and page live in the URL, so reload, Back and
// a shared link all show the same list. What the URL leaves out comes from the saved preferences
// (spec §3 page size and direction) and the spec's defaults (movement all, first page).
import {
  PAGE_SIZES,
  RANKING_DIRECTIONS,
  RANKING_FILTER_PARAM,
  RANKING_MOVEMENTS,
  type FilteredRankingKind,
  type PageSize,
  type RankingDirection,
  type RankingKind,
  type RankingMovement,
} from '../contracts';
import type { RankingPaginationState } from './ranking-navigation-state';

/** The saved page size and order (the stores' RankingPreferences; routing stays free of browser storage). */
type ListPreferences = Pick<RankingPaginationState, 'pageSize' | 'direction'>;

/** Query parameter names: the filter keeps the API's own (wc, c, grp, org) so links read the same. */
export const RANKING_URL_PARAMS = { pageSize: 'size', direction: 'dir', movement: 'movement', pages: 'after' } as const;
/** Deepest page history a URL may carry; beyond that a link is not one a person shared. */
const MAX_PAGES = 500;

const filterParam = (kind: RankingKind): string | null => (kind in RANKING_FILTER_PARAM ? RANKING_FILTER_PARAM[kind as FilteredRankingKind] : null);

/** The list state a URL describes; anything missing or malformed falls back to the preferences and defaults. */
export function readRankingUrl(kind: RankingKind, search: string, preferences: ListPreferences): RankingPaginationState {
  const query = new URLSearchParams(search);
  const param = filterParam(kind);
  const filter = param ? query.get(param)?.trim() || null : null;
  const size = Number(query.get(RANKING_URL_PARAMS.pageSize));
  const pageSize = PAGE_SIZES.includes(size as PageSize) ? (size as PageSize) : preferences.pageSize;
  const dir = query.get(RANKING_URL_PARAMS.direction);
  const direction = RANKING_DIRECTIONS.includes(dir as RankingDirection) ? (dir as RankingDirection) : preferences.direction;
  const move = query.get(RANKING_URL_PARAMS.movement);
  const movement = RANKING_MOVEMENTS.includes(move as RankingMovement) ? (move as RankingMovement) : 'all';
  const cursors = [0, ...readCursors(query.get(RANKING_URL_PARAMS.pages))];
  return { kind, filter, pageSize, direction, movement, cursors, index: cursors.length - 1 };
}

/** Cursors after the first page: ascending positive integers (ranks or offsets), else none at all. */
function readCursors(text: string | null): number[] {
  if (!text) return [];
  const parts = text.split(',');
  if (parts.length > MAX_PAGES || !parts.every((p) => /^[1-9]\d{0,8}$/.test(p))) return [];
  const numbers = parts.map(Number);
  return numbers.every((n, i) => i === 0 || n > numbers[i - 1]!) ? numbers : [];
}

/**
 * The query string of a list state: the filter, page size and order always (a shared link should show
 * what the sender saw, whatever the reader's saved preferences), movement and page only when not the default.
 * Other parameters already in `current` are kept.
 */
export function writeRankingUrl(state: RankingPaginationState, current = ''): string {
  const query = new URLSearchParams(current);
  const param = filterParam(state.kind);
  if (param) {
    if (state.filter) query.set(param, state.filter);
    else query.delete(param);
  }
  query.set(RANKING_URL_PARAMS.pageSize, String(state.pageSize));
  query.set(RANKING_URL_PARAMS.direction, state.direction);
  if (state.movement === 'all') query.delete(RANKING_URL_PARAMS.movement);
  else query.set(RANKING_URL_PARAMS.movement, state.movement);
  const pages = state.cursors.slice(1, state.index + 1);
  if (pages.length > 0) query.set(RANKING_URL_PARAMS.pages, pages.join(','));
  else query.delete(RANKING_URL_PARAMS.pages);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The query string of a list opened at the page that holds rank `rank`, in ascending order with `pageSize` rows a
 * page: how a fighter's page links to a list he is ranked in ("Division · Heavyweight #5"). An ascending cursor is
 * the rank a page starts after, and ranks are unique within a list, so his page starts after the last multiple of
 * the page size below his rank; the cursors of the pages before it are written too, so Previous works. A rank deeper
 * than a URL may carry pages for opens the list's first page.
 */
export function writeRankingUrlAtRank(kind: RankingKind, filter: string | null, rank: number, pageSize: PageSize): string {
  const pagesBefore = Math.max(0, Math.floor((rank - 1) / pageSize));
  const cursors = [0, ...(pagesBefore <= MAX_PAGES ? Array.from({ length: pagesBefore }, (_, i) => (i + 1) * pageSize) : [])];
  return writeRankingUrl({ kind, filter, pageSize, direction: 'asc', movement: 'all', cursors, index: cursors.length - 1 });
}

/** Only the filter, for the default a list opens with: the rest stays with the reader's preferences. */
export function writeFilterOnly(kind: RankingKind, filter: string, current = ''): string {
  const param = filterParam(kind);
  const query = new URLSearchParams(current);
  if (param) query.set(param, filter);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * A list filter's value in case- and spacing-insensitive form, as people type and share links: "Bellator  MMA",
 * "bellator_mma" and "BELLATOR MMA" meet, and "light-heavyweight" meets "Light Heavyweight". The API resolves `org=`
 * by it (organization-filter.ts), and the lists read every URL filter by it (mfe-rankings filter-match.ts).
 */
export const filterKey = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

// The list's filter, page size, order, movement and page are read from the URL (ranking-url.ts in
// @fightrank/shared/routing) and every change is a new history entry, so reload, Back and a shared link
// show the same list. Row links carry the URL as 'from' with the pagination (spec §2), and the fighter
// page hands both back.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RankingKind } from '@fightrank/shared/contracts';
import { readRankingUrl, writeFilterOnly, writeRankingUrl, type RankingPaginationState, type RankingReturnState } from '@fightrank/shared/routing';
import { useRankingPreferencesStore } from '@fightrank/shared/stores';

export interface RankingPaginationControls {
  /** A change the visitor made: a new history entry. */
  set: (next: RankingPaginationState) => void;
  /** The filter the list opens with when the URL names none: replaces the entry, so Back skips it. */
  openWith: (filter: string) => void;
}

export function useRankingPagination(kind: RankingKind): [RankingPaginationState, RankingPaginationControls] {
  const location = useLocation();
  const navigate = useNavigate();
  const pageSize = useRankingPreferencesStore((s) => s.pageSize);
  const direction = useRankingPreferencesStore((s) => s.direction);
  const state = readRankingUrl(kind, location.search, { pageSize, direction });

  const { pathname, search } = location;
  const set = useCallback(
    (next: RankingPaginationState) => {
      const entryState: RankingReturnState = { pagination: next };
      // flushSync: the list is redrawn from the new URL before the next event. In a transition (react-router's
      // default) a busy device ran the fan's next choice on the list still drawn, and that choice's URL undid this one
      // (the weight class chosen, then the page size written over the old division).
      void navigate({ pathname, search: writeRankingUrl(next, search) }, { state: entryState, preventScrollReset: true, flushSync: true });
    },
    [navigate, pathname, search],
  );
  const openWith = useCallback(
    (filter: string) => void navigate({ pathname, search: writeFilterOnly(kind, filter, search) }, { replace: true, preventScrollReset: true }),
    [navigate, pathname, search, kind],
  );
  return [state, { set, openWith }];
}

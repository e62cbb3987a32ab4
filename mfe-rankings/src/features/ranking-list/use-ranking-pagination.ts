// The list's pagination lives in the history entry's state (location.state), so it is there when the
// fighter page hands it back, when the visitor presses Back, and after a reload. Without any, the list
// starts on the first page with the saved page size and order.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RankingKind } from '@fightrank/shared/contracts';
import { readRankingPagination, type RankingReturnState } from '@fightrank/shared/routing';
import { useRankingPreferencesStore } from '@fightrank/shared/stores';
import { initialPagination, type RankingPaginationState } from './pagination';

export function useRankingPagination(kind: RankingKind): [RankingPaginationState, (next: RankingPaginationState) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const pageSize = useRankingPreferencesStore((s) => s.pageSize);
  const direction = useRankingPreferencesStore((s) => s.direction);
  const state = readRankingPagination(location.state, kind) ?? initialPagination(kind, { pageSize, direction });

  const { pathname, search, hash } = location;
  const setState = useCallback(
    (next: RankingPaginationState) => {
      const entryState: RankingReturnState = { pagination: next };
      void navigate({ pathname, search, hash }, { replace: true, state: entryState, preventScrollReset: true });
    },
    [navigate, pathname, search, hash],
  );
  return [state, setState];
}

// Page size and order of the ranking lists: one choice for every ranking screen, kept in this browser.
// Spec §3 names "a global-rankings key" without its exact name; ours follows '{product}-dark-mode'.
import { create } from 'zustand';
import { PAGE_SIZES, RANKING_DIRECTIONS, type PageSize, type RankingDirection } from '../contracts';
import { readJson, writeStorage } from './local-storage';

export const RANKING_PREFERENCES_STORAGE_KEY = 'fightrank-global-rankings';

export interface RankingPreferences {
  pageSize: PageSize;
  direction: RankingDirection;
}

/** Spec §9 default preferences. */
export const DEFAULT_RANKING_PREFERENCES: RankingPreferences = { pageSize: 10, direction: 'asc' };

export const isPageSize = (value: unknown): value is PageSize => PAGE_SIZES.includes(value as PageSize);
export const isRankingDirection = (value: unknown): value is RankingDirection => RANKING_DIRECTIONS.includes(value as RankingDirection);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Stored preferences, each field falling back to its default when missing or not allowed. */
export function readRankingPreferences(): RankingPreferences {
  const stored = readJson(RANKING_PREFERENCES_STORAGE_KEY, isObject, {});
  return {
    pageSize: isPageSize(stored.pageSize) ? stored.pageSize : DEFAULT_RANKING_PREFERENCES.pageSize,
    direction: isRankingDirection(stored.direction) ? stored.direction : DEFAULT_RANKING_PREFERENCES.direction,
  };
}

interface RankingPreferencesState extends RankingPreferences {
  setPageSize: (pageSize: PageSize) => void;
  setDirection: (direction: RankingDirection) => void;
}

export const useRankingPreferencesStore = create<RankingPreferencesState>()((set, get) => {
  const save = (next: RankingPreferences) => {
    writeStorage(RANKING_PREFERENCES_STORAGE_KEY, JSON.stringify(next));
    set(next);
  };
  return {
    ...readRankingPreferences(),
    setPageSize: (pageSize) => save({ pageSize, direction: get().direction }),
    setDirection: (direction) => save({ pageSize: get().pageSize, direction }),
  };
});

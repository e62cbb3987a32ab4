// Favourite fighters of this browser (spec §3 'favoritesFighters', §5 cap of 50), for every visitor.
import { create } from 'zustand';
import { readJson, writeStorage } from './local-storage';

export const FAVORITES_STORAGE_KEY = 'favoritesFighters';
export const FAVORITES_LIMIT = 50;
export const FAVORITES_FULL_MESSAGE = `Cannot add more than ${FAVORITES_LIMIT} favorites`;

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** What a stored list may hold: a hand-edited or older list keeps its valid ids rather than being thrown away. */
export function cleanFavoriteIds(value: unknown[]): number[] {
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
  return [...new Set(ids)].slice(0, FAVORITES_LIMIT);
}

export type ToggleFavoriteResult = { ok: true; added: boolean } | { ok: false; message: string };

interface FavoritesState {
  ids: number[];
  isFavorite: (id: number) => boolean;
  toggleFavorite: (id: number) => ToggleFavoriteResult;
  /** Drops ids that name no fighter any more (the favourites page learns which from the server). */
  removeMissing: (missing: readonly number[]) => void;
}

const save = (ids: number[]) => writeStorage(FAVORITES_STORAGE_KEY, JSON.stringify(ids));

export const useFavoritesStore = create<FavoritesState>()((set, get) => ({
  ids: cleanFavoriteIds(readJson(FAVORITES_STORAGE_KEY, isList, [])),
  isFavorite: (id) => get().ids.includes(id),
  toggleFavorite: (id) => {
    const { ids } = get();
    const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
    if (next.length > FAVORITES_LIMIT) return { ok: false, message: FAVORITES_FULL_MESSAGE };
    save(next);
    set({ ids: next });
    return { ok: true, added: next.length > ids.length };
  },
  removeMissing: (missing) => {
    const gone = new Set(missing);
    const next = get().ids.filter((id) => !gone.has(id));
    save(next);
    set({ ids: next });
  },
}));

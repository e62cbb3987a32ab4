// Favourite fighters of this browser (spec §3 'favoritesFighters', §5 cap of 50), for every visitor.
import { create } from 'zustand';
import { readJson, writeStorage } from './local-storage';

export const FAVORITES_STORAGE_KEY = 'favoritesFighters';
export const FAVORITES_LIMIT = 50;
export const FAVORITES_FULL_MESSAGE = `Cannot add more than ${FAVORITES_LIMIT} favorites`;

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));

export type ToggleFavoriteResult = { ok: true; added: boolean } | { ok: false; message: string };

interface FavoritesState {
  ids: number[];
  isFavorite: (id: number) => boolean;
  toggleFavorite: (id: number) => ToggleFavoriteResult;
}

export const useFavoritesStore = create<FavoritesState>()((set, get) => ({
  ids: readJson(FAVORITES_STORAGE_KEY, isIdList, []),
  isFavorite: (id) => get().ids.includes(id),
  toggleFavorite: (id) => {
    const { ids } = get();
    const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
    if (next.length > FAVORITES_LIMIT) return { ok: false, message: FAVORITES_FULL_MESSAGE };
    writeStorage(FAVORITES_STORAGE_KEY, JSON.stringify(next));
    set({ ids: next });
    return { ok: true, added: next.length > ids.length };
  },
}));

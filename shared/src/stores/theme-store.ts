// Light/dark theme, saved under '{product}-dark-mode' (spec §3) so it survives a reload.
import { create } from 'zustand';
import { readStorage, writeStorage } from './local-storage';

export const THEME_STORAGE_KEY = 'fightrank-dark-mode';

function initialDarkMode(): boolean {
  const stored = readStorage(THEME_STORAGE_KEY);
  if (stored === 'true' || stored === 'false') return stored === 'true';
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

interface ThemeState {
  darkMode: boolean;
  toggleDarkMode: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  darkMode: initialDarkMode(),
  toggleDarkMode: () => {
    const darkMode = !get().darkMode;
    writeStorage(THEME_STORAGE_KEY, String(darkMode));
    set({ darkMode });
  },
}));

import { useEffect } from 'react';
import { useThemeStore } from '@fightrank/shared/stores';

/** Mirrors the saved theme onto <html class="dark"> so every remote's dark: styles follow it. */
export function useThemeClass(): void {
  const darkMode = useThemeStore((s) => s.darkMode);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', darkMode);
    document.documentElement.style.colorScheme = darkMode ? 'dark' : 'light';
  }, [darkMode]);
}

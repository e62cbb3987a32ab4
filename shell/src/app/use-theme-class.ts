import { useEffect } from 'react';
import { useThemeStore } from '@fightrank/shared/stores';

/**
 * Mirrors the saved theme onto <html class="dark"> so every remote's dark: styles (and, through styles.css,
 * the native controls' color-scheme) follow it. index.html already set it before the first paint, so on load
 * this usually changes nothing (a forced toggle that matches writes no attribute, so nothing is restyled).
 */
export function useThemeClass(): void {
  const darkMode = useThemeStore((s) => s.darkMode);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', darkMode);
  }, [darkMode]);
}

import { useLayoutEffect, useRef } from 'react';
import { useThemeStore } from '@fightrank/shared/stores';

/**
 * Mirrors the saved theme onto <html class="dark"> so every remote's dark: styles (and, through styles.css,
 * the native controls' color-scheme) follow it. Until the layout is live the document's class is the theme:
 * index.html set it before the first paint, and the first view's toggle may have flipped it since the store was
 * made (decision 042). So the first run takes the document's theme into the store instead of imposing the store's.
 */
export function useThemeClass(): void {
  const darkMode = useThemeStore((s) => s.darkMode);
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (!adopted.current) {
      adopted.current = true;
      const documentDark = document.documentElement.classList.contains('dark');
      if (documentDark !== darkMode) {
        useThemeStore.setState({ darkMode: documentDark });
        return;
      }
    }
    // A forced toggle that matches writes no attribute, so nothing is restyled.
    document.documentElement.classList.toggle('dark', darkMode);
  }, [darkMode]);
}

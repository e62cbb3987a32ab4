import { useThemeStore } from '@fightrank/shared/stores';
import { Button } from '@fightrank/shared/ui';
import { MoonIcon, SunIcon } from './icons';

export function ThemeToggle() {
  const darkMode = useThemeStore((s) => s.darkMode);
  const toggleDarkMode = useThemeStore((s) => s.toggleDarkMode);
  return (
    <Button
      variant="ghost"
      onClick={toggleDarkMode}
      aria-label={darkMode ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={darkMode}
      data-testid="theme-toggle"
      // index.html's inline script answers the toggle by this mark before the shell is live (decision 042).
      data-theme-toggle=""
    >
      {/* The icon follows the document's theme class, so the first view shows the right one before any script. */}
      <MoonIcon className="dark:hidden" />
      <SunIcon className="hidden dark:block" />
    </Button>
  );
}

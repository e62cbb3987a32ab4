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
      // The name says what a press does; no aria-pressed beside it, which would read "Switch to light theme, pressed"
      // (the name and the state would both change: QA pass 2, D14).
      aria-label={darkMode ? 'Switch to light theme' : 'Switch to dark theme'}
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

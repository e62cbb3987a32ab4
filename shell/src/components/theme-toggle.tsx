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
    >
      {darkMode ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}

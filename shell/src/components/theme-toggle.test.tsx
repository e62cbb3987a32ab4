import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useThemeStore } from '@fightrank/shared/stores';
import { ThemeToggle } from './theme-toggle';

afterEach(() => {
  cleanup();
  useThemeStore.setState({ darkMode: false });
});

describe('ThemeToggle', () => {
  it('is named by what a press does, with no pressed state beside a name that changes (QA pass 2, D14)', () => {
    useThemeStore.setState({ darkMode: false });
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toggle.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(toggle);
    expect(useThemeStore.getState().darkMode).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light theme' }).hasAttribute('aria-pressed')).toBe(false);
  });
});

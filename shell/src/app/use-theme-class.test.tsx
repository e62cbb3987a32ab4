import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useThemeStore } from '@fightrank/shared/stores';
import { useThemeClass } from './use-theme-class';

const documentDark = () => document.documentElement.classList.contains('dark');

afterEach(() => {
  document.documentElement.className = '';
  useThemeStore.setState({ darkMode: false });
});

describe('the theme class', () => {
  it("takes the theme the first view's toggle chose after the store was made, instead of flipping it back", () => {
    useThemeStore.setState({ darkMode: false }); // the store, made while the shell started
    document.documentElement.classList.add('dark'); // then a tap on the first view's toggle
    renderHook(() => useThemeClass());
    expect(useThemeStore.getState().darkMode).toBe(true);
    expect(documentDark()).toBe(true);

    act(() => useThemeStore.getState().toggleDarkMode()); // live from here: the store leads
    expect(documentDark()).toBe(false);
  });

  it('then follows the store', () => {
    useThemeStore.setState({ darkMode: true });
    document.documentElement.classList.add('dark');
    renderHook(() => useThemeClass());
    act(() => useThemeStore.setState({ darkMode: false }));
    expect(documentDark()).toBe(false);
    act(() => useThemeStore.setState({ darkMode: true }));
    expect(documentDark()).toBe(true);
  });
});

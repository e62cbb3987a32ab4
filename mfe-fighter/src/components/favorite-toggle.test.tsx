import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVORITES_STORAGE_KEY, useFavoritesStore } from '@fightrank/shared/stores';
import { FavoriteToggle } from './favorite-toggle';
import { TOOLTIP_MS } from './use-timed-message';

describe('FavoriteToggle (spec §4, §5, §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    useFavoritesStore.setState({ ids: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('adds and removes with the spec messages, each shown for 2 seconds, and stores the list', () => {
    render(<FavoriteToggle fighterId={7} fighterName="Jon Jones" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites: Jon Jones' }));
    expect(screen.getByRole('status').textContent).toBe('Jon Jones added to favorites');
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY)!)).toEqual([7]);
    expect(screen.getByRole('button', { name: 'Favorite: Jon Jones' }).getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(TOOLTIP_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Favorite: Jon Jones' }));
    expect(screen.getByRole('status').textContent).toBe('Jon Jones removed from favorites');
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY)!)).toEqual([]);
  });

  it('refuses a 51st favourite with the red tooltip and leaves the list at 50', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i + 100);
    useFavoritesStore.setState({ ids: fifty });
    render(<FavoriteToggle fighterId={7} fighterName="Jon Jones" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites: Jon Jones' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Cannot add more than 50 favorites');
    expect(alert.className).toContain('bg-red-600');
    expect(useFavoritesStore.getState().ids).toEqual(fifty);
    act(() => vi.advanceTimersByTime(TOOLTIP_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens its tooltip leftward from a button in the right half of the window, so the message is not cut off (QA session 34)', () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<FavoriteToggle fighterId={7} fighterName="Islam Makhachev" />);
    rect.mockReturnValue(DOMRect.fromRect({ x: window.innerWidth - 180, y: 100, width: 90, height: 30 }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites: Islam Makhachev' }));
    expect(screen.getByRole('status').className).toContain('right-0');
    // A button at the left (a phone, where the header wraps) opens it rightward, as before.
    rect.mockReturnValue(DOMRect.fromRect({ x: 16, y: 100, width: 150, height: 30 }));
    fireEvent.click(screen.getByRole('button', { name: 'Favorite: Islam Makhachev' }));
    expect(screen.getByRole('status').className).toContain('left-0');
    expect(screen.getByRole('status').className).not.toContain('right-0');
    rect.mockRestore();
  });

  it('names the button with the words it shows (label in name), in both states', () => {
    render(<FavoriteToggle fighterId={7} fighterName="Jon Jones" />);
    for (let i = 0; i < 2; i++) {
      const button = screen.getByRole('button', { pressed: i === 1 });
      expect(button.getAttribute('aria-label')!.startsWith(button.textContent!.replace(/[☆★]/g, ''))).toBe(true);
      fireEvent.click(button);
    }
  });
});

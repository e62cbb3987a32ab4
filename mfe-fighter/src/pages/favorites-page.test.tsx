// Removing a favourite on the favourites page (QA pass 2, D4): the spec §8 message for 2 s (spec §4, §9) as the
// fighter page gives it, and keyboard focus kept in the list, never dropped to the page's body when the row goes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { FavoriteFighter } from '@fightrank/shared/contracts';
import { useFavoritesStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import { TOOLTIP_MS } from '../components/use-timed-message';
import FavoritesPage from './favorites-page';

vi.mock('../styles.css', () => ({}));

const NAMES: Record<number, string> = { 1: 'Jon Jones', 2: 'Islam Makhachev', 3: 'Alex Pereira' };

const favorite = (fighterId: number): FavoriteFighter => ({
  fighterId,
  fighterName: NAMES[fighterId]!,
  slug: NAMES[fighterId]!.toLowerCase().replace(/ /g, '-'),
  nationality: null,
  countryCode: null,
  rating: 1700,
  currentRank: fighterId,
  previousRank: fighterId,
  totalWins: 20,
  totalLosses: 1,
  totalDraws: 0,
  recordComplete: true,
  recordSince: null,
  organization: 'UFC',
  weightClass: 'Heavyweight',
});

const removeButton = (name: string) => screen.getByRole('button', { name: `Favorite: ${name}` });

/** Presses a row's ★ as a keyboard user does: focus on it, then activate it. */
function pressRemove(name: string) {
  const button = removeButton(name);
  button.focus();
  fireEvent.click(button);
}

describe('removing a favourite on the favourites page', () => {
  beforeEach(() => {
    useFavoritesStore.setState({ ids: [1, 2, 3] });
    // The API answers the fighters of the ids sent, in that order.
    vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
      const { ids } = JSON.parse(init.body) as { ids: number[] };
      return new Response(JSON.stringify({ data: ids.map(favorite) }));
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says '{fighter} removed from favorites' for 2 seconds, and moves focus to the next row's button", async () => {
    renderWithProviders(<FavoritesPage />);
    await screen.findAllByTestId('favorite-row');
    vi.useFakeTimers();
    pressRemove('Jon Jones');

    const message = screen.getByTestId('favorite-tooltip');
    expect(message.getAttribute('role')).toBe('status');
    expect(message.textContent).toBe('Jon Jones removed from favorites');
    // The row goes at once, and focus goes to the button now in its place.
    expect(screen.getAllByTestId('favorite-row')).toHaveLength(2);
    expect(document.activeElement).toBe(removeButton('Islam Makhachev'));

    act(() => vi.advanceTimersByTime(TOOLTIP_MS - 1));
    expect(message.textContent).toBe('Jon Jones removed from favorites');
    act(() => vi.advanceTimersByTime(1));
    expect(message.textContent).toBe('');
    expect(useFavoritesStore.getState().ids).toEqual([2, 3]);
  });

  it("moves focus to the previous row's button after the last row, and to the page heading when none is left", async () => {
    renderWithProviders(<FavoritesPage />);
    await screen.findAllByTestId('favorite-row');
    pressRemove('Alex Pereira');
    expect(document.activeElement).toBe(removeButton('Islam Makhachev'));
    pressRemove('Islam Makhachev');
    expect(document.activeElement).toBe(removeButton('Jon Jones'));
    pressRemove('Jon Jones');

    expect(await screen.findByText('No favorites yet')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Favorites' }));
    expect(screen.getByTestId('favorite-tooltip').textContent).toBe('Jon Jones removed from favorites');
  });
});

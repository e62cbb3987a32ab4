import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FavoriteFighter } from '@fightrank/shared/contracts';
import { useFavoritesStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import { FavoritesList } from './favorites-list';

const favorite = (fighterId: number, fighterName: string, recordComplete: boolean): FavoriteFighter => ({
  fighterId,
  fighterName,
  slug: fighterName.toLowerCase().replace(/ /g, '-'),
  nationality: null,
  countryCode: null,
  rating: 1700,
  currentRank: fighterId,
  previousRank: fighterId,
  totalWins: 20,
  totalLosses: 1,
  totalDraws: 0,
  recordComplete,
  recordSince: 2011,
  organization: 'UFC',
  weightClass: 'Heavyweight',
});

/** The favourites answer holds these rows, for the favourites 1 and 2 the store keeps. */
function answerWith(rows: FavoriteFighter[]) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: rows })));
  useFavoritesStore.setState({ ids: [1, 2] });
}

describe('favourites list', () => {
  beforeEach(() => {
    useFavoritesStore.setState({ ids: [1, 2, 3] });
    // Fighter 3 no longer exists: the answer leaves it out.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: [favorite(1, 'Partial Held', false), favorite(2, 'Whole Career', true)] })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('marks a record that is only the bouts we hold, as the lists do, and drops ids that name no fighter', async () => {
    renderWithProviders(<FavoritesList />);
    const rows = await screen.findAllByTestId('favorite-row');
    expect(rows).toHaveLength(2);
    // Marked twice: in the record column (from the small breakpoint up) and in the line a phone shows under the name.
    for (const mark of within(rows[0]!).getAllByTestId('partial-record')) {
      expect(mark.textContent).toBe('since 2011Partial record: only the bouts FightRank holds, since 2011; the career may be longer.');
    }
    expect(within(rows[1]!).queryByTestId('partial-record')).toBeNull();
    // The rating the empty state promises, on a phone too.
    expect(within(rows[1]!).getByTestId('favorite-row-compact').textContent).toBe('1700.0 · 20-1');
    // The rank is the global list's, and says so (QA session 34: "#427" alone read as a GOAT or division rank).
    expect(within(rows[1]!).getByTitle('Global rank').textContent).toBe('Global rank #2');
    expect(screen.getByTestId('favorites-count').textContent).toContain('Each # is the fighter’s global rank.');
    await waitFor(() => expect(useFavoritesStore.getState().ids).toEqual([1, 2]));
    expect(screen.getByText(/One saved favorite no longer exists/).getAttribute('role')).toBe('status');
  });

  it('shows the professional record a source states, marked "pro", as the lists do', async () => {
    answerWith([{ ...favorite(1, 'Stated Record', false), proRecord: { wins: 29, losses: 0, draws: 0 } }, favorite(2, 'Whole Career', true)]);
    renderWithProviders(<FavoritesList />);
    const [stated] = await screen.findAllByTestId('favorite-row');
    expect(within(stated!).getByTestId('favorite-row-compact').textContent).toBe(
      '1700.0 · 29-0 proProfessional record, as a source states it; the bouts FightRank holds since 2011 make 20-1.',
    );
    expect(within(stated!).getAllByTestId('pro-record')).toHaveLength(2);
    expect(within(stated!).queryByTestId('partial-record')).toBeNull();
  });

  it("says, as the ranking lists do, when a favourite's promotion's latest card is old and where our data for it stops", async () => {
    answerWith([
      favorite(1, 'Partial Held', false),
      { ...favorite(2, 'Whole Career', true), organization: 'Bellator MMA', resultsThrough: '2024-09-14', ratedAsOf: '2024-12-14' },
    ]);
    renderWithProviders(<FavoritesList />);
    expect((await screen.findByTestId('results-through')).textContent).toBe(
      'Bellator MMA: results through Sep 14, 2024 (the latest result in our data). Our data stops for Bellator MMA on Dec 14, 2024: its fighters are rated, and count as active, as of that date.',
    );
  });

  it('says why a favourite has no global rank: a death; and marks a retirement', async () => {
    answerWith([
      { ...favorite(1, 'Late Great', true), currentRank: null, previousRank: null, diedOn: '2020-03-03', retiredOn: '2019-01-01' },
      { ...favorite(2, 'Hung Them Up', true), retiredOn: '2020-10-24' },
    ]);
    renderWithProviders(<FavoritesList />);
    const rows = await screen.findAllByTestId('favorite-row');
    expect(within(rows[0]!).getByTitle('Global rank').textContent).toBe('—No global rank');
    expect(within(rows[0]!).getByTestId('favorite-left-sport').textContent).toBe('Died Mar 3, 2020');
    expect(within(rows[1]!).getByTestId('favorite-left-sport').textContent).toBe('Retired Oct 24, 2020');
  });

  it('says nothing of the kind when every favourite is up to date', async () => {
    renderWithProviders(<FavoritesList />);
    await screen.findAllByTestId('favorite-row');
    expect(screen.queryByTestId('results-through')).toBeNull();
    expect(screen.queryByTestId('favorite-left-sport')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@fightrank/shared/testing';
import { CommunityRankings } from './community-rankings';

const row = (rank: number) => ({
  fighterId: rank,
  fighterName: `Fighter ${rank}`,
  nationality: null,
  countryCode: null,
  currentRank: rank,
  previousRank: null,
  ratingCurrent: 1600 - rank,
  totalWins: 10,
  totalLosses: 2,
  totalDraws: 0,
  // Odd ranks hold only part of the career (since 2015), even ranks all of it.
  recordComplete: rank % 2 === 0,
  recordSince: 2015,
  // Every third fighter's organization is unknown (spec §2: that tag is left out).
  organization: rank % 3 === 0 ? 'Unknown' : 'UFC',
  weightClass: 'Lightweight',
  votes: 5,
});

describe('CommunityRankings', () => {
  let requests: URL[];
  let total: number;
  let mine: { fighterId: number; fighterName: string; votes: number }[];
  beforeEach(() => {
    requests = [];
    total = 25;
    mine = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      requests.push(parsed);
      if (parsed.pathname.endsWith('last-updated-community')) return new Response(JSON.stringify({ data: { lastUpdated: '2026-11-20' } }));
      if (parsed.pathname === '/api/community/my-fighters') return new Response(JSON.stringify({ data: { minVotes: 3, fighters: mine } }));
      const last = Number(parsed.searchParams.get('last_rank'));
      const limit = Number(parsed.searchParams.get('limit'));
      const ranks = Array.from({ length: total }, (_, i) => i + 1)
        .filter((r) => r > last)
        .slice(0, limit);
      return new Response(JSON.stringify({ data: ranks.map(row) }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const firstRank = () => within(screen.getAllByTestId('community-row')[0]!).getAllByRole('cell')[0]!.textContent;

  it('shows the spec texts and asks for one row more than the page size', async () => {
    renderWithProviders(<CommunityRankings />);
    await screen.findByText('Last updated: Nov 20, 2026');
    expect(screen.getByTestId('community-clock').textContent).toBe('Counted live from the votes, not on the ratings date of the computed lists.');
    expect(screen.getByText('Ranks calculated based on community votes.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('community-row')).toHaveLength(10));
    // A partial record is marked as on the computed lists: Fighter 1's, not Fighter 2's.
    const [first, second] = screen.getAllByTestId('community-row');
    expect(within(first!).getAllByText('Partial record: only the bouts FightRank holds, since 2015; the career may be longer.').length).toBeGreaterThan(0);
    expect(within(second!).queryByTestId('partial-record')).toBeNull();
    const list = requests.find((r) => r.pathname === '/api/rankings/community')!;
    expect(Object.fromEntries(list.searchParams)).toEqual({ last_rank: '0', limit: '11', dir: 'asc' });
    // The same order words as the computed lists.
    const order = screen.getByRole('combobox', { name: 'Order' });
    expect(
      within(order)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Top first', 'Bottom first']);
  });

  it('pages with the last rank as the cursor, disables Next on the last page and resets on a page-size change', async () => {
    renderWithProviders(<CommunityRankings />);
    await waitFor(() => expect(screen.getAllByTestId('community-row')).toHaveLength(10));
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    await waitFor(() => expect(firstRank()).toBe('11'));
    fireEvent.click(next);
    await waitFor(() => expect(firstRank()).toBe('21'));
    expect(screen.getAllByTestId('community-row')).toHaveLength(5);
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    await waitFor(() => expect(firstRank()).toBe('11'));
    fireEvent.change(screen.getByLabelText('Page size'), { target: { value: '20' } });
    await waitFor(() => expect(firstRank()).toBe('1'));
    expect(previous.disabled).toBe(true);
  });

  it('says how far off the list is when no fighter has the votes it needs, instead of claiming there are no votes', async () => {
    total = 0;
    renderWithProviders(<CommunityRankings />);
    const heading = await screen.findByText('No Rankings Found');
    expect(heading.tagName).toBe('H2');
    const alert = heading.closest('[role="status"]')!;
    expect(alert.textContent).toContain('No fighter has the 3 votes the list needs yet.');
    expect(alert.textContent).toContain('A fighter joins once 3 votes, by anyone, involve that fighter');
    expect(alert.textContent).not.toMatch(/No community votes/);
    expect(
      within(alert as HTMLElement)
        .getByRole('link', { name: 'Vote on fantasy matchups' })
        .getAttribute('href'),
    ).toBe('/community/vote');
    expect(screen.queryByTestId('voter-progress')).toBeNull();
  });

  it('tells a fan who voted how many more votes each of their fighters needs', async () => {
    total = 0;
    mine = [
      { fighterId: 4, fighterName: 'Jon Jones', votes: 1 },
      { fighterId: 9, fighterName: 'Daniel Cormier', votes: 3 },
    ];
    renderWithProviders(<CommunityRankings />);
    const progress = await screen.findByTestId('voter-progress');
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Jon Jones: 1 of 3 votes, needs 2 more', 'Daniel Cormier: 3 of 3 votes, listed at the next recount']);
  });

  it('offers Try again when the list fails, and shows it once it loads', async () => {
    let down = true;
    const answer = (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname.endsWith('last-updated-community')) return new Response(JSON.stringify({ data: { lastUpdated: null } }));
      return down ? new Response('{"message":"down"}', { status: 503 }) : new Response(JSON.stringify({ data: [row(1)] }));
    };
    vi.stubGlobal('fetch', async (url: string) => answer(url));
    renderWithProviders(<CommunityRankings />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load rankings. Please try again later.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('community-row')).toHaveLength(1));
  });

  it("tags each row with its organization and weight class, leaving out an 'Unknown' organization", async () => {
    renderWithProviders(<CommunityRankings />);
    await waitFor(() => expect(screen.getAllByTestId('community-row')).toHaveLength(10));
    const tagsOf = (index: number) =>
      within(within(screen.getAllByTestId('community-row')[index]!).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(tagsOf(0)).toEqual(['Organization: UFC', 'Weight class: Lightweight']);
    expect(tagsOf(2)).toEqual(['Weight class: Lightweight']);
  });
});

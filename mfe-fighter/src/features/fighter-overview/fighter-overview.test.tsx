import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FighterInfo, FighterStats } from '@fightrank/shared/contracts';
import { useRankingPreferencesStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import { FighterOverview } from './fighter-overview';
import { statCards } from './stat-cards';

const fighter: FighterInfo = {
  id: 7,
  name: 'Jon Jones',
  slug: 'jon-jones',
  nickname: 'Bones',
  nationality: 'United States',
  countryCode: 'US',
  birthDate: '1987-07-19',
  age: 39,
  heightCm: 193,
  reachCm: 215,
  stance: 'Orthodox',
  weightClass: 'Heavyweight',
  weightClassInferred: false,
  organization: 'UFC',
  rating: 1912.34,
  skill: 2034.74,
  uncertainty: 61.2,
  peakRating: 1950,
  isActive: true,
  retiredOn: null,
  diedOn: null,
  lastFightDate: '2024-11-16',
  firstFightDate: '2008-04-12',
  boutsHeld: 29,
  recordComplete: false,
  recordSince: 2012,
  resultsThrough: null,
  ratedAsOf: null,
  proRecord: null,
  belts: [],
  record: { wins: 27, losses: 1, draws: 0, noContests: 1 },
  ranks: [{ kind: 'pound-for-pound', filterValue: '', rank: 2, previousRank: 3, score: 1912.34 }],
};

const stats: FighterStats = {
  rating: 1912.34,
  ratingChange: 12.25,
  globalRank: 2,
  globalRankChange: -1,
  record: { wins: 27, losses: 1, draws: 0, noContests: 1 },
  wins: { koTko: 10, submission: 7, decision: 10, other: 0 },
  losses: { koTko: 0, submission: 0, decision: 0, other: 1 },
  streak: { result: 'W', count: 4 },
  longestWinStreak: 13,
  finishRate: 17 / 27,
  finishedRate: 0,
  titleBouts: 16,
  ufc: null,
};

function stubInfo(status: number, body: unknown) {
  const fetch = vi.fn(async (url: string) => {
    const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
    if (url === '/api/rankings/last-updated') return ok({ lastUpdated: '2024-12-14' });
    if (url === '/api/rankings/options/organization') return ok([{ value: 'CAGE_WARRIORS', label: 'Cage Warriors', count: 120 }]);
    if (url.endsWith('/stats')) return ok(stats);
    if (url.endsWith('/image')) return ok({ url: '/api/fighters/7/avatar.svg' });
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('FighterOverview', () => {
  it('shows the fighter, the stat cards with their changes, and ranks', async () => {
    const fetch = stubInfo(200, { data: fighter });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    // Named by the fighter alone: the flag beside the name is decorative, the Nationality line says the country (QA D19).
    expect(await screen.findByRole('heading', { level: 1, name: 'Jon Jones' })).toBeTruthy();
    const grid = screen.getAllByRole('region', { name: 'Stats' })[0]!;
    expect(within(grid).getByText('1912.3')).toBeTruthy();
    expect(await within(grid).findByText('+12.3')).toHaveProperty('dataset.tone', 'up');
    expect(within(grid).getByText('−1.0')).toHaveProperty('dataset.tone', 'down');
    expect(within(grid).getByText('27-1-0')).toBeTruthy();
    expect(within(grid).getByText('4 wins')).toBeTruthy();
    expect(within(grid).getByText('63%')).toBeTruthy();
    expect(screen.getAllByText('#2').length).toBeGreaterThan(0);
    expect(screen.getByText(/skill estimate minus twice its uncertainty/)).toBeTruthy();
    expect(screen.getByTestId('record-note').textContent).toMatch(/FightRank holds 29 of this fighter’s bouts; bouts before/);
    expect(await screen.findByText('Ratings as of Dec 14, 2024')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/fighters/7/info', expect.anything());
    expect(document.title).toBe('Jon Jones | FightRank');
  });

  it("moves an address whose name is not the fighter's to his own, keeping the way back to the list (QA, session 30)", async () => {
    stubInfo(200, { data: fighter });
    const state = { from: '/rankings/global', pagination: { lastRank: 10 } };
    const { router } = renderWithProviders(<FighterOverview fighterId="7" nameId="islam-makhachev-7" />, { path: '/fighter/islam-makhachev-7?x=1', state });
    expect(await screen.findByRole('heading', { level: 1, name: /Jon Jones/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fighter/jon-jones-7');
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.location.state).toEqual(state);
    // One step: Back leaves the page instead of landing on the wrong name again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('names an organization list as the list does, not by its code', async () => {
    stubInfo(200, { data: { ...fighter, ranks: [{ kind: 'organization', filterValue: 'CAGE_WARRIORS', rank: 4, previousRank: 4, score: 1402 }] } });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    const ranks = await screen.findByRole('region', { name: 'Rankings' });
    expect(await within(ranks).findByText(/· Cage Warriors/)).toBeTruthy();
    expect(within(ranks).queryByText(/CAGE_WARRIORS/)).toBeNull();
  });

  it('links each rank to the list it names, with its filter, at the page that holds him (QA D1)', async () => {
    const ranks: FighterInfo['ranks'] = [
      { kind: 'pound-for-pound', filterValue: '', rank: 2, previousRank: 2, score: 1900 },
      { kind: 'global', filterValue: '', rank: 12, previousRank: 12, score: 1900 },
      { kind: 'goat', filterValue: '', rank: 31, previousRank: 31, score: 80 },
      { kind: 'weight-class', filterValue: 'Heavyweight', rank: 5, previousRank: 5, score: 1900 },
      { kind: 'country', filterValue: 'Cameroon', rank: 1, previousRank: 1, score: 1900 },
      { kind: 'organization', filterValue: 'PFL', rank: 3, previousRank: 3, score: 1900 },
      { kind: 'age', filterValue: '35-plus', rank: 2, previousRank: 2, score: 1900 },
    ];
    stubInfo(200, { data: { ...fighter, ranks } });
    useRankingPreferencesStore.setState({ pageSize: 10, direction: 'desc' });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    const region = await screen.findByRole('region', { name: 'Rankings' });
    const hrefs = () =>
      within(region)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    // Counted from the top, as the ranks are, whatever order the reader saved; at the reader's page size.
    expect(hrefs()).toEqual([
      '/?size=10&dir=asc',
      '/rankings/global?size=10&dir=asc&after=10',
      '/rankings/goat?size=10&dir=asc&after=10%2C20%2C30',
      '/rankings/weightclass?wc=Heavyweight&size=10&dir=asc',
      '/rankings/country?c=Cameroon&size=10&dir=asc',
      '/rankings/organization?org=PFL&size=10&dir=asc',
      '/rankings/age?grp=35-plus&size=10&dir=asc',
    ]);
    act(() => useRankingPreferencesStore.setState({ pageSize: 50 }));
    expect(hrefs()[1]).toBe('/rankings/global?size=50&dir=asc');
    // The age group by the label its list shows, not its address's key (QA, session 30).
    expect(within(region).getByText(/· 35 and over/)).toBeTruthy();
    expect(within(region).queryByText(/35-plus/)).toBeNull();
  });

  it('flags a 404 as not found, with a way back', async () => {
    stubInfo(404, { statusCode: 404, error: 'Not Found', message: 'Fighter not found' });
    renderWithProviders(<FighterOverview fighterId="99999999" nameId="nobody-99999999" />);
    // All the page has: its title is the page's heading.
    expect(await screen.findByRole('heading', { level: 1, name: 'Fighter not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'rankings' }).getAttribute('href')).toBe('/');
  });

  it('marks an inferred division and a stated full record, and collapses the small-screen Overview card', async () => {
    stubInfo(200, {
      data: {
        ...fighter,
        weightClassInferred: true,
        boutsHeld: 13,
        proRecord: { wins: 27, losses: 1, draws: 0, noContests: 1, source: 'sherdog', asOf: null },
      },
    });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect(await screen.findByText('Heavyweight (inferred)')).toBeTruthy();
    expect(screen.getByTestId('record-note').textContent).toBe(
      'FightRank holds 13 of this fighter’s bouts; the full professional record is 27-1-0 (1 NC). Source: sherdog.',
    );
    const toggle = screen.getByRole('button', { name: 'Overview' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const phoneCard = screen.getAllByRole('region', { name: 'Stats' })[1]!;
    // What the Rating is goes with the cards: not under a closed card on a phone (UI QA, session 52).
    expect(within(phoneCard).queryByText(/skill estimate minus twice its uncertainty/)).toBeNull();
    expect(screen.getAllByText(/skill estimate minus twice its uncertainty/)).toHaveLength(1);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(phoneCard.querySelectorAll('[data-testid="stat-card"]').length).toBe(6);
    expect(within(phoneCard).getByText(/skill estimate minus twice its uncertainty/)).toBeTruthy();
  });

  it('keeps a heading and offers Try again when the API fails, and shows the fighter once it answers', async () => {
    let down = true;
    const fetch = vi.fn(async (url: string) => {
      if (down) return new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503 });
      if (url.endsWith('/info')) return new Response(JSON.stringify({ data: fighter }), { status: 200 });
      return new Response(JSON.stringify({ message: 'not here' }), { status: 404 });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Failed to load this fighter'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jon Jones');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bones', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Jon Jones');
  });

  it('shows height and reach in both units', async () => {
    stubInfo(200, { data: fighter });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect(await screen.findByText('193 cm (6 ft 4 in)')).toBeTruthy();
    expect(screen.getByText('215 cm (85 in)')).toBeTruthy();
  });

  it('links back to the ranking it came from, handing its pagination back', async () => {
    stubInfo(200, { data: fighter });
    const pagination = { kind: 'weight-class', filter: 'Lightweight', pageSize: 20, direction: 'desc', movement: 'all', cursors: [0, 40], index: 1 };
    const { router } = renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />, {
      path: '/fighter/jon-jones-7',
      state: { from: '/rankings/weightclass', pagination },
    });
    const back = await screen.findByRole('link', { name: /Back to rankings/ });
    back.click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/rankings/weightclass'));
    expect(router.state.location.state).toEqual({ pagination });
  });

  it('has no back link when not opened from a ranking', async () => {
    stubInfo(200, { data: fighter });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    await screen.findByRole('heading', { level: 1, name: /Jon Jones/ });
    expect(screen.queryByRole('link', { name: /Back to rankings/ })).toBeNull();
  });

  it('counts only decisions under Dec, and shows any other ending (a DQ) as its own split', () => {
    const card = (title: string, withStats: FighterStats) => statCards(fighter, withStats).find((c) => c.title.startsWith(title))!.splits;
    // Jones: his one loss is the DQ against Hamill (other), never a decision.
    expect(card('Finish rate', stats)).toEqual([
      { title: 'KO/TKO L', value: '0' },
      { title: 'Sub L', value: '0' },
      { title: 'Dec L', value: '0' },
      { title: 'Other L', value: '1' },
    ]);
    // No other ending: no Other split.
    expect(card('Record', stats)).toEqual([
      { title: 'KO/TKO', value: '10' },
      { title: 'Sub', value: '7' },
      { title: 'Dec', value: '10' },
    ]);
    expect(card('Record', { ...stats, wins: { koTko: 1, submission: 0, decision: 2, other: 1 } })).toContainEqual({ title: 'Other', value: '1' });
  });

  it("names a partial record in the record card's title with the year it starts, and shows the stated professional record beside it", () => {
    const proRecord = { wins: 28, losses: 1, draws: 0, noContests: 1, source: 'UFC.com', asOf: '2024-11-16' };
    const card = (info: Partial<FighterInfo>) => statCards({ ...fighter, ...info }, undefined).find((c) => c.title.startsWith('Record'))!;
    expect(card({ recordComplete: false, recordSince: 2008, proRecord })).toMatchObject({
      title: 'Record held since 2008 (partial)',
      secondaryTitle: 'Professional record, Nov 16, 2024',
      // The no contest the record note under the cards names too.
      secondaryValue: '28-1-0 (1 NC)',
    });
    expect(card({ recordComplete: false, recordSince: 2008, proRecord: { ...proRecord, noContests: 0 } })).toMatchObject({ secondaryValue: '28-1-0' });
    expect(card({ recordComplete: false, recordSince: 2008, proRecord: { ...proRecord, asOf: null } })).toMatchObject({
      secondaryTitle: 'Professional record',
    });
    expect(card({ recordComplete: false, recordSince: 2008, proRecord: null })).toMatchObject({
      title: 'Record held since 2008 (partial)',
      secondaryTitle: 'No contests',
    });
    expect(card({ recordComplete: true, recordSince: 2008, proRecord })).toMatchObject({ title: 'Record', secondaryTitle: 'No contests' });
    // Bouts held since the record was stated: the lists' sum, and the title says what it is made of (session 40).
    const grown = { ...proRecord, wins: 32, losses: 5, asOf: '2023-12-31', current: { wins: 33, losses: 5, draws: 0 } };
    expect(card({ recordComplete: false, recordSince: 2008, proRecord: grown })).toMatchObject({
      secondaryTitle: 'Professional record (32-5-0 on Dec 31, 2023, and the bouts since)',
      secondaryValue: '33-5-0 (1 NC)',
    });
    expect(card({ recordComplete: false, recordSince: 2008, proRecord: { ...grown, current: { wins: 32, losses: 5, draws: 0 } } })).toMatchObject({
      secondaryTitle: 'Professional record, Dec 31, 2023',
      secondaryValue: '32-5-0 (1 NC)',
    });
  });

  it("gives the age on the ratings date, and says when his promotion's data stops early", async () => {
    stubInfo(200, { data: { ...fighter, age: 37, organization: 'Bellator MMA', resultsThrough: '2024-09-14', ratedAsOf: '2024-12-07' } });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect(await screen.findByText('37 (at the ratings date)')).toBeTruthy();
    expect(screen.getByTestId('results-through').textContent).toBe(
      'Bellator MMA: results through Sep 14, 2024; our data for it stops on Dec 7, 2024, so this Rating is as of that date.',
    );
  });

  it("says when his promotion's latest result is old though our data for it runs on", async () => {
    stubInfo(200, { data: { ...fighter, organization: 'Bellator MMA', resultsThrough: '2024-09-14', ratedAsOf: null } });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect((await screen.findByTestId('results-through')).textContent).toBe('Bellator MMA: results through Sep 14, 2024, the latest result in our data.');
  });

  it('leaves the note out where the career has ended: a death, or a retirement whose Rating runs to the ratings date', async () => {
    const bellator = { ...fighter, organization: 'Bellator MMA', resultsThrough: '2024-09-14', isActive: false };
    stubInfo(200, { data: { ...bellator, name: 'Anthony Johnson', diedOn: '2022-11-13', ratedAsOf: null } });
    const { unmount } = renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect(await screen.findByText('Died Nov 13, 2022')).toBeTruthy();
    expect(screen.queryByTestId('results-through')).toBeNull();
    unmount();
    stubInfo(200, { data: { ...bellator, name: 'Fedor Emelianenko', retiredOn: '2023-02-04', ratedAsOf: null } });
    const second = renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect(await screen.findByText('Retired Feb 4, 2023')).toBeTruthy();
    expect(screen.queryByTestId('results-through')).toBeNull();
    second.unmount();
    // Where his Rating stops with his promotion's data, the page still says so.
    stubInfo(200, { data: { ...bellator, name: 'Fedor Emelianenko', retiredOn: '2023-02-04', ratedAsOf: '2024-09-14' } });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect((await screen.findByTestId('results-through')).textContent).toContain('so this Rating is as of that date');
  });

  it("says which belts a champion holds, by the name his promotion's list uses, and nothing for everyone else", async () => {
    stubInfo(200, {
      data: {
        ...fighter,
        belts: [
          { organization: 'CAGE_WARRIORS', division: 'Middleweight', title: 'Middleweight', interim: false },
          { organization: 'CAGE_WARRIORS', division: 'Flyweight', title: 'Strawweight', interim: true },
          { organization: 'CAGE_WARRIORS', division: 'Heavyweight', title: 'Heavyweight', interim: false, season: 2024 },
        ],
      },
    });
    const first = renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    await waitFor(() =>
      expect(screen.getAllByTestId('belt').map((belt) => belt.textContent)).toEqual([
        'Cage Warriors Middleweight champion',
        'Cage Warriors Strawweight interim champion',
        '2024 Cage Warriors Heavyweight champion',
      ]),
    );
    first.unmount();
    // Where our data for his promotion stops early, the belt is dated, not called his today.
    stubInfo(200, {
      data: {
        ...fighter,
        ratedAsOf: '2024-12-14',
        belts: [{ organization: 'CAGE_WARRIORS', division: 'Middleweight', title: 'Middleweight', interim: false }],
      },
    });
    const second = renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    await waitFor(() => expect(screen.getByTestId('belt').textContent).toBe('Cage Warriors Middleweight champion as of Dec 14, 2024'));
    second.unmount();
    stubInfo(200, { data: fighter });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect(await screen.findByText('Jon Jones')).toBeTruthy();
    expect(screen.queryByTestId('belt')).toBeNull();
  });

  it('gives the age at death and the date of death for a fighter who has died, not an inactivity note', async () => {
    stubInfo(200, { data: { ...fighter, name: 'Evan Tanner', age: 37, isActive: false, diedOn: '2008-09-08', lastFightDate: '2008-06-21' } });
    renderWithProviders(<FighterOverview fighterId="7" nameId="jon-jones-7" />);
    expect(await screen.findByText('37 (at death)')).toBeTruthy();
    expect(screen.getByText('Died Sep 8, 2008')).toBeTruthy();
    expect(screen.queryByText(/^Inactive/)).toBeNull();
    // One clock: the page's ratings date, and the day his Rating stopped.
    expect((await screen.findByTestId('ratings-as-of')).textContent).toBe('Ratings as of Dec 14, 2024; this Rating stopped on Sep 8, 2008, the day of death');
  });
});

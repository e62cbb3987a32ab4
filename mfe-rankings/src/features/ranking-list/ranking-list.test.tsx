import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import type { RankingFilterOption } from '@fightrank/shared/contracts';
import { rankingReturnTarget } from '@fightrank/shared/routing';
import { useRankingPreferencesStore } from '@fightrank/shared/stores';
import { createTestQueryClient, rankedFighter, renderWithProviders } from '@fightrank/shared/testing';
import GlobalRankingsPage from '../../pages/global-rankings-page';
import PoundForPoundPage from '../../pages/pound-for-pound-page';
import WeightClassRankingsPage from '../../pages/weight-class-rankings-page';
import CountryRankingsPage from '../../pages/country-rankings-page';
import OrganizationRankingsPage from '../../pages/organization-rankings-page';
import AgeRankingsPage from '../../pages/age-rankings-page';

// Several user steps per test: on a busy machine these take longer than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

// The pages import the remote's Tailwind stylesheet, which Vitest need not (and cannot) build.
vi.mock('../../styles.css', () => ({}));

const fighter = rankedFighter;

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => fighter(from + i));

type Responder = (url: URL) => { status?: number; body?: unknown } | 'hang';

/** Stubs fetch: answers by path, records every ranking-list URL it was asked for. */
function stubApi(lists: Responder, options: RankingFilterOption[] = []) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    let answer: ReturnType<Responder>;
    if (url.pathname === '/api/rankings/last-updated') answer = { body: { data: { lastUpdated: '2025-03-09' } } };
    else if (url.pathname.startsWith('/api/rankings/options/')) answer = { body: { data: options } };
    else {
      calls.push(input);
      answer = lists(url);
    }
    if (answer === 'hang') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200 });
  });
  return calls;
}

/** Rows by keyset cursor: last_rank N answers ranks N+1.. up to `total`. */
const keyset =
  (total: number): Responder =>
  (url) => {
    const lastRank = Number(url.searchParams.get('last_rank') ?? 0);
    const limit = Number(url.searchParams.get('limit'));
    return { body: { data: page(lastRank + 1, Math.max(0, Math.min(limit, total - lastRank))) } };
  };

/** A fighter page that links back the way the fighter remote will (rankingReturnTarget). */
function FighterStub() {
  const location = useLocation();
  const back = rankingReturnTarget(location.state);
  return (
    <div>
      <p>Fighter page {location.pathname}</p>
      {back ? (
        <Link to={back.to} state={back.state}>
          Back to rankings
        </Link>
      ) : null}
    </div>
  );
}

const disabled = (element: HTMLElement) => (element as HTMLButtonElement | HTMLSelectElement).disabled;

const fighterRoute = { path: '/fighter/:nameId', element: <FighterStub /> };

beforeEach(() => {
  useRankingPreferencesStore.setState({ pageSize: 10, direction: 'asc' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ranking list requests', () => {
  it('asks for the first page by default: last_rank 0, limit 10, asc, movement all, top_only false', async () => {
    const calls = stubApi(keyset(0));
    renderWithProviders(<GlobalRankingsPage />, { path: '/rankings/global' });
    await screen.findByText('No Rankings Found');
    expect(calls).toEqual(['/api/rankings/global?last_rank=0&limit=10&dir=asc&movement=all&top_only=false']);
  });

  it('fetches the following page ahead only when the page is full, and enables Next only if it has rows', async () => {
    const calls = stubApi(keyset(10));
    renderWithProviders(<PoundForPoundPage />, { path: '/' });
    await screen.findByRole('link', { name: 'Fighter 10' });
    await waitFor(() => expect(calls).toEqual(['/api/rankings?last_rank=0&limit=10&dir=asc', '/api/rankings?last_rank=10&limit=10&dir=asc']));
    // Exactly one full page: the page after it is empty, so Next stays off.
    expect(disabled(screen.getByRole('button', { name: /Next/ }))).toBe(true);
  });

  it('opens a filtered list with its most populated choice, puts it in the URL, and sends a choice the visitor makes', async () => {
    const calls = stubApi(keyset(3), [
      { value: 'Light Heavyweight', label: 'Light Heavyweight', count: 455 },
      { value: 'Lightweight', label: 'Lightweight', count: 812 },
    ]);
    const { router } = renderWithProviders(<WeightClassRankingsPage />, { path: '/rankings/weightclass' });
    await screen.findByRole('link', { name: 'Fighter 1' }, { timeout: 3000 });
    expect(screen.getByRole('table', { name: 'Weight class rankings: Lightweight' })).toBeTruthy();
    expect(calls).toEqual(['/api/rankings/weight-class?last_rank=0&limit=10&dir=asc&movement=all&top_only=false&wc=Lightweight']);
    expect(router.state.location.search).toBe('?wc=Lightweight');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Weight class' }), 'Light Heavyweight');
    await screen.findByRole('table', { name: 'Weight class rankings: Light Heavyweight' }, { timeout: 3000 });
    expect(calls.at(-1)).toBe('/api/rankings/weight-class?last_rank=0&limit=10&dir=asc&movement=all&top_only=false&wc=Light+Heavyweight');
    expect(router.state.location.search).toBe('?wc=Light+Heavyweight&size=10&dir=asc');
  });

  it('reads filter, page size, order, movement and page from the URL', async () => {
    const calls = stubApi(keyset(100), [{ value: 'Lightweight', label: 'Lightweight', count: 100 }]);
    renderWithProviders(<WeightClassRankingsPage />, { path: '/rankings/weightclass?wc=Lightweight&size=20&dir=desc&after=20' });
    await screen.findByRole('link', { name: 'Fighter 21' });
    expect(calls[0]).toBe('/api/rankings/weight-class?last_rank=20&limit=20&dir=desc&movement=all&top_only=false&wc=Lightweight');
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Page size' })).toHaveProperty('value', '20');
  });
});

describe('ranking list states', () => {
  it('shows 10 skeleton rows and disables Previous and Next while loading', async () => {
    stubApi(() => 'hang');
    renderWithProviders(<PoundForPoundPage />, { path: '/' });
    expect(await screen.findAllByTestId('ranking-skeleton-row')).toHaveLength(10);
    expect(disabled(screen.getByRole('button', { name: /Previous/ }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: /Next/ }))).toBe(true);
  });

  it("shows 'No Rankings Found' with the default message for an empty list", async () => {
    stubApi(() => ({ body: { data: [] } }));
    renderWithProviders(<PoundForPoundPage />, { path: '/' });
    const alert = await screen.findByRole('status');
    expect(within(alert).getByRole('heading').textContent).toBe('No Rankings Found');
    expect(alert.textContent).toContain('No rankings available at this time.');
  });

  it('says that nobody moved, not that the list is empty, when a movement filter matches no one, and clears it', async () => {
    const calls = stubApi(
      (url) => ({ body: { data: url.searchParams.get('movement') === 'all' ? page(1, 10) : [] } }),
      [{ value: "Women's Bantamweight", label: "Women's Bantamweight", count: 56 }],
    );
    const { router } = renderWithProviders(<WeightClassRankingsPage />, { path: "/rankings/weightclass?wc=Women's+Bantamweight&movement=gainers" });
    const alert = await screen.findByRole('status', {}, { timeout: 3000 });
    await waitFor(() => expect(alert.textContent).toContain("No fighters gained places in Women's Bantamweight since the previous ranking."));
    expect(alert.textContent).not.toContain('No rankings available');
    expect(calls.at(-1)).toContain('movement=gainers');
    await userEvent.click(within(alert).getByRole('button', { name: 'Show all fighters' }));
    expect(await screen.findByRole('link', { name: 'Fighter 1' })).toBeTruthy();
    expect(router.state.location.search).not.toContain('movement');
  });

  it("shows the destructive 'Error' alert when the list fails to load", async () => {
    stubApi(() => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }));
    renderWithProviders(<PoundForPoundPage />, { path: '/' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Error');
    expect(alert.textContent).toContain('Failed to load rankings. Please try again later.');
  });

  it('sets the page title and description, and shows the last-updated date', async () => {
    stubApi(keyset(0));
    renderWithProviders(<PoundForPoundPage />, { path: '/' });
    expect(await screen.findByText('Last updated: Mar 9, 2025')).toBeTruthy();
    expect(document.title).toBe('Pound For Pound | FightRank');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/regardless of weight/);
  });

  it("says a promotion's results stop earlier above the rows, where the last-updated date is read, not under the table", async () => {
    stubApi(() => ({ body: { data: [fighter(1, { organization: 'Bellator MMA', resultsThrough: '2024-09-14' }), fighter(2)] } }));
    renderWithProviders(<GlobalRankingsPage />, { path: '/rankings/global' });
    const note = await screen.findByTestId('results-through');
    expect(note.textContent).toContain('Bellator MMA: results through Sep 14, 2024');
    const table = screen.getByRole('table');
    expect(note.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('a filter the list does not know (QA pass 2, D7)', () => {
  const refused = () => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'org must be an organization code or name' } });
  const lists = [
    { Page: WeightClassRankingsPage, path: '/rankings/weightclass?wc=', noun: 'weight class', choose: 'Choose a weight class', slot: 'Weight class' },
    { Page: CountryRankingsPage, path: '/rankings/country?c=', noun: 'country', choose: 'Choose a country', slot: 'Country' },
    { Page: OrganizationRankingsPage, path: '/rankings/organization?org=', noun: 'organization', choose: 'Choose an organization', slot: 'Organization' },
    { Page: AgeRankingsPage, path: '/rankings/age?grp=', noun: 'age group', choose: 'Choose an age group', slot: 'Age group' },
  ];

  it.each(lists)(
    'shows the empty state on $path, whether the API refuses it or finds nobody, never the load error',
    async ({ Page, path, noun, choose, slot }) => {
      for (const answer of [refused, () => ({ body: { data: [] } })]) {
        const calls = stubApi(answer, [{ value: 'Known', label: 'Known', count: 3 }]);
        renderWithProviders(<Page />, { path: `${path}NOPE%27+OR+1%3D1+--` });
        const alert = await screen.findByRole('status', {}, { timeout: 3000 });
        expect(within(alert).getByRole('heading').textContent).toBe('No Rankings Found');
        expect(alert.textContent).toContain(`No rankings available for that ${noun}. ${choose} from the filters above.`);
        // What the link carried is not echoed back, and there is nothing to retry or page through.
        expect(document.body.textContent).not.toContain('OR 1=1');
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
        expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
        expect(screen.getAllByRole('combobox', { name: slot })[0]).toHaveProperty('value', '');
        // At most the request the shell prefetched with the link's text; none once the choices say it names nothing.
        expect(calls.length).toBeLessThanOrEqual(1);
        cleanup();
      }
    },
  );

  it('waits for the choices before calling a refused filter unknown, instead of flashing the load error', async () => {
    let answerOptions: () => void = () => {};
    const optionsAnswered = new Promise<void>((resolve) => (answerOptions = resolve));
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.startsWith('/api/rankings/options/')) {
        await optionsAnswered;
        return new Response(JSON.stringify({ data: [{ value: 'UFC', label: 'Ultimate Fighting Championship', count: 9 }] }));
      }
      if (url.pathname === '/api/rankings/organization') return new Response(JSON.stringify(refused().body), { status: 400 });
      return new Response(JSON.stringify({ data: null }));
    });
    renderWithProviders(<OrganizationRankingsPage />, { path: '/rankings/organization?org=NOPE' });
    expect(await screen.findAllByTestId('ranking-skeleton-row')).toHaveLength(10);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the list's 400 is in by now
    expect(screen.queryByRole('alert')).toBeNull();
    answerOptions();
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toContain('No rankings available for that organization.');
  });

  it('reads a country in any case: ?c=japan lists Japan', async () => {
    const calls = stubApi(keyset(3), [
      { value: 'Japan', label: 'Japan', count: 3, countryCode: 'JP' },
      { value: 'United States', label: 'United States', count: 9, countryCode: 'US' },
    ]);
    renderWithProviders(<CountryRankingsPage />, { path: '/rankings/country?c=japan' });
    expect(await screen.findByRole('table', { name: 'Country rankings: Japan' }, { timeout: 3000 })).toBeTruthy();
    expect(calls.at(-1)).toBe('/api/rankings/country?last_rank=0&limit=10&dir=asc&movement=all&top_only=false&c=Japan');
    expect(screen.getAllByRole('combobox', { name: 'Country' })[0]).toHaveProperty('value', 'Japan');
  });
});

describe('ranking rows', () => {
  it('links the name to /fighter/{slug}-{id}, formats rating and record, and shows the rank change and flag', async () => {
    stubApi(() => ({
      body: {
        data: [
          fighter(1, {
            fighterId: 42,
            fighterName: 'José Aldo',
            nationality: 'Brazil',
            countryCode: 'BR',
            ratingCurrent: 1834.56,
            totalWins: 32,
            totalLosses: 8,
            previousRank: 4,
          }),
          fighter(2, { previousRank: 1, organization: 'Unknown' }),
        ],
      },
    }));
    renderWithProviders(<PoundForPoundPage />, { path: '/' });
    const link = await screen.findByRole('link', { name: 'José Aldo' });
    expect(link.getAttribute('href')).toBe('/fighter/jose-aldo-42');
    const [first, second] = screen.getAllByTestId('ranking-row');
    // The rating and record columns (the phone's line under the name says the same).
    const cells = [...first!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toContain('1834.6');
    // The record, then the partial-record mark (the fixture's record is the bouts held).
    expect(cells.some((cell) => cell?.startsWith('32-8'))).toBe(true);
    expect(within(first!).getByTestId('row-compact-stats').textContent).toMatch(/^P4P score 1834\.6 · , record 32-8/);
    expect(within(first!).getByTestId('rank-change').textContent).toBe('Up 3 places');
    expect(first!.dataset.flash).toBe('improved');
    expect(second!.dataset.flash).toBe('worsened');
    expect(await within(first!).findByRole('img', { name: 'Brazil' })).toBeTruthy();
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(within(second!).queryByText('Unknown')).toBeNull();
    expect(within(second!).getByText('Lightweight')).toBeTruthy();
  });
});

describe('layoff mark', () => {
  it('says what a row the layoff placed above a higher Rating was ranked on, in words and to a screen reader, and keeps the Rating shown', async () => {
    stubApi(
      () => ({
        body: {
          data: [
            fighter(8, { fighterName: 'Montel Jackson', ratingCurrent: 1537.3, layoffPoints: 25.14, lastFightDate: '2024-03-02' }),
            fighter(9, { fighterName: 'Farid Basharat', ratingCurrent: 1542.5, layoffPoints: null }),
          ],
        },
      }),
      [{ value: 'Bantamweight', label: 'Bantamweight', count: 300 }],
    );
    renderWithProviders(<WeightClassRankingsPage />, { path: '/rankings/weightclass?wc=Bantamweight' });
    await screen.findByRole('link', { name: 'Montel Jackson' });
    const [held, other] = screen.getAllByTestId('ranking-row');
    const mark = within(held!).getByTestId('layoff-mark');
    // Seen: the number the list ranked him on (1537.3 + 25.14) and why, on a phone too (the mark wraps); the Rating stays.
    const seen = within(mark).getByText('ranked on 1562.4', { exact: false, selector: '[aria-hidden="true"]' });
    expect(seen.getAttribute('aria-hidden')).toBe('true');
    expect(seen.textContent).toBe('ranked on 1562.4 (layoff not counted)');
    expect(mark.querySelector('.hidden')).toBeNull();
    expect(within(held!).getAllByText('1537.3').length).toBeGreaterThan(0);
    // Heard: the whole rule, with the date of the last fight; the pointer's title says the rule too.
    expect(within(mark).getByText(/^Ranked on 1562\.4: the Rating without the doubt added since the last fight on Mar 2, 2024\./).className).toContain(
      'sr-only',
    );
    expect(mark.textContent).toContain('The doubt that time out of the cage adds lowers the Rating shown, not the place in this list.');
    expect(mark.getAttribute('title')).toBe('The doubt that time out of the cage adds lowers the Rating shown, not the place in this list.');
    expect(within(other!).queryByTestId('layoff-mark')).toBeNull();
  });

  it("calls the number a P4P score in a promotion's list, in the marks and on a phone's line (fan QA, session 41)", async () => {
    stubApi(
      () => ({
        body: {
          data: [
            fighter(8, { fighterName: 'Belal Muhammad', ratingCurrent: 1652.0, layoffPoints: 9.5, lastFightDate: '2024-07-27' }),
            fighter(9, { fighterName: 'Dricus Du Plessis', ratingCurrent: 1655.0, layoffPoints: null }),
          ],
        },
      }),
      [{ value: 'UFC', label: 'UFC', count: 300, hasChampions: true }],
    );
    renderWithProviders(<OrganizationRankingsPage />, { path: '/rankings/organization?org=UFC' });
    await screen.findByRole('link', { name: 'Belal Muhammad' });
    const [held] = screen.getAllByTestId('ranking-row');
    const mark = within(held!).getByTestId('layoff-mark');
    expect(mark.textContent).toContain('Ranked on 1661.5: the P4P score without the doubt added since the last fight');
    expect(mark.getAttribute('title')).toBe('The doubt that time out of the cage adds lowers the P4P score shown, not the place in this list.');
    expect(mark.textContent).not.toContain('Rating');
    // The column's heading is hidden on a phone: the line names the number itself.
    const compact = within(held!).getByTestId('row-compact-stats');
    expect(within(compact).getByText('P4P score', { exact: false }).className).not.toContain('sr-only');
  });
});

describe('an organization without a champion', () => {
  it('says its list marks no champion because none of its current title fights is in our data; a list with a champion says nothing', async () => {
    stubApi(keyset(3), [
      { value: 'KSW', label: 'KSW', count: 3, hasChampions: false },
      { value: 'UFC', label: 'UFC', count: 3, hasChampions: true },
    ]);
    const { unmount } = renderWithProviders(<OrganizationRankingsPage />, { path: '/rankings/organization?org=KSW' });
    expect((await screen.findByTestId('no-title-fights', {}, { timeout: 3000 })).textContent).toBe(
      'Our data marks none of the current title fights of KSW, so this list marks no champion.',
    );
    unmount();
    renderWithProviders(<OrganizationRankingsPage />, { path: '/rankings/organization?org=UFC' });
    expect(await screen.findByRole('table', { name: 'Organization rankings: UFC' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByTestId('no-title-fights')).toBeNull();
  });
});

describe('retired mark', () => {
  it('says a retired fighter has retired, with the day, on the lists that hold him, and nothing on the others', async () => {
    stubApi(() => ({
      body: {
        data: [fighter(1, { fighterName: 'Khabib Nurmagomedov', retiredOn: '2020-10-24' }), fighter(2, { fighterName: 'Islam Makhachev', retiredOn: null })],
      },
    }));
    renderWithProviders(<GlobalRankingsPage />, { path: '/rankings/global' });
    await screen.findByRole('link', { name: 'Khabib Nurmagomedov' });
    const [khabib, islam] = screen.getAllByTestId('ranking-row');
    const mark = within(khabib!).getByTestId('retired-mark');
    expect(within(mark).getByText('Retired Oct 24, 2020').getAttribute('aria-hidden')).toBe('true');
    expect(within(mark).getByText('Retired on Oct 24, 2020.').className).toContain('sr-only');
    expect(within(islam!).queryByTestId('retired-mark')).toBeNull();
  });
});

describe('belt mark', () => {
  it("says every reigning champion's row is a champion's, by the title's own class, placed by the champion rule or not", async () => {
    const belt = (title: string, interim = false) => ({
      organization: 'BELLATOR',
      organizationName: 'Bellator MMA',
      division: 'Featherweight',
      title,
      interim,
    });
    stubApi(() => ({
      body: {
        data: [
          fighter(1, { fighterName: 'Patricio Pitbull', organization: 'Bellator MMA', belts: [belt('Featherweight')] }),
          fighter(2, { fighterName: 'Aaron Pico', belts: [] }),
          fighter(3, { fighterName: 'Interim Holder', organization: 'Bellator MMA', belts: [belt('Featherweight', true)] }),
          // Two belts (Christian Lee held ONE's lightweight and welterweight titles), and placed by the champion rule.
          fighter(4, {
            fighterName: 'Placed Champion',
            belts: [belt('Featherweight'), { ...belt('Lightweight'), division: 'Lightweight' }],
            placedBy: { rule: 'champion', over: 'Aaron Pico', on: null },
          }),
          fighter(5, { fighterName: 'Stopped Champion', organization: 'Bellator MMA', ratedAsOf: '2024-09-14', belts: [belt('Featherweight')] }),
          // A Bellator belt on a row of the PFL (Ryan Bader's latest bout was on a PFL card) names its promotion in sight.
          fighter(6, {
            fighterName: 'Sister Champion',
            organization: 'Professional Fighters League',
            belts: [{ ...belt('Heavyweight'), organizationName: 'Bellator MMA' }],
          }),
          // Placed over another champion (Jon Jones above Ilia Topuria in the UFC's list): both belts vouched.
          fighter(7, {
            fighterName: 'Heavier Champion',
            belts: [{ ...belt('Heavyweight') }],
            placedBy: { rule: 'champion', over: 'Patricio Pitbull', on: null, overChampion: true },
          }),
        ],
      },
    }));
    renderWithProviders(<GlobalRankingsPage />, { path: '/rankings/global' });
    await screen.findByRole('link', { name: 'Patricio Pitbull' });
    const [pitbull, pico, interim, placed, stopped, sister, pastChampion] = screen.getAllByTestId('ranking-row');
    const mark = within(pitbull!).getByTestId('belt-mark');
    // Named with its promotion: a division list mixes promotions, and a phone hides the row's tags.
    expect(within(mark).getByText('Bellator MMA Featherweight champion').getAttribute('aria-hidden')).toBe('true');
    expect(within(mark).getByText('Reigning Bellator MMA Featherweight champion.').className).toContain('sr-only');
    expect(mark.getAttribute('title')).toMatch(/^A reigning champion: the winner of the promotion’s latest title fight/);
    expect(within(pico!).queryByTestId('belt-mark')).toBeNull();
    expect(within(interim!).getByTestId('belt-mark').textContent).toContain('Bellator MMA Featherweight interim champion');
    // A placed champion keeps the belt mark, every belt in it; the placement mark says only what the belt did to the order.
    expect(within(placed!).getByTestId('belt-mark').textContent).toContain('Bellator MMA Featherweight champion, Bellator MMA Lightweight champion');
    const placement = within(placed!).getByTestId('placement-mark');
    expect(within(placement).getByText('above Aaron Pico, by the belt').getAttribute('aria-hidden')).toBe('true');
    expect(placement.textContent).toContain('Ranked above Aaron Pico by the belt, and so above a higher Rating.');
    expect(within(stopped!).getByTestId('belt-mark').textContent).toContain(
      'Bellator MMA Featherweight champion as of Sep 14, 2024, where our data for the promotion stops.',
    );
    // Past a champion, the mark says both belts counted, not that only one of them holds one.
    const pastBelt = within(pastChampion!).getByTestId('placement-mark');
    expect(within(pastBelt).getByText('above Patricio Pitbull, by the belts').getAttribute('aria-hidden')).toBe('true');
    expect(pastBelt.textContent).toContain('Ranked above Patricio Pitbull, also a champion, by the belts, and so above a higher Rating');
    const sisterMark = within(sister!).getByTestId('belt-mark');
    expect(within(sisterMark).getByText('Bellator MMA Heavyweight champion').getAttribute('aria-hidden')).toBe('true');
    expect(within(sisterMark).getByText('Reigning Bellator MMA Heavyweight champion.').className).toContain('sr-only');
  });
});

describe('placement mark', () => {
  it('says which list rule placed a row above a higher Rating, and over whom, in words and to a screen reader', async () => {
    stubApi(
      () => ({
        body: {
          data: [
            fighter(1, { fighterName: 'Julianna Pena', ratingCurrent: 1359.5, placedBy: { rule: 'champion', over: 'Norma Dumont', on: null } }),
            fighter(2, { fighterName: 'Norma Dumont', ratingCurrent: 1521.2, placedBy: null }),
            fighter(3, {
              fighterName: "Sean O'Malley",
              ratingCurrent: 1592.4,
              placedBy: { rule: 'head-to-head', over: 'Aljamain Sterling', on: '2023-08-19' },
            }),
            fighter(4, { fighterName: 'Tom Aspinall', placedBy: { rule: 'interim-champion', over: 'Curtis Blaydes', on: null } }),
            fighter(5, {
              fighterName: 'Chihiro Suzuki',
              organization: 'RIZIN Fighting Federation',
              ratedAsOf: '2024-12-14',
              placedBy: { rule: 'champion', over: 'Farid Basharat', on: null },
            }),
          ],
        },
      }),
      [{ value: "Women's Bantamweight", label: "Women's Bantamweight", count: 40 }],
    );
    renderWithProviders(<WeightClassRankingsPage />, { path: "/rankings/weightclass?wc=Women's%20Bantamweight" });
    await screen.findByRole('link', { name: 'Julianna Pena' });
    const [champion, plain, winner, interim, stopped] = screen.getAllByTestId('ranking-row');
    const title = within(champion!).getByTestId('placement-mark');
    expect(within(title).getByText('champion, above Norma Dumont').getAttribute('aria-hidden')).toBe('true');
    expect(within(title).getByText(/^Reigning UFC champion: ranked above Norma Dumont, and so above a higher Rating\./).className).toContain('sr-only');
    // No "he": women's lists read the same sentence.
    expect(title.getAttribute('title')).toMatch(
      /reigning champion ranks above anyone the champion would outrank .*in the division’s list, the champion of the UFC or of a major promotion \(not ACA or KSW\) also ranks above the same promotion’s fighters/,
    );
    expect(title.getAttribute('title')).not.toMatch(/\b(he|his|him)\b/);
    const win = within(winner!).getByTestId('placement-mark');
    expect(within(win).getByText('beat Aljamain Sterling', { exact: false }).textContent).toBe('beat Aljamain Sterling, Aug 19, 2023');
    // The date is left out of the short text on a phone (the spoken sentence keeps it).
    expect(within(win).getByText('Aug 19, 2023', { exact: false, selector: '.hidden' }).className).toContain('sm:inline');
    expect(win.textContent).toContain('Ranked above Aljamain Sterling, and so above a higher Rating: won their latest meeting on Aug 19, 2023.');
    // The rule names both margins the list applies (ranking-rules.ts: HEAD_TO_HEAD_POINTS, HEAD_TO_HEAD_SERIES_POINTS).
    expect(win.getAttribute('title')).toMatch(/within 50 points \(100 after two or more straight wins over the same opponent\)/);
    expect(win.textContent).not.toMatch(/\b(he|his|him)\b/);
    expect(within(plain!).queryByTestId('placement-mark')).toBeNull();
    // An interim belt is named as such, in the short text and the spoken one.
    const held = within(interim!).getByTestId('placement-mark');
    expect(within(held).getByText('interim champion, above Curtis Blaydes').getAttribute('aria-hidden')).toBe('true');
    expect(held.textContent).toContain('Reigning UFC interim champion: ranked above Curtis Blaydes');
    // A belt held where our data for the promotion stops is dated, not called reigning today.
    const dated = within(stopped!).getByTestId('placement-mark');
    expect(within(dated).getByText('champion, above Farid Basharat', { exact: false }).textContent).toBe('champion, above Farid Basharat, as of Dec 14, 2024');
    expect(dated.textContent).toContain(
      'RIZIN Fighting Federation champion as of Dec 14, 2024, where our data for the promotion stops: ranked above Farid Basharat',
    );
    expect(dated.textContent).not.toContain('Reigning');
  });
});

describe('ranking pagination', () => {
  it('pages forward by the last rank shown and back again, and disables Next on the last page', async () => {
    const calls = stubApi(keyset(25));
    renderWithProviders(<PoundForPoundPage />, { path: '/' });
    const next = await screen.findByRole('button', { name: /Next/ });
    await waitFor(() => expect(disabled(next)).toBe(false));
    expect(screen.getAllByTestId('ranking-row')).toHaveLength(10);
    expect(disabled(screen.getByRole('button', { name: /Previous/ }))).toBe(true);

    await userEvent.click(next);
    await screen.findByRole('link', { name: 'Fighter 11' });
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('link', { name: 'Fighter 21' });
    expect(screen.getAllByTestId('ranking-row')).toHaveLength(5);
    expect(disabled(screen.getByRole('button', { name: /Next/ }))).toBe(true);
    expect(calls.at(-1)).toBe('/api/rankings?last_rank=20&limit=10&dir=asc');

    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await screen.findByRole('link', { name: 'Fighter 11' });
    expect(screen.getByText('Page 2')).toBeTruthy();
  });

  it('keeps keyboard focus on the button pressed across a page turn, and on the first fighter when that button is off (QA pass 2, D3)', async () => {
    // A browser drops the focus of a button that becomes disabled (the HTML focus fixup rule); happy-dom does not.
    const fixup = new MutationObserver((changes) => {
      for (const { target } of changes) if ((target as HTMLButtonElement).disabled && document.activeElement === target) (target as HTMLElement).blur();
    });
    fixup.observe(document.body, { subtree: true, attributeFilter: ['disabled'] });
    try {
      stubApi(keyset(25));
      renderWithProviders(<PoundForPoundPage />, { path: '/' });
      const next = await screen.findByRole('button', { name: /Next/ });
      await waitFor(() => expect(disabled(next)).toBe(false));
      next.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('link', { name: 'Fighter 11' });
      // Disabled while the page after it loads, then on again, with the focus back on it.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Next/ })));
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('link', { name: 'Fighter 21' });
      // The last page: Next stays off, so the fan lands on the page's first fighter.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Fighter 21' })));
      screen.getByRole('button', { name: /Previous/ }).focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('link', { name: 'Fighter 11' });
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Previous/ })));
    } finally {
      fixup.disconnect();
    }
  });

  it('says a page past the end is past the end, not that nobody moved, and offers the first page (QA pass 2, D19)', async () => {
    stubApi((url) => ({ body: { data: url.searchParams.get('offset') === '0' ? page(1, 10) : [] } }));
    const { router } = renderWithProviders(<GlobalRankingsPage />, { path: '/rankings/global?movement=gainers&after=999999' });
    const alert = await screen.findByRole('status', {}, { timeout: 3000 });
    await waitFor(() => expect(alert.textContent).toContain('There are no more fighters: this page is past the end of the list.'));
    expect(alert.textContent).not.toContain('gained places');
    await userEvent.click(within(alert).getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByRole('link', { name: 'Fighter 1' })).toBeTruthy();
    expect(router.state.location.search).not.toContain('after');
    expect(router.state.location.search).toContain('movement=gainers');
  });

  it('resets to the first page when the page size changes, and saves the choice', async () => {
    const calls = stubApi(keyset(100));
    renderWithProviders(<PoundForPoundPage />, { path: '/' });
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: /Next/ }))).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('link', { name: 'Fighter 11' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '20');
    await screen.findByRole('link', { name: 'Fighter 20' });
    await waitFor(() => expect(calls).toContain('/api/rankings?last_rank=0&limit=20&dir=asc'));
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('fightrank-global-rankings')!)).toEqual({ pageSize: 20, direction: 'asc' });

    // The order names where the list starts, not "ascending", which says nothing about which end is rank 1.
    const order = screen.getByRole('combobox', { name: 'Order' });
    expect(
      within(order)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Top first', 'Bottom first']);
    await userEvent.selectOptions(order, 'Bottom first');
    await waitFor(() => expect(calls).toContain('/api/rankings?last_rank=0&limit=20&dir=desc'));
    expect(useRankingPreferencesStore.getState().direction).toBe('desc');
  });

  it('switches to offset paging for a movement list, labelled Top 1000 for the top variant', async () => {
    const calls = stubApi(() => ({ body: { data: page(1, 10) } }));
    renderWithProviders(<GlobalRankingsPage />, { path: '/rankings/global' });
    const movement = await screen.findByRole('combobox', { name: 'Movement' });
    expect(within(movement).getByRole('option', { name: /Gainers · Top 1000/ })).toBeTruthy();
    await userEvent.selectOptions(movement, 'gainers-top');
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: /Next/ }))).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(calls).toContain('/api/rankings/global?offset=10&limit=10&dir=asc&movement=gainers-top&top_only=false'));
  });

  it('comes back from a fighter page to the same page, filter and order', async () => {
    const calls = stubApi(keyset(40), [{ value: 'Lightweight', label: 'Lightweight', count: 40 }]);
    // Fresh for the visit, as the site's QueryClient keeps data (1 hour), so a return needs no new request.
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: Infinity } });
    const { router } = renderWithProviders(<WeightClassRankingsPage />, {
      path: '/rankings/weightclass',
      routePath: '/rankings/weightclass',
      extraRoutes: [fighterRoute],
      queryClient,
    });
    const select = await screen.findByRole('combobox', { name: 'Weight class' });
    await waitFor(() => expect(disabled(select)).toBe(false));
    await userEvent.selectOptions(select, 'Lightweight');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'desc');
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: /Next/ }))).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('link', { name: 'Fighter 11' });
    const asked = calls.length;

    await userEvent.click(screen.getByRole('link', { name: 'Fighter 12' }));
    expect(await screen.findByText('Fighter page /fighter/fighter-12-1012')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({
      from: '/rankings/weightclass?wc=Lightweight&size=10&dir=desc&after=10',
      pagination: { filter: 'Lightweight', index: 1 },
    });

    await userEvent.click(screen.getByRole('link', { name: 'Back to rankings' }));
    await screen.findByRole('link', { name: 'Fighter 11' });
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Weight class' })).toHaveProperty('value', 'Lightweight');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveProperty('value', 'desc');
    // Page 2 and the page after it came from the cache: coming back asked the API for nothing new.
    expect(calls.length).toBe(asked);
    expect(disabled(screen.getByRole('button', { name: /Previous/ }))).toBe(false);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FighterInfo } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { FighterOverview } from './fighter-overview';

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
  lastFightDate: '2024-11-16',
  firstFightDate: '2008-04-12',
  boutsHeld: 29,
  proRecord: null,
  record: { wins: 27, losses: 1, draws: 0, noContests: 1 },
  ranks: [{ kind: 'pound-for-pound', filterValue: '', rank: 2, previousRank: 3, score: 1912.34 }],
};

function stubInfo(status: number, body: unknown) {
  const fetch = vi.fn(async (url: string) =>
    url === '/api/rankings/last-updated'
      ? new Response(JSON.stringify({ data: { lastUpdated: '2024-12-14' } }), { status: 200 })
      : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('FighterOverview', () => {
  it('shows the fighter, rating with 1 decimal, record and ranks', async () => {
    const fetch = stubInfo(200, { data: fighter });
    renderWithProviders(<FighterOverview fighterId="7" />);
    expect(await screen.findByRole('heading', { level: 1, name: /Jon Jones/ })).toBeTruthy();
    expect(screen.getByText('1912.3')).toBeTruthy();
    expect(screen.getByText('27-1')).toBeTruthy();
    expect(screen.getByText('1 no contest')).toBeTruthy();
    expect(screen.getByText('#2')).toBeTruthy();
    expect(await screen.findByText('Ratings as of Dec 14, 2024')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/fighters/7/info', expect.anything());
    expect(document.title).toBe('Jon Jones | FightRank');
  });

  it('flags a 404 as not found', async () => {
    stubInfo(404, { statusCode: 404, error: 'Not Found', message: 'Fighter 7 not found' });
    renderWithProviders(<FighterOverview fighterId="7" />);
    expect(await screen.findByText('Fighter not found')).toBeTruthy();
  });

  it('shows a load error for other failures', async () => {
    stubInfo(500, { message: 'boom' });
    renderWithProviders(<FighterOverview fighterId="7" />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Failed to load this fighter'));
  });

  it('links back to the ranking it came from, handing its pagination back', async () => {
    stubInfo(200, { data: fighter });
    const pagination = { kind: 'weight-class', filter: 'Lightweight', pageSize: 20, direction: 'desc', movement: 'all', cursors: [0, 40], index: 1 };
    const { router } = renderWithProviders(<FighterOverview fighterId="7" />, {
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
    renderWithProviders(<FighterOverview fighterId="7" />);
    await screen.findByRole('heading', { level: 1, name: /Jon Jones/ });
    expect(screen.queryByRole('link', { name: /Back to rankings/ })).toBeNull();
  });
});

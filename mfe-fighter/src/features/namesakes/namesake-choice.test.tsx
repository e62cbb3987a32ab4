import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FighterNamesake } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { NamesakeChoice } from './namesake-choice';

function stubNamesakes(namesakes: FighterNamesake[]) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: namesakes }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const silva = (id: number, nationality: string | null, weightClass: string | null): FighterNamesake => ({
  id,
  name: 'Bruno Silva',
  nationality,
  countryCode: nationality === 'Brazil' ? 'BR' : null,
  weightClass,
  lastBoutYear: weightClass ? 2024 : null,
});

afterEach(() => vi.unstubAllGlobals());

describe('NamesakeChoice', () => {
  it('offers every fighter a shared slug names, each linking to his canonical address', async () => {
    const fetch = stubNamesakes([silva(11, 'Brazil', 'Middleweight'), silva(12, null, null)]);
    renderWithProviders(<NamesakeChoice slug="bruno-silva" fights />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Silva: 2 fighters' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Bruno Silva' }).map((a) => a.getAttribute('href'))).toEqual([
      '/fighter/bruno-silva-11/fights',
      '/fighter/bruno-silva-12/fights',
    ]);
    expect(screen.getByText(/Brazil · Middleweight · last bout 2024/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/fighters/namesakes?slug=bruno-silva', expect.anything());
    expect(document.title).toBe('Bruno Silva: 2 fighters | FightRank');
  });

  it('opens the one fighter a slug names at his canonical address, and says not found for none', async () => {
    stubNamesakes([silva(11, 'Brazil', 'Middleweight')]);
    const { unmount } = renderWithProviders(<NamesakeChoice slug="bruno-silva" fights={false} />, {
      path: '/fighter/bruno-silva',
      routePath: '/fighter/bruno-silva',
      extraRoutes: [{ path: '/fighter/bruno-silva-11', element: <p>profile of 11</p> }],
    });
    expect(await screen.findByText('profile of 11')).toBeTruthy();
    unmount();
    stubNamesakes([]);
    renderWithProviders(<NamesakeChoice slug="nobody" fights={false} />);
    expect(await screen.findByText('Fighter not found')).toBeTruthy();
  });
});

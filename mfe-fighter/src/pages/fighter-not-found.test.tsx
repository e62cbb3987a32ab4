// Every address that names no fighter, on both fighter pages, shows the one "Fighter not found" page: its title is
// the page's only h1 (decision 047), as the server's first view has it (QA pass 2, D18).
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@fightrank/shared/testing';
import FighterFightsPage from './fighter-fights-page';
import FighterOverviewPage from './fighter-overview-page';

vi.mock('../styles.css', () => ({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API as it answers for nobody: no namesakes for a slug of [a-z0-9-], 400 for any other slug, 404 for any id. */
function stubApiWithNobody() {
  vi.stubGlobal('fetch', async (url: string) => {
    const slug = new URL(url, 'http://x').searchParams.get('slug');
    if (url.startsWith('/api/fighters/namesakes'))
      return /^[a-z0-9-]{1,200}$/.test(slug ?? '')
        ? new Response(JSON.stringify({ data: [] }), { status: 200 })
        : new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'slug must be 1 to 200 letters, digits and hyphens' }), {
            status: 400,
          });
    return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Fighter not found' }), { status: 404 });
  });
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

const addresses = [
  '/fighter/jon-jones-4802abc', // an id with letters after it: a bare slug nobody has
  '/fighter/jon-jones-1e3',
  '/fighter/jon-jones-99999999', // an id nobody has
  '/fighter/☃', // a bare slug that folds to nothing: the API refuses to look it up
];

it.each(addresses)('%s is "Fighter not found" under the page’s one h1, with a way back', async (address) => {
  stubApiWithNobody();
  renderWithProviders(<FighterOverviewPage />, { path: address, routePath: '/fighter/:nameId' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Fighter not found' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'rankings' }).getAttribute('href')).toBe('/');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(document.title).toBe('Fighter not found | FightRank');
  expect(description()).toBe('FightRank has no fighter at this address.');
});

it.each(addresses.map((address) => `${address}/fights`))('%s is "Fighter not found" under the page’s one h1', async (address) => {
  stubApiWithNobody();
  renderWithProviders(<FighterFightsPage />, { path: address, routePath: '/fighter/:nameId/fights' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Fighter not found' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  // The description the server's first view gave, not a fighter page's (UI QA, session 52).
  expect(description()).toBe('FightRank has no fighter at this address.');
});

// When the API does not answer, the fights, event, events and favourites screens keep a heading and offer Try again,
// which loads the page once the API is back (decision 047; QA pass 2, D17).
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { FAVORITES_STORAGE_KEY, useFavoritesStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import EventFightsPage from './event-fights-page';
import EventsPage from './events-page';
import FavoritesPage from './favorites-page';
import FighterFightsPage from './fighter-fights-page';

vi.mock('../styles.css', () => ({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  useFavoritesStore.setState({ ids: [] });
});

/** Every API call fails with a 503 until `recover()`; then `answer(url)` says what comes back. */
function stubApiDown(answer: (url: string) => unknown) {
  let up = false;
  vi.stubGlobal('fetch', async (url: string) => {
    if (!up) return new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'down' }), { status: 503 });
    const data = answer(url);
    return data === undefined ? new Response('{}', { status: 404 }) : new Response(JSON.stringify({ data }), { status: 200 });
  });
  return { recover: () => (up = true) };
}

async function expectErrorWithRetry(message: RegExp, heading: string | null) {
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert.textContent).toMatch(message);
  if (heading) expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  return screen.getByRole('button', { name: 'Try again' });
}

it('keeps the fights page titled and retries both of its reads', async () => {
  const api = stubApiDown(() => undefined);
  renderWithProviders(<FighterFightsPage />, { path: '/fighter/jon-jones-7/fights', routePath: '/fighter/:nameId/fights' });
  const retry = await expectErrorWithRetry(/Failed to load the fights/, 'Fights');
  api.recover();
  fireEvent.click(retry);
  // Back up, the 404s of this stub make it a not-found page: the retry asked the API again.
  expect(await screen.findByRole('heading', { level: 1, name: 'Fighter not found' })).toBeTruthy();
});

it('keeps the event page titled and offers Try again', async () => {
  const api = stubApiDown(() => undefined);
  renderWithProviders(<EventFightsPage />, { path: '/events/5', routePath: '/events/:eventId' });
  const retry = await expectErrorWithRetry(/Failed to load this event/, 'Event');
  api.recover();
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeTruthy();
});

it('offers Try again on the events list and the favourites list', async () => {
  stubApiDown(() => undefined);
  renderWithProviders(<EventsPage />, { path: '/events' });
  await expectErrorWithRetry(/Failed to load events/, null);
  cleanup();
  localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([7]));
  useFavoritesStore.setState({ ids: [7] });
  renderWithProviders(<FavoritesPage />, { path: '/favorites' });
  await expectErrorWithRetry(/Failed to load your favorites/, null);
});

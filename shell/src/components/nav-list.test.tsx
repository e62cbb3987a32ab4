import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@fightrank/shared/testing';
import { NavList } from './nav-list';

afterEach(() => vi.unstubAllGlobals());

function stubUpcoming(answer: () => Response) {
  const fetch = vi.fn(async (url: string) => (url === '/api/events/upcoming-count' ? answer() : new Response('{}', { status: 404 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('NavList', () => {
  it('offers Events and Predictions with the number of upcoming cards beside each, asked for once', async () => {
    const fetch = stubUpcoming(() => new Response(JSON.stringify({ data: { count: 2 } })));
    renderWithProviders(<NavList />, { path: '/about' });
    const events = await within(nav()).findByRole('link', { name: 'Events (2 upcoming cards)' });
    expect(events.getAttribute('href')).toBe('/events');
    const predictions = within(nav()).getByRole('link', { name: 'Predictions (2 upcoming cards)' });
    expect(predictions.getAttribute('href')).toBe('/predictions');
    expect(within(events).getByTestId('upcoming-card-count').textContent).toContain('2');
    expect(within(events).getByTestId('upcoming-card-count').getAttribute('title')).toBe('2 upcoming cards');
    expect(fetch).toHaveBeenCalledTimes(1);
    // Only those two carry a count.
    expect(screen.getAllByTestId('upcoming-card-count')).toHaveLength(2);
  });

  it('says so when no card is coming, and shows no number while it is unknown or the API fails', async () => {
    stubUpcoming(() => new Response(JSON.stringify({ data: { count: 1 } })));
    const { unmount } = renderWithProviders(<NavList />);
    expect(await within(nav()).findByRole('link', { name: 'Events (1 upcoming card)' })).toBeTruthy();
    unmount();

    stubUpcoming(() => new Response(JSON.stringify({ data: { count: 0 } })));
    const zero = renderWithProviders(<NavList />);
    expect(await within(nav()).findByRole('link', { name: 'Predictions (0 upcoming cards)' })).toBeTruthy();
    zero.unmount();

    const failing = stubUpcoming(() => new Response('{"message":"down"}', { status: 503 }));
    renderWithProviders(<NavList />);
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    expect(within(nav()).getByRole('link', { name: 'Events' })).toBeTruthy();
    expect(screen.queryByTestId('upcoming-card-count')).toBeNull();
  });

  it('marks Events as the current entry on an event page', async () => {
    stubUpcoming(() => new Response(JSON.stringify({ data: { count: 0 } })));
    renderWithProviders(<NavList />, { path: '/events/12' });
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/events']);
  });
});

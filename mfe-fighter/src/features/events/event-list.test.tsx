import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { EventList } from './event-list';

const summary = (id: number, name: string, date: string, status: EventSummary['status'], awaitingResults = false): EventSummary => ({
  id,
  name,
  date,
  location: 'Las Vegas, Nevada, USA',
  organization: 'UFC',
  organizationName: 'UFC',
  status,
  awaitingResults,
  boutCount: 12,
  mainEvent: 'Islam Makhachev vs Arman Tsarukyan',
});

const upcoming = summary(9, 'UFC 311', '2099-01-18', 'scheduled');
const awaiting = summary(8, 'UFC on ESPN 63', '2024-12-14', 'scheduled', true);
const done = summary(7, 'UFC 309', '2024-11-16', 'completed');

afterEach(() => vi.unstubAllGlobals());

function stubEvents(scheduled: EventSummary[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input);
    const url = new URL(input, 'http://localhost');
    const ok = (data: unknown) => new Response(JSON.stringify({ data }));
    if (url.pathname === '/api/events/organizations') return ok([{ code: 'UFC', name: 'UFC', completed: 2, scheduled: scheduled.length }]);
    if (url.pathname === '/api/events') return ok(url.searchParams.get('status') === 'scheduled' ? scheduled : [awaiting, done]);
    return new Response('{}', { status: 404 });
  });
  return asked;
}

describe('EventList', () => {
  it('shows the next card first, above the most recent results', async () => {
    const asked = stubEvents([upcoming]);
    renderWithProviders(<EventList />, { path: '/events' });
    const next = await screen.findByTestId('next-card');
    expect(within(next).getByRole('heading', { name: 'Next card' })).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'UFC 311' }).getAttribute('href')).toBe('/events/9');
    expect(next.textContent).toContain('Jan 18, 2099');
    expect(within(next).getByRole('link', { name: 'Make your picks' }).getAttribute('href')).toBe('/predictions');
    const rows = await screen.findAllByTestId('event-row');
    // The next card comes before the past list in the page.
    expect(next.compareDocumentPosition(rows[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(asked).toContain('/api/events?status=scheduled&limit=1&offset=0');
  });

  it('says "No results in our data" on a past card without results weeks on, never "Upcoming"', async () => {
    stubEvents([upcoming]);
    renderWithProviders(<EventList />, { path: '/events' });
    const [first, second] = await screen.findAllByTestId('event-row');
    expect(within(first!).getByTestId('event-phase').textContent).toBe('No results in our data');
    expect(first!.textContent).not.toContain('Upcoming');
    expect(within(second!).queryByTestId('event-phase')).toBeNull();
  });

  it('says plainly when no card is announced, and shows no next card on the Upcoming tab itself', async () => {
    stubEvents([]);
    const { unmount } = renderWithProviders(<EventList />, { path: '/events' });
    expect((await screen.findByTestId('next-card')).textContent).toBe('No upcoming card is announced yet.');
    unmount();

    stubEvents([upcoming]);
    renderWithProviders(<EventList />, { path: '/events?status=scheduled' });
    const [row] = await screen.findAllByTestId('event-row');
    expect(within(row!).getByTestId('event-phase').textContent).toBe('Upcoming');
    expect(screen.queryByTestId('next-card')).toBeNull();
  });

  it('pages as the lists do when there is more than a page, and shows no pager over one page or none (UI QA, session 52)', async () => {
    stubEvents([]);
    const { unmount } = renderWithProviders(<EventList />, { path: '/events?status=scheduled' });
    await screen.findByText('No events found');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    unmount();

    // One more card than a page holds: the answer that says a next page exists.
    stubEvents(Array.from({ length: 21 }, (_, i) => summary(100 + i, `Card ${i}`, '2099-02-01', 'scheduled')));
    renderWithProviders(<EventList />, { path: '/events?status=scheduled' });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pager.textContent).toBe('← PreviousPage 1Next →');
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers Upcoming and Past as a group of toggle buttons, the shown one pressed (not tabs without a panel)', async () => {
    stubEvents([upcoming]);
    renderWithProviders(<EventList />, { path: '/events' });
    const group = screen.getByRole('group', { name: 'Event status' });
    expect(within(group).queryAllByRole('tab')).toHaveLength(0);
    expect(within(group).getByRole('button', { name: 'Past' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Upcoming' }));
    expect(within(group).getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Past' }).getAttribute('aria-pressed')).toBe('false');
  });
});

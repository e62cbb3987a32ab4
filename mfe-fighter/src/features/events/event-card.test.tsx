import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventBout, EventDetail } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { EventCard } from './event-card';

const corner = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/ /g, '-'), countryCode: null, rating: 1700 });
const pendingBout: EventBout = {
  id: 1,
  fighterA: corner(1, 'Joaquin Buckley'),
  fighterB: corner(2, 'Colby Covington'),
  weightClass: 'Welterweight',
  titleBout: false,
  interimTitle: false,
  outcomeA: null,
  method: null,
  methodDetail: null,
  round: null,
  timeSeconds: null,
  probabilityA: 0.55,
  favoriteWon: null,
};

const detail = (date: string, awaitingResults: boolean): EventDetail => ({
  event: {
    id: 5,
    name: 'UFC on ESPN 63',
    date,
    location: 'Tampa, Florida, USA',
    organization: 'UFC',
    organizationName: 'UFC',
    status: 'scheduled',
    awaitingResults,
    boutCount: 1,
    mainEvent: 'Joaquin Buckley vs Colby Covington',
  },
  bouts: [pendingBout],
});

afterEach(() => vi.unstubAllGlobals());

const stub = (data: EventDetail) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data })));

describe('EventCard', () => {
  it('says the method alone for a result whose source gives no round, and the round and time when it does', async () => {
    const decided = (id: number, round: number | null, timeSeconds: number | null): EventBout => ({
      ...pendingBout,
      id,
      outcomeA: 'W',
      method: 'KO/TKO',
      round,
      timeSeconds,
      favoriteWon: true,
    });
    stub({ ...detail('2024-12-14', false), bouts: [decided(1, null, null), decided(2, 2, 83)] });
    renderWithProviders(<EventCard eventId="5" />);
    const [noRound, timed] = await screen.findAllByTestId('event-bout');
    expect(noRound!.textContent).toContain('KO/TKO · favourite won');
    expect(noRound!.textContent).not.toContain('—');
    expect(timed!.textContent).toContain('KO/TKO · R2 1:23 · favourite won');
  });

  it("titles the page 'Event not found' as its heading when the event does not exist, with a way to the events", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Event not found' }), { status: 404 }));
    renderWithProviders(<EventCard eventId="999999" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'events' }).getAttribute('href')).toBe('/events');
  });

  it('says a card that has taken place without results is awaiting them, on the card and on every bout', async () => {
    // Two days ago: the results are on their way.
    stub(detail(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10), true));
    renderWithProviders(<EventCard eventId="5" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'UFC on ESPN 63' })).toBeTruthy();
    expect(screen.getByTestId('event-phase').textContent).toBe('Results not in yet');
    const bout = screen.getByTestId('event-bout');
    expect(bout.textContent).toContain('Results not in yet');
    expect(bout.textContent).not.toContain('Upcoming');
    expect(screen.getByText(/This card has taken place; its results are not in our data yet\./)).toBeTruthy();
  });

  it('says a card long past without results has none in our data, not that they are on their way', async () => {
    stub(detail('2024-12-14', true));
    renderWithProviders(<EventCard eventId="5" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'UFC on ESPN 63' })).toBeTruthy();
    expect(screen.getByTestId('event-phase').textContent).toBe('No results in our data');
    expect(screen.getByTestId('event-bout').textContent).toContain('No results in our data');
    expect(screen.getByText(/This card has taken place; its results are not in our data\. /)).toBeTruthy();
    expect(screen.queryByText(/Results not in yet|not in our data yet/)).toBeNull();
  });

  it("says a bout without a result on a completed card has none in our data, beside the card's results", async () => {
    // As Brave CF 91, results recorded for some of its bouts: completed, no phase badge. Two days ago, so the missing
    // result is not "on its way": the card's other results came.
    const completed = detail(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10), false);
    stub({
      event: { ...completed.event, status: 'completed', boutCount: 2 },
      bouts: [{ ...pendingBout, id: 2, outcomeA: 'W', method: 'SUB' }, pendingBout],
    });
    renderWithProviders(<EventCard eventId="5" />);
    await screen.findByRole('heading', { level: 1, name: 'UFC on ESPN 63' });
    expect(screen.queryByTestId('event-phase')).toBeNull();
    const [decided, missing] = screen.getAllByTestId('event-bout');
    expect(decided!.textContent).not.toContain('No results in our data');
    expect(missing!.textContent).toContain('No results in our data');
    expect(missing!.textContent).not.toContain('Upcoming');
  });

  it('names an interim title bout as such beside its division', async () => {
    stub({ ...detail('2099-01-18', false), bouts: [{ ...pendingBout, weightClass: 'Heavyweight', titleBout: true, interimTitle: true }] });
    renderWithProviders(<EventCard eventId="5" />);
    expect(await screen.findByText('Heavyweight · Interim title bout')).toBeTruthy();
  });

  it('names the winner in words for a screen reader, the tick only for the eye (fan QA, session 40)', async () => {
    stub({ ...detail('2024-12-14', false), bouts: [{ ...pendingBout, outcomeA: 'W', method: 'DEC' }] });
    renderWithProviders(<EventCard eventId="5" />);
    expect(await screen.findByRole('link', { name: 'Winner: Joaquin Buckley' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Colby Covington' })).toBeTruthy();
  });

  it('calls the bouts of a card still to come upcoming', async () => {
    stub(detail('2099-01-18', false));
    renderWithProviders(<EventCard eventId="5" />);
    await screen.findByRole('heading', { level: 1, name: 'UFC on ESPN 63' });
    expect(screen.getByTestId('event-phase').textContent).toBe('Upcoming');
    expect(within(screen.getByTestId('event-bout')).getByText('Upcoming')).toBeTruthy();
    expect(screen.queryByText(/has taken place/)).toBeNull();
  });
});

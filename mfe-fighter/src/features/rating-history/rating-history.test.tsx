import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FighterRatingHistory } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { RatingHistory } from './rating-history';
import { methodLabel } from '../../components/method-label';

// Ratings are the fan score (skill − 2 × uncertainty); skill sits 120 above, so plotting or listing skill shows.
const history: FighterRatingHistory = {
  steps: [
    {
      date: '2022-10-22',
      boutId: 1,
      eventId: 8,
      eventName: 'UFC 280',
      opponentId: 4,
      opponentName: 'Charles Oliveira',
      result: 'W',
      method: 'SUB',
      ratingBefore: null,
      ratingAfter: 2080,
      skillAfter: 2200,
      uncertaintyAfter: 60,
    },
    {
      date: '2023-02-11',
      boutId: 2,
      eventId: 9,
      eventName: 'UFC 284',
      opponentId: 5,
      opponentName: 'Alexander Volkanovski',
      result: 'W',
      method: 'DEC_UNANIMOUS',
      ratingBefore: 2080,
      ratingAfter: 2092.34,
      skillAfter: 2212.34,
      uncertaintyAfter: 60,
    },
    // 2023-02 to 2024-06: the layoff cost 10 before the Poirier bout (see the step's inactivityChange below); no
    // certaintyChange, as in an answer of a build before it existed (the list then shows no certainty line).
    {
      date: '2024-06-01',
      boutId: 3,
      eventId: 10,
      eventName: 'UFC 302',
      opponentId: 6,
      opponentName: 'Dustin Poirier',
      result: 'L',
      method: 'SUB',
      ratingBefore: 2082.34,
      ratingAfter: 2050,
      skillAfter: 2170,
      uncertaintyAfter: 60,
      inactivityChange: -10,
    },
  ],
  // Six months out since the last bout, as of the ratings date.
  current: { date: '2024-12-14', rating: 2031.5 },
  ranks: [
    { kind: 'global', filterValue: '', snapshotDate: '2022-10-22', rank: 9 },
    { kind: 'global', filterValue: '', snapshotDate: '2023-02-11', rank: 4 },
    { kind: 'global', filterValue: '', snapshotDate: '2024-06-01', rank: 12 },
    { kind: 'weight-class', filterValue: 'Lightweight', snapshotDate: '2024-06-01', rank: 2 },
  ],
};

afterEach(() => vi.unstubAllGlobals());

async function openHistory(answer: FighterRatingHistory = history) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: answer }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<RatingHistory fighterId="7" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Why did the rating move?' }));
  const rows = await screen.findAllByTestId('rating-step');
  expect(fetch).toHaveBeenCalledWith('/api/rankings/fighter/7/history', expect.anything());
  return rows;
}

/** The chart (its own lazily loaded chunk, so the first test to load it waits for the transform). */
const findChart = (name: RegExp) => screen.findByRole('img', { name }, { timeout: 5000 });

describe('RatingHistory', () => {
  it('shows the chart on the page and keeps the explanations behind the button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: history }), { status: 200 })),
    );
    renderWithProviders(<RatingHistory fighterId="7" />);
    expect(await findChart(/^Rating after each of 3 bouts/)).toBeTruthy();
    const why = screen.getByRole('button', { name: 'Why did the rating move?' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('rating-step')).toBeNull();
    expect(screen.queryByTestId('biggest-move')).toBeNull();
    fireEvent.click(why);
    expect(screen.getAllByTestId('rating-step')).toHaveLength(3);
    expect(screen.getByTestId('biggest-move')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByTestId('rating-step')).toBeNull();
    expect(screen.getByRole('img', { name: /^Rating after each of 3 bouts/ })).toBeTruthy();
  });

  it('lists each bout newest first with its change to the Rating', async () => {
    const rows = await openHistory();
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Dustin Poirier'),
      expect.stringContaining('Alexander Volkanovski'),
      expect.stringContaining('Charles Oliveira'),
    ]);
    // The Rating (fan score), never the skill estimate 120 above it.
    expect(rows[0]!.textContent).toContain('−32.3');
    expect(rows[0]!.textContent).toContain('2050.0');
    expect(rows[0]!.textContent).not.toContain('2170');
    expect(rows[0]!.textContent).toContain('Submission');
    expect(rows[0]!.textContent).toContain('#12 global after it');
    expect(within(rows[0]!).queryByTestId('certainty-step')).toBeNull();
    expect(rows[1]!.textContent).toContain('+12.3');
    expect(rows[2]!.textContent).toContain('first rated bout');
    expect(screen.getByRole('link', { name: 'Dustin Poirier' }).getAttribute('href')).toBe('/fighter/dustin-poirier-6');
  });

  it('shows what fighting the bout added, whatever the result, apart from the result in its own colour', async () => {
    // Going in, the bout's certainty adds 60 (uncertainty 90 -> 60); the loss then costs the skill 47.3.
    const poirier = { ...history.steps[2]!, ratingBefore: 2142.3, ratingAfter: 2095, certaintyChange: 60 };
    const rows = await openHistory({ ...history, steps: [history.steps[0]!, history.steps[1]!, poirier] });
    expect(rows[0]!.textContent).toContain('−47.3');
    expect(within(rows[0]!).getByText('−47.3').className).toMatch(/red/);
    expect(within(rows[0]!).getByTestId('certainty-step').textContent).toBe('One more bout made the estimate surer: +60.0, before the result.');
    // Without a known certainty step (data written before it existed), no such line.
    expect(within(rows[1]!).queryByTestId('certainty-step')).toBeNull();
    expect(within(rows[1]!).getByText('+12.3').className).toMatch(/green/);
  });

  it('names the bout that moved the Rating most, in the summary, the list and the chart', async () => {
    const rows = await openHistory();
    expect(screen.getByTestId('biggest-move').textContent).toBe('Biggest move: −32.3, Loss to Dustin Poirier at UFC 302 (Jun 1, 2024).');
    expect(within(rows[0]!).getByText('Biggest move')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Biggest move')).toBeNull();
    // The chart says the same.
    expect(await findChart(/^Rating after each of 3 bouts, from 2080\.0 to 2050\.0; biggest move −32\.3: Loss to Dustin Poirier, UFC 302$/)).toBeTruthy();
    // The legend says what the ring on the chart is.
    expect(screen.getByTestId('legend-biggest-move').textContent).toBe('○ biggest move');
  });

  it('lists time out of the cage as steps of their own, between the bouts and up to the ratings date', async () => {
    await openHistory();
    const list = screen.getByRole('list', { name: /Every rated bout, newest first/ });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-testid'));
    expect(items).toEqual(['inactivity-step', 'rating-step', 'inactivity-step', 'rating-step', 'rating-step']);
    const [sinceLast, beforePoirier] = screen.getAllByTestId('inactivity-step');
    expect(sinceLast!.textContent).toContain('6 months');
    expect(sinceLast!.textContent).toContain('−18.5');
    expect(beforePoirier!.textContent).toContain('15 months');
    expect(beforePoirier!.textContent).toContain('−10.0');
    // The pause is drawn: a font without the ⏸ glyph showed an empty box; screen readers read the words, not the mark.
    expect(within(sinceLast!).getByTestId('pause-mark').getAttribute('aria-hidden')).toBe('true');
    expect(sinceLast!.textContent).not.toContain('⏸');
  });

  it('shows an error with Try again when the history cannot be loaded, and the chart once it can', async () => {
    let down = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (down ? new Response('{"message":"no"}', { status: 500 }) : new Response(JSON.stringify({ data: history }), { status: 200 }))),
    );
    renderWithProviders(<RatingHistory fighterId="7" />);
    expect(await screen.findByText('Failed to load the rating history. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Why did the rating move?' })).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findChart(/^Rating after each of 3 bouts/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('formatting', () => {
  it('names methods in words', () => {
    expect(methodLabel('DEC_SPLIT')).toBe('Split decision');
    expect(methodLabel(null)).toBeNull();
  });
});

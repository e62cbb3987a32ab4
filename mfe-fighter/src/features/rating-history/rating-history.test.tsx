import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FighterRatingHistory } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { formatRatingChange, RatingHistory } from './rating-history';
import { methodLabel } from '../../components/method-label';

const history: FighterRatingHistory = {
  steps: [
    { date: '2023-02-11', boutId: 1, eventId: 9, eventName: 'UFC 284', opponentId: 5, opponentName: 'Alexander Volkanovski', result: 'W', method: 'DEC_UNANIMOUS', ratingBefore: 2200, ratingAfter: 2212.34, uncertaintyAfter: 60 },
    { date: '2024-06-01', boutId: 2, eventId: 10, eventName: 'UFC 302', opponentId: 6, opponentName: 'Dustin Poirier', result: 'L', method: 'SUB', ratingBefore: 2212.34, ratingAfter: 2190, uncertaintyAfter: 58 },
  ],
  ranks: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('RatingHistory', () => {
  it('requests nothing until opened, then lists each bout newest first with its rating change', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: history }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<RatingHistory fighterId="7" />);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Why did the rating move?' }));
    const rows = await screen.findAllByTestId('rating-step');
    expect(fetch).toHaveBeenCalledWith('/api/rankings/fighter/7/history', expect.anything());
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Dustin Poirier'),
      expect.stringContaining('Alexander Volkanovski'),
    ]);
    expect(rows[0]!.textContent).toContain('−22.3');
    expect(rows[0]!.textContent).toContain('Submission');
    expect(rows[1]!.textContent).toContain('+12.3');
    expect(screen.getByRole('img', { name: /Rating after each of 2 bouts/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dustin Poirier' }).getAttribute('href')).toBe('/fighter/dustin-poirier-6');
  });

  it('shows an error when the history cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"no"}', { status: 500 })));
    renderWithProviders(<RatingHistory fighterId="7" />);
    fireEvent.click(screen.getByRole('button', { name: 'Why did the rating move?' }));
    expect(await screen.findByText('Failed to load the rating history. Please try again later.')).toBeTruthy();
  });
});

describe('formatting', () => {
  it('signs rating changes with one decimal', () => {
    expect(formatRatingChange({ ratingBefore: 1500, ratingAfter: 1512.36 })).toBe('+12.4');
    expect(formatRatingChange({ ratingBefore: 1500, ratingAfter: 1490 })).toBe('−10.0');
    expect(formatRatingChange({ ratingBefore: 1500, ratingAfter: 1500.01 })).toBe('±0.0');
  });

  it('names methods in words', () => {
    expect(methodLabel('DEC_SPLIT')).toBe('Split decision');
    expect(methodLabel(null)).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Card } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import PredictionsPage from './predictions-page';

vi.mock('../styles.css', () => ({}));

const fighter = (id: number, name: string) => ({ id, name, countryCode: null });
const CARDS: Card[] = [
  {
    eventId: 2285,
    name: 'UFC 311: Makhachev vs. Tsarukyan 2',
    date: '2026-12-12',
    location: 'Las Vegas, Nevada, USA',
    bouts: [
      {
        id: 1,
        weightClass: 'Lightweight',
        titleBout: true,
        interimTitle: false,
        fighterA: fighter(10, 'Islam Makhachev'),
        fighterB: fighter(20, 'Arman Tsarukyan'),
        probabilityA: 0.55,
        locked: false,
        pick: null,
      },
    ],
  },
];

const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('predictions page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/predictions/cards') return ok(CARDS);
      if (url.startsWith('/api/predictions/leaderboard')) return ok({ season: 2026, rows: [] });
      return ok({ season: 2026, points: 0, scored: 0, correctWinners: 0, correctMethods: 0, pending: 0, voided: 0 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("dates each card in the site's format (spec §9 'MMM d, yyyy'), not as the API's ISO date", async () => {
    renderWithProviders(<PredictionsPage />);
    const card = (await screen.findByRole('heading', { name: 'UFC 311: Makhachev vs. Tsarukyan 2' })).closest('section')!;
    expect(card.textContent).toContain('Dec 12, 2026 · Las Vegas, Nevada, USA');
    expect(card.textContent).not.toContain('2026-12-12');
  });
});

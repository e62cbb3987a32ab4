import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { Card, CardBout, Pick, PickBody } from '@fightrank/shared/contracts';
import { predictionQueries } from '@fightrank/shared/queries';
import { renderWithProviders } from '@fightrank/shared/testing';
import { BoutPick } from './bout-pick';

const BOUT: CardBout = {
  id: 7,
  weightClass: 'Lightweight',
  titleBout: true,
  fighterA: { id: 10, name: 'Islam Makhachev', countryCode: null },
  fighterB: { id: 20, name: 'Arman Tsarukyan', countryCode: null },
  probabilityA: 0.55,
  locked: false,
  pick: null,
};

/** The text a screen reader reads as the control's description. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The page's way of showing a bout: from the cards query, so a saved pick comes back as the server stored it. */
function Cards() {
  const cards = useQuery(predictionQueries.cards()).data;
  return <ul>{cards?.flatMap((card) => card.bouts.map((bout) => <BoutPick key={bout.id} bout={bout} />))}</ul>;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('BoutPick', () => {
  let stored: Pick | null;
  let puts: PickBody[];

  beforeEach(() => {
    stored = null;
    puts = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === `/api/predictions/bouts/${BOUT.id}` && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as PickBody;
        puts.push(body);
        stored = { boutId: BOUT.id, winnerId: body.winnerId, method: body.method ?? null, status: 'open', points: null };
        return json(200, { data: stored });
      }
      if (url === '/api/predictions/cards') {
        const card: Card = { eventId: 1, name: 'Card', date: '2026-12-12', location: null, bouts: [{ ...BOUT, pick: stored }] };
        return json(200, { data: [card] });
      }
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the method closed until a winner is picked, saying why, then saves the method with that winner', async () => {
    renderWithProviders(<Cards />);
    const method = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Method (+1 point)' });
    // Nothing could store a method alone (the API needs a winner): the select must not look as if it had.
    expect(method.disabled).toBe(true);
    expect(description(method)).toBe('Pick a winner first: the method counts only with the winner.');

    await userEvent.click(screen.getByRole('button', { name: /Arman Tsarukyan/ }));
    await waitFor(() => expect(method.disabled).toBe(false));
    expect(method.getAttribute('aria-describedby')).toBeNull();
    await userEvent.selectOptions(method, 'SUB');
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts).toEqual([
      { winnerId: 20, method: null },
      { winnerId: 20, method: 'SUB' },
    ]);
  });
});

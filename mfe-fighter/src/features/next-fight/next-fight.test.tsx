import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FighterBout } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { NextFight } from './next-fight';

const bout = (boutId: number, date: string, result: FighterBout['result'], eventName: string): FighterBout =>
  ({ boutId, date, eventId: boutId * 10, eventName, organization: 'UFC', opponentId: 2, opponentName: 'Charles Oliveira', result }) as FighterBout;

function stubRecord(bouts: FighterBout[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: bouts }), { status: 200 })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NextFight', () => {
  it('names the earliest bout still to come and links to its event', async () => {
    stubRecord([bout(3, '2099-03-01', null, 'UFC 999'), bout(2, '2098-01-10', null, 'UFC 998'), bout(1, '2024-06-01', 'W', 'UFC 302')]);
    renderWithProviders(<NextFight fighterId="7" />);
    const line = await screen.findByTestId('next-fight');
    expect(line.textContent).toBe('Next fight: vs Charles Oliveira · UFC 998, Jan 10, 2098');
    expect(screen.getByRole('link', { name: 'UFC 998' }).getAttribute('href')).toBe('/events/20');
  });

  it('names the latest bout when it is past and its result is not in our data', async () => {
    stubRecord([bout(2, '2020-01-10', null, 'UFC 248'), bout(1, '2019-06-01', 'W', 'UFC 240')]);
    renderWithProviders(<NextFight fighterId="7" />);
    const line = await screen.findByTestId('next-fight');
    expect(line.textContent).toBe('Latest fight: vs Charles Oliveira · UFC 248, Jan 10, 2020 · No results in our data');
    expect(screen.getByRole('link', { name: 'UFC 248' }).getAttribute('href')).toBe('/events/20');
  });

  it('shows nothing for an older bout without a result when a later one has its result (a gap, not news)', async () => {
    stubRecord([bout(3, '2021-03-01', 'W', 'UFC 259'), bout(2, '2020-01-10', null, 'UFC 248'), bout(1, '2019-06-01', 'W', 'UFC 240')]);
    const fetch = vi.mocked(globalThis.fetch);
    renderWithProviders(<NextFight fighterId="7" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('next-fight')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@fightrank/shared/testing';
import type { Matchup } from '@fightrank/shared/contracts';
import { VoteStream } from './vote-stream';

const fighter = (id: number, name: string, recordComplete = true, proRecord: Matchup['fighterA']['proRecord'] = null) => ({
  id,
  name,
  nationality: null,
  countryCode: null,
  division: 'Lightweight',
  record: { wins: 20, losses: 2, draws: 0 },
  recordComplete,
  recordSince: 2010,
  proRecord,
  peakRank: 3,
  peakRating: 1900,
  era: { from: 2010, to: 2020 },
});
const MATCHUPS: Matchup[] = [
  { id: 1, reason: 'eras', fighterA: fighter(10, 'Old Legend', false), fighterB: fighter(20, 'New Star') },
  { id: 2, reason: 'close', fighterA: fighter(30, 'Third Man', false, { wins: 40, losses: 7, draws: 1 }), fighterB: fighter(40, 'Fourth Man') },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('VoteStream', () => {
  let calls: { url: string; init?: RequestInit }[];
  let voteAnswer: () => Response;

  beforeEach(() => {
    calls = [];
    voteAnswer = () => json(201, { data: { matchupId: 1, votesA: 3, votesB: 1, modelProbabilityA: 0.58, pickedFighterId: 10 } });
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url.startsWith('/api/community/matchups?')) return json(200, { data: MATCHUPS });
      return voteAnswer();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('votes for the left fighter with ← and shows the crowd beside the model', async () => {
    renderWithProviders(<VoteStream />);
    await screen.findByText('Old Legend');
    expect(screen.getByText(/Past against present: who wins\?/)).toBeTruthy();
    // A record that is only the bouts we hold says so, as on the lists; a whole one says nothing more.
    const legend = screen.getByRole('button', { name: /Old Legend/ });
    expect(legend.textContent).toContain('20-2 since 2010');
    expect(legend.textContent).toContain('Partial record: only the bouts FightRank holds, since 2010; the career may be longer.');
    expect(legend.textContent).toContain('Best #3 in the global list');
    expect(screen.getByRole('button', { name: /New Star/ }).textContent).not.toContain('since');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    const split = await screen.findByTestId('vote-split');
    expect(split.textContent).toMatch(/For Old Legend: the crowd says 75%, the model says 58%/);
    const vote = calls.find((c) => c.init?.method === 'POST')!;
    expect(vote.url).toBe('/api/community/matchups/1/votes');
    expect(JSON.parse(String(vote.init!.body))).toEqual({ winnerId: 10 });
    // The batch is not refetched under the card: the voted matchup stays on screen with its result.
    expect(calls.filter((c) => c.url.startsWith('/api/community/matchups?'))).toHaveLength(1);
    expect(screen.getByRole('button', { pressed: true }).textContent).toContain('Your pick');
    // A second key press does not vote again; Enter moves on to the next matchup.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1);
    fireEvent.keyDown(window, { key: 'Enter' });
    await screen.findByText('Third Man');
    // A source's professional record stands in for the bouts held, draws included, marked as the lists mark it.
    const third = screen.getByRole('button', { name: /Third Man/ });
    expect(third.textContent).toContain('40-7-1 pro');
    expect(third.textContent).toContain('the bouts FightRank holds since 2010 make 20-2');
  });

  it('skips with S without voting', async () => {
    renderWithProviders(<VoteStream />);
    await screen.findByText('Old Legend');
    fireEvent.keyDown(window, { key: 's' });
    await screen.findByText('Third Man');
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });

  it('says so when the visitor already voted on the matchup', async () => {
    voteAnswer = () => json(409, { statusCode: 409, error: 'Conflict', message: 'You already voted on this matchup.' });
    renderWithProviders(<VoteStream />);
    fireEvent.click(await screen.findByRole('button', { name: /New Star/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You already voted on this matchup.'));
    expect(screen.getByRole('button', { name: 'Next matchup' })).toBeTruthy();
  });

  it('keeps the keyboard focus in the stream: on "Next matchup" after a vote, then on the next pair\'s heading', async () => {
    renderWithProviders(<VoteStream />);
    const legend = await screen.findByRole('button', { name: /Old Legend/ });
    legend.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByTestId('vote-split');
    // The vote buttons are disabled now; the focus went to the one way on, not to <body>.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next matchup' })));
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Too close to call: who wins?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Tab goes on to the new pair's first vote button.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Third Man/ }));
  });

  it('moves the focus to "Next matchup" when a vote is refused too', async () => {
    voteAnswer = () => json(409, { statusCode: 409, error: 'Conflict', message: 'You already voted on this matchup.' });
    renderWithProviders(<VoteStream />);
    await userEvent.click(await screen.findByRole('button', { name: /New Star/ }));
    await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next matchup' })));
  });

  it('leaves Enter on a control outside the stream to that control while a result shows', async () => {
    const elsewhere = vi.fn();
    renderWithProviders(
      <>
        <button type="button" onClick={elsewhere}>
          Elsewhere
        </button>
        <VoteStream />
      </>,
    );
    await screen.findByText('Old Legend');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await screen.findByTestId('vote-split');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(elsewhere).toHaveBeenCalledTimes(1);
    // Still the same matchup with its result.
    expect(screen.getByTestId('vote-split')).toBeTruthy();
    expect(screen.getByRole('button', { pressed: true }).textContent).toContain('Old Legend');
  });
});

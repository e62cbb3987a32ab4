// A fighter booked by another promotion after his last result has moved there (as Muhammad Mokaev was: released by the
// UFC after UFC 304, booked at Brave CF 91 on 2024-12-13, a card whose results Bet MMA never brought; his win there is
// a curated result since session 45). His rows and the organization lists follow the booking, and his activity is
// measured against the new promotion's data.
import { describe, expect, it } from 'vitest';
import { decisionWins, type DecisionWin } from '../../../test/support/decision-wins';
import { buildRankings } from './build-rankings';
import type { SourceBooking } from './ranking-rows';

// Fighters: 1 released by the UFC, 2 stays, 3 booked twice since, 4 with a booking older than his last result;
// 10+ are their opponents.
const [released, stays, rebooked, oldBooking] = [1, 2, 3, 4];
const wins: DecisionWin[] = [
  ['2023-03-01', released, 10],
  ['2024-07-27', released, 11],
  ['2024-09-01', stays, 12],
  ['2024-11-23', 13, 14, false, 'BRAVE'],
  ['2024-06-01', rebooked, 15],
  ['2024-08-01', oldBooking, 16],
  // UFC cards a fresh sync brings, through 2026: 18 months after 2024-07-27 have passed on the UFC's clock.
  ['2026-03-07', 17, 18],
];
// As a fresh sync loads them: ufcstats runs to 2026, Bet MMA (every other promotion) stops in 2024-12.
const { fighters, bouts } = decisionWins(wins, { sources: (organization) => (organization === 'UFC' ? ['ufcstats'] : ['betmma']) });

const bookings: SourceBooking[] = [
  { date: '2024-12-13', fighterA: released, fighterB: 13, organization: 'BRAVE' },
  // Booked by his own promotion: nothing moves.
  { date: '2026-04-01', fighterA: stays, fighterB: 17, organization: 'UFC' },
  // Two bookings after the last result: the later one says where he is now.
  { date: '2024-10-01', fighterA: rebooked, fighterB: 14, organization: 'BRAVE' },
  { date: '2025-02-01', fighterA: rebooked, fighterB: 18, organization: 'PFL' },
  // A booking left over from before his last result says nothing about where he went since.
  { date: '2024-05-01', fighterA: oldBooking, fighterB: 14, organization: 'BRAVE' },
];

describe('bookings after the last result', () => {
  const withBookings = buildRankings(fighters, bouts, [], bookings);
  const without = buildRankings(fighters, bouts);
  const row = (rankings: typeof withBookings, id: number) => rankings.ratings.find((r) => r.fighterId === id)!;
  const list = (rankings: typeof withBookings, kind: string, filterValue: string) =>
    rankings.entries.filter((e) => e.kind === kind && e.filterValue === filterValue).map((e) => e.fighterId);

  it("move the fighter to the booking's organization, in his row and in the organization lists", () => {
    expect(row(without, released).organization).toBe('UFC');
    expect(row(withBookings, released).organization).toBe('BRAVE');
    expect(list(withBookings, 'organization', 'BRAVE')).toContain(released);
    expect(list(withBookings, 'organization', 'UFC')).not.toContain(released);
  });

  it("measure his activity against the new promotion's data, not the UFC's", () => {
    // Without the booking, 2024-07-27 is more than 18 months before the UFC's 2026-03-07: inactive, off the lists.
    expect(row(without, released).isActive).toBe(false);
    expect(row(withBookings, released).isActive).toBe(true);
    expect(list(withBookings, 'weight-class', 'Lightweight')).toContain(released);
  });

  it('leave a booking by his own promotion, and one older than his last result, without effect', () => {
    expect(row(withBookings, stays).organization).toBe('UFC');
    expect(row(withBookings, oldBooking).organization).toBe('UFC');
  });

  it('follow the latest of several bookings', () => {
    expect(row(withBookings, rebooked).organization).toBe('PFL');
  });

  it('change no rating but by the date it is read on: a booking is not a result', () => {
    for (const id of [stays, oldBooking, 13]) expect(row(withBookings, id).rating).toBe(row(without, id).rating);
    // His Rating is read on the day his activity is measured against: Brave's latest result, not the UFC's, so the
    // months after Brave's data stops are not a layoff (promotion-freshness.ts).
    expect(row(without, released).ratedAsOf).toBe('2026-03-07');
    expect(row(withBookings, released).ratedAsOf).toBe('2024-11-23');
    expect(row(withBookings, released).rating).toBeGreaterThan(row(without, released).rating);
  });
});

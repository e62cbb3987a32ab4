import { describe, expect, it } from 'vitest';
import { BURST_VOTER_ALLOWANCE, BURST_WINDOW_MS, VOTER_WEIGHT_CAP, weighVotes, type RawVote } from './vote-weights';

const vote = (voterKey: string, ipHash: string, at: number): RawVote => ({ voterKey, ipHash, at, winner: 1, loser: 2 });

describe('weighVotes', () => {
  it('gives ordinary voters full weight', () => {
    const weights = weighVotes([vote('a:1', 'ip1', 0), vote('a:2', 'ip2', 0), vote('u:3', 'ip1', BURST_WINDOW_MS)]);
    expect(weights.map((w) => w.weight)).toEqual([1, 1, 1]);
  });

  it("bounds one voter's total weight at the cap however many votes they cast", () => {
    const many = Array.from({ length: VOTER_WEIGHT_CAP * 4 }, (_, i) => vote('u:1', `ip${i}`, i * BURST_WINDOW_MS));
    const total = weighVotes(many).reduce((sum, w) => sum + w.weight, 0);
    expect(total).toBeCloseTo(VOTER_WEIGHT_CAP, 9);
  });

  it('shares the weight of a burst of many voters from one address, but not across windows or addresses', () => {
    const burst = Array.from({ length: 50 }, (_, i) => vote(`a:${i}`, 'script', 1000 + i));
    const weights = weighVotes([...burst, vote('a:x', 'home', 1000), vote('a:y', 'script', 5 * BURST_WINDOW_MS)]);
    const burstTotal = weights.slice(0, 50).reduce((sum, w) => sum + w.weight, 0);
    expect(burstTotal).toBeCloseTo(BURST_VOTER_ALLOWANCE, 9);
    expect(weights[50]!.weight).toBe(1);
    expect(weights[51]!.weight).toBe(1);
  });
});

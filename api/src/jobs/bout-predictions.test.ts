import { describe, expect, it } from 'vitest';
import { predictBouts } from './bout-predictions';
import type { SourceBout } from './build-rankings';

const bout = (id: number, date: string, a: number, b: number, outcomeA: 'W' | 'L'): SourceBout => ({
  id,
  key: `k${String(id).padStart(3, '0')}`,
  date,
  fighterA: a,
  fighterB: b,
  outcomeA,
  method: 'DEC_UNANIMOUS',
  weightClass: 'Lightweight',
  organization: 'UFC',
});

describe('predictBouts', () => {
  const fighters = [1, 2, 3].map((id) => ({ id, birthDate: null, nationality: null }));
  // Fighter 1 beats 2 three times, then they meet again; 3 debuts against 1 on a scheduled card.
  const bouts = [bout(1, '2020-01-01', 1, 2, 'W'), bout(2, '2020-06-01', 2, 1, 'L'), bout(3, '2021-01-01', 1, 2, 'W'), bout(4, '2021-06-01', 2, 1, 'W')];
  const probabilities = predictBouts(fighters, bouts, [{ id: 9, date: '2021-09-01', fighterA: 1, fighterB: 3, organization: 'UFC' }]);

  it('gives every bout a probability, the first meeting of two debutants an even one', () => {
    expect([...probabilities.keys()].sort()).toEqual([1, 2, 3, 4, 9]);
    expect(probabilities.get(1)).toBeCloseTo(0.5, 5);
  });

  it('uses only the bouts before each one: the winner of earlier meetings is the favourite, even when he then loses', () => {
    expect(probabilities.get(2)!).toBeLessThan(0.5); // 2 is A and lost the first meeting
    expect(probabilities.get(3)!).toBeGreaterThan(probabilities.get(1)!);
    // Bout 4 was an upset: 2 won, but before it 1 had won all three, so 2 was the underdog.
    expect(probabilities.get(4)!).toBeLessThan(0.5);
  });

  it('predicts a scheduled bout from all history', () => {
    expect(probabilities.get(9)!).toBeGreaterThan(0.5);
  });
});

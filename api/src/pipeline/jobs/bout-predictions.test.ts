import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS } from '../../ratings/index';
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

  it('calibrates a bout for its organization: the same pair, bolder outside the UFC when one side debuts', () => {
    const logit = (p: number) => Math.log(p / (1 - p));
    // Fighter 1 against newcomer 3 on the same date, on a UFC card and on a Bellator card.
    const ufc = predictBouts(fighters, bouts, [{ id: 9, date: '2021-09-01', fighterA: 1, fighterB: 3, organization: 'UFC' }]).get(9)!;
    const bellator = predictBouts(fighters, bouts, [{ id: 9, date: '2021-09-01', fighterA: 1, fighterB: 3, organization: 'Bellator' }]).get(9)!;
    const known = predictBouts(fighters, bouts, [{ id: 9, date: '2021-09-01', fighterA: 1, fighterB: 2, organization: 'UFC' }]).get(9)!;
    const knownBellator = predictBouts(fighters, bouts, [{ id: 9, date: '2021-09-01', fighterA: 1, fighterB: 2, organization: 'Bellator' }]).get(9)!;
    const map = DEFAULT_PARAMS.calibrationMap;
    // Two known fighters: only the map's non-UFC factor differs (the debut prior plays no part).
    expect(logit(knownBellator) / logit(known)).toBeCloseTo(1 + map.otherPool, 6);
    // A debutant: the prior of his promotion's pool and the debut factor; he is placed lower (major pool) and the
    // logit is scaled up, so fighter 1 is a clearer favourite than on a UFC card.
    expect(map.otherPoolDebut).toBeGreaterThan(0);
    expect(bellator).toBeGreaterThan(ufc);
  });
});

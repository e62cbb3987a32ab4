import { describe, expect, it } from 'vitest';
import { beliefAt, dayOf, DEFAULT_PARAMS, fromDataset, rateHistory } from '../../ratings/index';
import { predictBouts } from './bout-predictions';
import type { SourceBout } from './ranking-rows';

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
  const probabilities = predictBouts(fighters, bouts, [{ id: 9, date: '2021-09-01', fighterA: 1, fighterB: 3, organization: 'UFC', cardCompleted: false }]);

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

  it("predicts a bout a completed card left without a result from the bouts before it, as the card's results", () => {
    // 1 and 2 meet again on the day of bout 3, on a completed card whose source left this bout's result out: priced
    // as bout 3 was (1 had won both earlier meetings), not after bout 4's upset that all history holds.
    const missing = { id: 9, date: '2021-01-01', fighterA: 1, fighterB: 2, organization: 'UFC' };
    const onCompletedCard = predictBouts(fighters, bouts, [{ ...missing, cardCompleted: true }]).get(9)!;
    const onScheduledCard = predictBouts(fighters, bouts, [{ ...missing, cardCompleted: false }]).get(9)!;
    expect(onCompletedCard).toBeCloseTo(probabilities.get(3)!, 9);
    expect(onScheduledCard).toBeLessThan(onCompletedCard);
  });

  it("calls a bout outside the UFC with the other promotions' stage, then the map: bolder when one side debuts", () => {
    const logit = (p: number) => Math.log(p / (1 - p));
    // Fighter 1 against newcomer 3 on the same date, on a UFC card and on a Bellator card.
    const ufc = predictBouts(fighters, bouts, [{ id: 9, date: '2021-09-01', fighterA: 1, fighterB: 3, organization: 'UFC', cardCompleted: false }]).get(9)!;
    const bellator = predictBouts(fighters, bouts, [
      { id: 9, date: '2021-09-01', fighterA: 1, fighterB: 3, organization: 'Bellator', cardCompleted: false },
    ]).get(9)!;
    const known = predictBouts(fighters, bouts, [{ id: 9, date: '2021-09-01', fighterA: 1, fighterB: 2, organization: 'UFC', cardCompleted: false }]).get(9)!;
    const knownBellator = predictBouts(fighters, bouts, [
      { id: 9, date: '2021-09-01', fighterA: 1, fighterB: 2, organization: 'Bellator', cardCompleted: false },
    ]).get(9)!;
    const map = DEFAULT_PARAMS.calibrationMap;
    // Two known fighters on a Bellator card: this history holds no bout outside the UFC, so the other promotions'
    // stage has learned nothing and trusts the uncertainty-discounted rating gap alone; the map's factor scales it.
    const state = rateHistory(
      fromDataset({
        fighters: fighters.map((f) => ({ key: String(f.id), birthDate: null })),
        bouts: bouts.map((b) => ({ ...b, fighterA: String(b.fighterA), fighterB: String(b.fighterB) })),
      }),
    );
    const [one, two] = ['1', '2'].map((key) => beliefAt(state, state.keyIndex.get(key)!, dayOf('2021-09-01'), { mu: 0, variance: 0 }));
    const ratingGap = (one!.mu - two!.mu) / Math.sqrt(1 + (Math.PI * (one!.variance + two!.variance)) / 8);
    expect(logit(knownBellator)).toBeCloseTo(ratingGap * (1 + map.otherPool), 6);
    // On a UFC card the UFC's stage, which learned from these four bouts, calls the same pair differently.
    expect(logit(known)).not.toBeCloseTo(logit(knownBellator), 3);
    // A debutant: the prior of his promotion's pool and the debut factor; he is placed lower (major pool) and the
    // logit is scaled up, so fighter 1 is a clearer favourite than on a UFC card.
    expect(map.otherPoolDebut).toBeGreaterThan(0);
    expect(bellator).toBeGreaterThan(ufc);
  });

  it("reads each fighter's reach: the engine's reach gap moves an upcoming bout between two otherwise alike fighters", () => {
    // Pairs of newcomers where the longer reach always wins teach the engine's second stage the reach gap; then
    // 901 and 902, alike but for reach, each beat a newcomer, and meet on a scheduled card.
    const teaching = Array.from({ length: 300 }, (_, i) =>
      bout(100 + i, `2015-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`, 1000 + i, 2000 + i, 'W'),
    );
    const history = [...teaching, bout(900, '2016-01-01', 901, 903, 'W'), bout(901, '2016-01-01', 902, 904, 'W')];
    const people = [
      ...teaching.flatMap((b) => [
        { id: b.fighterA, birthDate: null, nationality: null, reachCm: 190 },
        { id: b.fighterB, birthDate: null, nationality: null, reachCm: 175 },
      ]),
      { id: 901, birthDate: null, nationality: null, reachCm: 195 },
      { id: 902, birthDate: null, nationality: null, reachCm: 178 },
      { id: 903, birthDate: null, nationality: null, reachCm: 180 },
      { id: 904, birthDate: null, nationality: null, reachCm: 180 },
    ];
    const scheduled = [{ id: 999, date: '2016-02-01', fighterA: 901, fighterB: 902, organization: 'UFC', cardCompleted: false }];
    expect(predictBouts(people, history, scheduled).get(999)!).toBeGreaterThan(0.6);
    const sameReach = people.map((f) => (f.id === 902 ? { ...f, reachCm: 195 } : f));
    expect(predictBouts(sameReach, history, scheduled).get(999)!).toBeCloseTo(0.5, 6);
  });
});

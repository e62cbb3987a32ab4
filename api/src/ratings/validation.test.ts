import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS } from './rating-params';
import { dayOf, fromDataset, isoOfDay, RESULT, type RatedBout } from './rating-input';
import { syntheticHistory, truncateHistory } from './synthetic-history';
import { fewerUfcBoutsBefore, meanLogLoss, predictBouts, targetBouts, tune } from './validation';

describe('validation harness', () => {
  const input = syntheticHistory({ fighters: 300, bouts: 4000, seed: 21, withStats: true });
  const window = { from: isoOfDay(input.day[3000]!), to: isoOfDay(input.day[3999]! + 1) };

  it('targets only decisive UFC bouts inside the window, in date order', () => {
    const targets = targetBouts(input, window);
    expect(targets.length).toBeGreaterThan(200);
    for (const k of targets) {
      expect(input.isUfc[k]).toBe(1);
      expect([RESULT.A_WON, RESULT.A_LOST]).toContain(input.result[k]);
      expect(input.day[k]!).toBeGreaterThanOrEqual(dayOf(window.from));
    }
    expect(targets.map((k) => input.day[k]!)).toEqual([...targets.map((k) => input.day[k]!)].sort((a, b) => a - b));
  });

  it('scores the window the same whether or not the data holds anything after it', () => {
    const mid = { from: window.from, to: isoOfDay(input.day[3500]!) };
    const full = predictBouts(input, DEFAULT_PARAMS, targetBouts(input, mid));
    const truncated = truncateHistory(input, dayOf(mid.to));
    expect(truncated.boutCount).toBeLessThan(input.boutCount);
    expect(predictBouts(truncated, DEFAULT_PARAMS, targetBouts(truncated, mid))).toEqual(full);
  });

  it('predicts better with the form and profile features on a history whose statistics reflect skill', () => {
    const targets = targetBouts(input, window);
    const withForm = meanLogLoss(predictBouts(input, DEFAULT_PARAMS, targets));
    const ratingOnly = meanLogLoss(predictBouts(input, { ...DEFAULT_PARAMS, formFeatures: false }, targets));
    expect(withForm).toBeLessThan(ratingOnly);
  });

  it('tune recovers from a bad starting point and never ends worse than it started', () => {
    const bad = { ...DEFAULT_PARAMS, priorVar: 0.2, driftVarPerYear: 0.01 };
    const start = meanLogLoss(predictBouts(input, bad, targetBouts(input, window)));
    const result = tune(input, bad, window, { rounds: 2 });
    expect(result.logLoss).toBeLessThan(start - 0.002);
    expect(result.params).not.toEqual(bad);
    expect(meanLogLoss(predictBouts(input, result.params, targetBouts(input, window)))).toBe(result.logLoss);
  });
});

describe('fewerUfcBoutsBefore', () => {
  const bout = (key: string, date: string, organization: string, fighterA: string, fighterB: string): RatedBout => ({
    key,
    date,
    organization,
    fighterA,
    fighterB,
    outcomeA: 'W',
    method: 'DEC',
  });
  const input = fromDataset({
    fighters: ['vet', 'mid', 'new', 'other'].map((key) => ({ key, birthDate: null })),
    bouts: [
      bout('1', '2020-01-01', 'UFC', 'vet', 'mid'),
      bout('2', '2020-06-01', 'UFC', 'vet', 'mid'),
      // Another promotion's bout is not a UFC bout held.
      bout('3', '2020-09-01', 'BELLATOR', 'new', 'other'),
      bout('4', '2021-01-01', 'UFC', 'vet', 'new'),
      // Two bouts on one night (a tournament): the first is not "before" the second.
      bout('5', '2021-06-01', 'UFC', 'new', 'vet'),
      bout('6', '2021-06-01', 'UFC', 'new', 'mid'),
    ],
  });
  const byKey = (key: string) => input.boutKeys.indexOf(key);

  it("counts the less experienced fighter's UFC bouts before the bout's day", () => {
    const targets = ['1', '2', '3', '4', '5', '6'].map(byKey);
    expect(fewerUfcBoutsBefore(input, targets)).toEqual([0, 1, 0, 0, 1, 1]);
  });
});

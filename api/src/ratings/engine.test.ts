import { describe, expect, it } from 'vitest';
import { advanceTo, beliefOn, predict, rateHistory } from './engine';
import { createRatingState } from './rating-state';
import { fighterHistory, ranking, shownRating } from './fighter-view';
import { dayOf, fromDataset, isoOfDay, METHOD, RESULT, type RatedBout } from './rating-input';
import { POOL } from './organization-pools';
import { syntheticHistory, truncateHistory, writtenHistory } from './synthetic-history';

/** Bout number i of a dataset: A beats B by unanimous decision (the second-stage feature tests). */
const decisionWin = (i: number, a: string, b: string, date: string, organization = 'UFC'): RatedBout => ({
  key: `b${i}`,
  date,
  organization,
  fighterA: a,
  fighterB: b,
  outcomeA: 'W',
  method: 'DEC_UNANIMOUS',
});

describe('rating engine', () => {
  it('never lowers a winner, even one beating a much weaker fighter', () => {
    const input = syntheticHistory({ fighters: 300, bouts: 5000, seed: 3 });
    const state = rateHistory(input);
    const log = state.steps;
    let wins = 0;
    for (let s = 0; s < log.length; s++) {
      if (log.result[s] !== RESULT.A_WON) continue;
      wins++;
      expect(log.muAfter[s]!).toBeGreaterThanOrEqual(log.muBefore[s]!);
    }
    expect(wins).toBeGreaterThan(2000);
  });

  it('never shows a drop in the shown Rating for a win: the step starts after the layoff, so inactivity is not the bout', () => {
    const input = syntheticHistory({ fighters: 300, bouts: 5000, seed: 5 });
    const state = rateHistory(input);
    const log = state.steps;
    let wins = 0;
    let layoffsThatCost = 0;
    for (let s = 0; s < log.length; s++) {
      const previous = log.previous[s]!;
      if (previous >= 0 && shownRating(log.muBefore[s]!, log.varianceBefore[s]!) < shownRating(log.muAfter[previous]!, log.varianceAfter[previous]!) - 1e-3)
        layoffsThatCost++;
      if (log.result[s] !== RESULT.A_WON) continue;
      wins++;
      expect(shownRating(log.muAfter[s]!, log.varianceAfter[s]!)).toBeGreaterThan(shownRating(log.muBefore[s]!, log.varianceBefore[s]!));
    }
    expect(wins).toBeGreaterThan(2000);
    // The time between bouts does cost shown Rating (uncertainty grows): it is a step of its own, not part of the bout.
    expect(layoffsThatCost).toBeGreaterThan(1000);
  });

  it('moves a winner up and a loser down by a finish more than by a split decision', () => {
    const finish = rateHistory(writtenHistory([['2020-01-01', 0, 1, RESULT.A_WON, METHOD.FINISH]]));
    const split = rateHistory(writtenHistory([['2020-01-01', 0, 1, RESULT.A_WON, METHOD.SPLIT]]));
    const gain = (s: typeof finish) => beliefOn(s, 'f0', '2020-01-02')!.mu - beliefOn(s, 'f1', '2020-01-02')!.mu;
    expect(gain(finish)).toBeGreaterThan(0);
    expect(gain(finish)).toBeGreaterThan(gain(split));
  });

  it('gives exactly complementary probabilities whichever fighter is listed first', () => {
    const input = syntheticHistory({ fighters: 200, bouts: 3000, seed: 11 });
    input.birthDay[5] = dayOf('1990-04-01');
    input.birthDay[9] = dayOf('1984-09-12');
    const state = rateHistory(input, undefined, { until: '2040-01-01' });
    const keys = [...input.fighterKeys.slice(0, 40), 'never-seen', null];
    let checked = 0;
    for (const a of keys) {
      for (const b of keys) {
        const pab = predict(state, a, b, '2040-06-01');
        const pba = predict(state, b, a, '2040-06-01');
        expect(pab).toBe(1 - pba);
        expect(pab + pba).toBe(1);
        checked++;
      }
    }
    expect(checked).toBe(42 * 42);
    expect(predict(state, 'f5-unknown', 'another-unknown', '2040-06-01')).toBe(0.5);
  });

  it('shrinks uncertainty with each bout and grows it again over a layoff', () => {
    const state = rateHistory(
      writtenHistory([
        ['2020-01-01', 0, 1, RESULT.A_WON],
        ['2020-04-01', 0, 2, RESULT.A_LOST],
        ['2020-07-01', 0, 3, RESULT.A_WON],
      ]),
    );
    const sds = fighterHistory(state, 'f0').map((s) => s.uncertaintyAfter);
    expect(sds).toHaveLength(3);
    expect(sds[1]!).toBeLessThan(sds[0]!);
    expect(sds[2]!).toBeLessThan(sds[1]!);
    const soon = beliefOn(state, 'f0', '2020-07-02')!.sd;
    const later = beliefOn(state, 'f0', '2022-07-01')!.sd;
    expect(later).toBeGreaterThan(soon);
  });

  it('predicts a date identically when every bout on or after it is removed', () => {
    const input = syntheticHistory({ fighters: 400, bouts: 8000, seed: 5 });
    const cut = input.day[4000]!;
    const date = isoOfDay(cut);
    const full = createRatingState(input);
    const truncated = createRatingState(truncateHistory(input, cut));
    expect(truncated.input.boutCount).toBeLessThan(input.boutCount);
    for (let i = 0; i < 400; i += 7) {
      const a = `syn:${i}`;
      const b = `syn:${(i * 13 + 1) % 400}`;
      expect(predict(full, a, b, date)).toBe(predict(truncated, a, b, date));
    }
  });

  it('ignores a bout on the prediction date itself', () => {
    const before = writtenHistory([['2020-01-01', 0, 1, RESULT.A_WON]]);
    const withSameDay = writtenHistory([
      ['2020-01-01', 0, 1, RESULT.A_WON],
      ['2020-03-01', 1, 0, RESULT.A_WON, METHOD.FINISH],
    ]);
    const p1 = predict(createRatingState(before), 'f0', 'f1', '2020-03-01');
    const p2 = predict(createRatingState(withSameDay), 'f0', 'f1', '2020-03-01');
    expect(p2).toBe(p1);
    expect(predict(createRatingState(withSameDay), 'f0', 'f1', '2020-03-02')).toBeLessThan(p1);
  });

  it('refuses to predict a date earlier than bouts it has already rated', () => {
    const state = createRatingState(writtenHistory([['2020-01-01', 0, 1, RESULT.A_WON]]));
    advanceTo(state, dayOf('2021-01-01'));
    expect(() => predict(state, 'f0', 'f1', '2020-06-01')).toThrow();
  });

  it('learns who is better on synthetic data (beats a coin flip clearly)', () => {
    const input = syntheticHistory({ fighters: 500, bouts: 20_000, seed: 9 });
    const state = createRatingState(input);
    let loss = 0;
    let n = 0;
    for (let k = 10_000; k < input.boutCount; k++) {
      const r = input.result[k]!;
      if (r !== RESULT.A_WON && r !== RESULT.A_LOST) continue;
      const p = predict(state, `syn:${input.fighterA[k]}`, `syn:${input.fighterB[k]}`, isoOfDay(input.day[k]!));
      loss -= Math.log(r === RESULT.A_WON ? p : 1 - p);
      n++;
    }
    expect(loss / n).toBeLessThan(0.62);
  });

  it('ranks by a cautious score and explains each move', () => {
    const state = rateHistory(
      writtenHistory([
        ['2020-01-01', 0, 1, RESULT.A_WON],
        ['2020-03-01', 0, 2, RESULT.A_WON],
        ['2020-05-01', 0, 3, RESULT.A_WON],
        ['2020-06-01', 1, 2, RESULT.A_WON],
      ]),
    );
    const top = ranking(state, '2020-07-01', { minBouts: 1 });
    expect(top[0]!.key).toBe('f0');
    expect(top[0]!.fanScore).toBeLessThan(top[0]!.rating);
    const steps = fighterHistory(state, 'f0');
    expect(steps.map((s) => [s.boutKey, s.opponent, s.result])).toEqual([
      ['b0', 'f1', 'W'],
      ['b1', 'f2', 'W'],
      ['b2', 'f3', 'W'],
    ]);
    for (const s of steps) expect(s.ratingAfter).toBeGreaterThan(s.ratingBefore);
  });

  it("learns other promotions' bouts in their own second stage, leaving the UFC's untouched", () => {
    // 300 one-off bouts between debutants outside the UFC, always won by the older fighter: only age can explain them.
    const pairs = 300;
    const input = writtenHistory(
      Array.from({ length: pairs }, (_, i): [string, number, number, number] => [
        isoOfDay(dayOf('2015-01-01') + i),
        2 * i,
        2 * i + 1,
        i % 2 ? RESULT.A_WON : RESULT.A_LOST,
      ]),
      2 * pairs,
    );
    input.pool.fill(POOL.MAJOR);
    input.isUfc.fill(0);
    for (let i = 0; i < pairs; i++) {
      const older = i % 2 ? 2 * i : 2 * i + 1;
      input.birthDay[older] = dayOf('1985-01-01');
      input.birthDay[older ^ 1] = dayOf('1995-01-01');
    }
    const state = createRatingState(input);
    const ages = { birthDateA: '1985-01-01', birthDateB: '1995-01-01' };
    expect(predict(state, null, null, '2016-06-01', { ...ages, debutPool: POOL.MAJOR })).toBeGreaterThan(0.6);
    expect(predict(state, null, null, '2016-06-01', { ...ages, debutPool: POOL.UFC })).toBe(0.5);
    expect(predict(state, null, null, '2016-06-01', { debutPool: POOL.MAJOR })).toBe(0.5);
  });

  it('learns that the longer reach wins when results say so, and reads reach from the dataset', () => {
    // Debutant pairs where the longer reach always wins, then X and Y, alike in every way but reach, each beat a debutant.
    const bouts = Array.from({ length: 300 }, (_, i) => decisionWin(i, `long${i}`, `short${i}`, isoOfDay(dayOf('2015-01-01') + i)));
    bouts.push(decisionWin(300, 'x', 'p', '2016-01-01'), decisionWin(301, 'y', 'q', '2016-01-01'));
    const fighters = [
      ...Array.from({ length: 300 }, (_, i) => [
        { key: `long${i}`, birthDate: null, reachCm: 190 },
        { key: `short${i}`, birthDate: null, reachCm: 175 },
      ]).flat(),
      { key: 'x', birthDate: null, reachCm: 195 },
      { key: 'y', birthDate: null, reachCm: 178 },
      { key: 'p', birthDate: null, reachCm: 180 },
      { key: 'q', birthDate: null, reachCm: 180 },
    ];
    const state = createRatingState(fromDataset({ fighters, bouts }));
    expect(predict(state, 'x', 'y', '2016-02-01')).toBeGreaterThan(0.6);
    const sameReach = createRatingState(fromDataset({ fighters: fighters.map((f) => (f.key === 'y' ? { ...f, reachCm: 195 } : f)), bouts }));
    expect(predict(sameReach, 'x', 'y', '2016-02-01')).toBe(0.5);
  });

  it("learns a country's form from UFC bouts against other countries, and reads nationality from the dataset", () => {
    // Debutants from Georgia beat debutants from Japan 300 times; then two new fighters alike in every way but their
    // nationality each beat a debutant, and meet.
    const bouts = Array.from({ length: 300 }, (_, i) => decisionWin(i, `ge${i}`, `jp${i}`, isoOfDay(dayOf('2015-01-01') + i)));
    bouts.push(decisionWin(300, 'x', 'p', '2016-01-01'), decisionWin(301, 'y', 'q', '2016-01-01'));
    const fighters = [
      ...Array.from({ length: 300 }, (_, i) => [
        { key: `ge${i}`, birthDate: null, nationality: 'Georgia' },
        { key: `jp${i}`, birthDate: null, nationality: 'Japan' },
      ]).flat(),
      { key: 'x', birthDate: null, nationality: 'Georgia' },
      { key: 'y', birthDate: null, nationality: 'Japan' },
      { key: 'p', birthDate: null, nationality: null },
      { key: 'q', birthDate: null, nationality: null },
    ];
    const state = createRatingState(fromDataset({ fighters, bouts }));
    const p = predict(state, 'x', 'y', '2016-02-01');
    expect(p).toBeGreaterThan(0.6);
    expect(predict(state, 'y', 'x', '2016-02-01')).toBe(1 - p);
    // A debutant the input does not know leans his country's way through the nationality passed in.
    expect(predict(state, null, null, '2016-02-01', { nationalityA: 'Georgia', nationalityB: 'Japan' })).toBeGreaterThan(0.6);
    expect(predict(state, null, null, '2016-02-01', { nationalityA: 'Georgia', nationalityB: 'Narnia' })).toBeGreaterThan(0.5);
    // One country, an unknown nationality, or the same results outside the UFC: no country form.
    const sameCountry = createRatingState(fromDataset({ fighters: fighters.map((f) => (f.key === 'y' ? { ...f, nationality: 'Georgia' } : f)), bouts }));
    expect(predict(sameCountry, 'x', 'y', '2016-02-01')).toBe(0.5);
    const unknown = createRatingState(fromDataset({ fighters: fighters.map((f) => (f.key === 'y' ? { ...f, nationality: null } : f)), bouts }));
    expect(predict(unknown, 'x', 'y', '2016-02-01')).toBeGreaterThan(0.5);
    const outside = bouts.map((b, i) => (i < 300 ? { ...b, organization: 'BELLATOR' } : b));
    expect(predict(createRatingState(fromDataset({ fighters, bouts: outside })), 'x', 'y', '2016-02-01')).toBe(0.5);
  });
});

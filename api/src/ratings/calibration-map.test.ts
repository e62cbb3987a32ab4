import { describe, expect, it } from 'vitest';
import { applyCalibrationMap, fitCalibrationMap, IDENTITY_MAP, winProbability, type MapSample } from './calibration-map';
import { ratingWinProbability } from './fighter-view';
import { predict } from './engine';
import { createRatingState } from './rating-state';
import { calibrationErrorByDecile, score, seededRandom, type Scored } from './metrics';
import { POOL } from './organization-pools';
import { DEFAULT_PARAMS } from './rating-params';
import { isoOfDay } from './rating-input';
import { syntheticHistory } from './synthetic-history';
import { allOrganizationBouts, mapSamples, predictBouts } from './validation';

/**
 * Predictions whose logit is `scale` times too small where the true scale differs: outcomes drawn from
 * sigmoid(trueScale * logit), so a fit must find trueScale - 1 for each kind of bout.
 */
function timidSamples(count: number, seed: number, trueScale: { ufc: number; other: number; otherDebut: number }): MapSample[] {
  const rand = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const pool = i % 3 === 0 ? POOL.UFC : i % 3 === 1 ? POOL.MAJOR : POOL.REGIONAL;
    const debut = rand() < 0.4;
    const logit = (rand() - 0.5) * 3;
    const scale = pool === POOL.UFC ? trueScale.ufc : debut ? trueScale.otherDebut : trueScale.other;
    const y: 0 | 1 = rand() < 1 / (1 + Math.exp(-scale * logit)) ? 1 : 0;
    return { logit, pool, debut, y };
  });
}

const mapped = (samples: readonly MapSample[], map = IDENTITY_MAP): Scored[] =>
  samples.map((s) => ({ p: 1 / (1 + Math.exp(-applyCalibrationMap(map, s.logit, s))), y: s.y }));

describe('calibration map', () => {
  it('recovers how timid non-UFC predictions are, separately for bouts with a debutant', () => {
    const samples = timidSamples(60_000, 7, { ufc: 1, other: 1.1, otherDebut: 1.5 });
    const map = fitCalibrationMap(samples);
    expect(map.otherPool).toBeCloseTo(0.1, 1);
    expect(map.otherPool + map.otherPoolDebut).toBeCloseTo(0.5, 1);
    const other = samples.filter((s) => s.pool !== POOL.UFC);
    // What the map is for: the corrected probabilities are better calibrated and score better.
    expect(score(mapped(other, map)).logLoss).toBeLessThan(score(mapped(other)).logLoss);
    expect(calibrationErrorByDecile(mapped(other, map))).toBeLessThan(calibrationErrorByDecile(mapped(other)));
  });

  it('leaves UFC bouts alone: the second stage already learns from them', () => {
    const map = { otherPool: 0.3, otherPoolDebut: 0.4 };
    expect(applyCalibrationMap(map, 1.7, { pool: POOL.UFC, debut: true })).toBe(1.7);
    expect(applyCalibrationMap(map, 1.7, { pool: POOL.MAJOR, debut: false })).toBeCloseTo(1.7 * 1.3, 12);
    expect(applyCalibrationMap(map, 1.7, { pool: POOL.REGIONAL, debut: true })).toBeCloseTo(1.7 * 1.7, 12);
    // A UFC-only sample set has nothing to fit: the identity map.
    expect(fitCalibrationMap(timidSamples(3000, 3, { ufc: 0.5, other: 1, otherDebut: 1 }).filter((s) => s.pool === POOL.UFC))).toEqual(IDENTITY_MAP);
  });

  it('is the identity on well-calibrated predictions', () => {
    const map = fitCalibrationMap(timidSamples(60_000, 5, { ufc: 1, other: 1, otherDebut: 1 }));
    expect(Math.abs(map.otherPool)).toBeLessThan(0.05);
    expect(Math.abs(map.otherPoolDebut)).toBeLessThan(0.08);
  });

  it('applies to every prediction the engine makes, keeps P(A,B) = 1 - P(B,A) and never changes the favourite', () => {
    const input = syntheticHistory({ fighters: 200, bouts: 3000, seed: 11 });
    const bold = { ...DEFAULT_PARAMS, calibrationMap: { otherPool: 0.4, otherPoolDebut: 0.5 } };
    const plain = createRatingState(input, { ...DEFAULT_PARAMS, calibrationMap: IDENTITY_MAP });
    const mappedState = createRatingState(input, bold);
    const date = isoOfDay(input.day[input.boutCount - 1]! + 1);
    const keys = [...input.fighterKeys.slice(0, 25), 'never-seen'];
    let moved = 0;
    for (const a of keys) {
      for (const b of keys) {
        for (const pool of [POOL.UFC, POOL.MAJOR, POOL.REGIONAL]) {
          const p0 = predict(plain, a, b, date, { debutPool: pool });
          const p = predict(mappedState, a, b, date, { debutPool: pool });
          expect(p).toBe(1 - predict(mappedState, b, a, date, { debutPool: pool }));
          if (pool === POOL.UFC) expect(p).toBe(p0);
          else {
            expect(Math.sign(p - 0.5)).toBe(Math.sign(p0 - 0.5));
            // Bolder: further from a coin flip (or both exactly 0.5).
            expect(Math.abs(p - 0.5)).toBeGreaterThanOrEqual(Math.abs(p0 - 0.5));
            if (p !== p0) moved++;
          }
        }
      }
    }
    expect(moved).toBeGreaterThan(500);
  });

  it('is fitted on the same logits the engine would map, with debut status from before the bout', () => {
    const input = syntheticHistory({ fighters: 300, bouts: 3000, seed: 4 });
    const window = { from: isoOfDay(input.day[2000]!), to: isoOfDay(input.day[2999]! + 1) };
    const targets = allOrganizationBouts(input, window);
    expect(targets.some((k) => input.isUfc[k] === 0)).toBe(true);
    expect(targets.some((k) => input.isUfc[k] === 1)).toBe(true);
    const samples = mapSamples(input, DEFAULT_PARAMS, targets);
    const unmapped = predictBouts(input, { ...DEFAULT_PARAMS, calibrationMap: IDENTITY_MAP }, targets);
    samples.forEach((s, i) => expect(1 / (1 + Math.exp(-s.logit))).toBeCloseTo(unmapped[i]!.p, 12));
    // Both fighters of the history's first bout debut there; late in the history most bouts have no debutant.
    let first = 0;
    for (let k = 1; k < input.boutCount; k++) if (input.day[k]! < input.day[first]!) first = k;
    expect(mapSamples(input, DEFAULT_PARAMS, [first])[0]!.debut).toBe(true);
    expect(samples.filter((s) => s.debut).length).toBeLessThan(samples.length / 2);
  });

  it("gives the community page's fantasy matchups the same probability function, on the Elo-like points scale", () => {
    // 400 points apart is 10:1 odds, as in chess Elo; no organization and no debutant, so no map factor applies.
    expect(ratingWinProbability(1900, 1500)).toBeCloseTo(10 / 11, 12);
    expect(ratingWinProbability(1500, 1900)).toBe(1 - ratingWinProbability(1900, 1500));
    expect(ratingWinProbability(1600, 1600)).toBe(0.5);
    expect(ratingWinProbability(1750, 1500)).toBe(winProbability(DEFAULT_PARAMS.calibrationMap, (250 * Math.LN10) / 400, { pool: POOL.UFC, debut: false }));
  });
});

import { describe, expect, it } from 'vitest';
import { zipfPicker } from './zipf';

/** A small deterministic generator (mulberry32), so the frequencies below are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('zipfPicker', () => {
  it('maps the ends of the random range to the first and last item', () => {
    expect(zipfPicker(10, 1.1, () => 0)()).toBe(0);
    expect(zipfPicker(10, 1.1, () => 0.999999999)()).toBe(9);
    expect(zipfPicker(1, 1.1, () => 0.5)()).toBe(0);
  });

  it('draws rank k in proportion to 1 / k^s', () => {
    const n = 1000;
    const s = 1.1;
    const pick = zipfPicker(n, s, seeded(26));
    const counts = new Array<number>(n).fill(0);
    const draws = 200_000;
    for (let i = 0; i < draws; i++) counts[pick()]!++;
    const harmonic = Array.from({ length: n }, (_, k) => 1 / (k + 1) ** s).reduce((a, b) => a + b, 0);
    for (const k of [0, 1, 4, 9]) {
      const expected = draws / (k + 1) ** s / harmonic;
      expect(Math.abs(counts[k]! - expected) / expected).toBeLessThan(0.05);
    }
    // Skewed: the top 50 of 1,000 fighters take most of the reads, the last 500 few.
    const share = (from: number, to: number) => counts.slice(from, to).reduce((a, b) => a + b, 0) / draws;
    expect(share(0, 50)).toBeGreaterThan(0.6);
    expect(share(500, 1000)).toBeLessThan(0.08);
  });

  it('is uniform with exponent 0', () => {
    const pick = zipfPicker(4, 0, seeded(7));
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[pick()]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('refuses an empty list and a negative exponent', () => {
    expect(() => zipfPicker(0)).toThrow(/at least one item/);
    expect(() => zipfPicker(2.5)).toThrow(/at least one item/);
    expect(() => zipfPicker(5, -1)).toThrow(/exponent/);
  });
});

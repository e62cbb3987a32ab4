import { describe, expect, it } from 'vitest';
import { formatCount, formatHeight, formatRank, formatRating, formatReach, formatRecord } from './format';

describe('formatCount', () => {
  it('groups thousands with commas as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -4_321]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('formatRank', () => {
  it('writes a place as the lists write it, thousands grouped ("#6593" on a fighter page beside "6,593" in the list: UI QA, session 52)', () => {
    expect(formatRank(1)).toBe('#1');
    expect(formatRank(999)).toBe('#999');
    expect(formatRank(6593)).toBe('#6,593');
  });
});

describe('formatRating and formatRecord (spec §9)', () => {
  it('writes a rating with the asked decimals and N/A for none', () => {
    expect(formatRating(1612.345)).toBe('1612.3');
    expect(formatRating(1612.345, 2)).toBe('1612.35');
    expect(formatRating(null)).toBe('N/A');
    expect(formatRating(Number.NaN)).toBe('N/A');
  });

  it('writes a record as wins-losses, with the draws only when there are any', () => {
    expect(formatRecord(27, 1)).toBe('27-1');
    expect(formatRecord(27, 1, 0)).toBe('27-1');
    expect(formatRecord(25, 4, 1)).toBe('25-4-1');
  });
});

describe('formatHeight and formatReach (both units)', () => {
  it('writes a height in centimetres and in feet and inches', () => {
    expect(formatHeight(178)).toBe('178 cm (5 ft 10 in)');
    expect(formatHeight(193)).toBe('193 cm (6 ft 4 in)');
    expect(formatHeight(152.4)).toBe('152 cm (5 ft 0 in)');
  });

  it('carries a rounded twelfth inch into the next foot instead of writing 12 in', () => {
    // 182.8 cm is 71.97 in: 6 ft 0 in, never 5 ft 12 in.
    expect(formatHeight(182.8)).toBe('183 cm (6 ft 0 in)');
  });

  it('writes a reach in centimetres and inches', () => {
    expect(formatReach(183)).toBe('183 cm (72 in)');
    expect(formatReach(215)).toBe('215 cm (85 in)');
  });

  it('gives nothing for an unknown or impossible length', () => {
    for (const value of [null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatHeight(value)).toBeNull();
      expect(formatReach(value)).toBeNull();
    }
  });
});

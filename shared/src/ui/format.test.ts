import { describe, expect, it } from 'vitest';
import { formatCount, formatRating, formatRecord } from './format';

describe('formatCount', () => {
  it('groups thousands with commas as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -4_321]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('formatRating and formatRecord (spec §9)', () => {
  it('writes a rating with the asked decimals and N/A for none', () => {
    expect(formatRating(1612.345)).toBe('1612.3');
    expect(formatRating(1612.345, 2)).toBe('1612.35');
    expect(formatRating(null)).toBe('N/A');
    expect(formatRating(Number.NaN)).toBe('N/A');
  });

  it('writes a record as wins-losses', () => {
    expect(formatRecord(27, 1)).toBe('27-1');
  });
});

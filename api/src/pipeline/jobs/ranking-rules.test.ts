// The one activity rule (decision 016): 18 calendar months, and a retirement in force.
import { describe, expect, it } from 'vitest';
import { activeSince, DIVISION_LEVEL_MIN_FIGHTERS, DIVISION_LEVEL_TOP, divisionLevelOffsets, isActiveOn } from './ranking-rules';

describe('activity rule', () => {
  it('counts 18 calendar months back, clamping to the end of a shorter month', () => {
    expect(activeSince('2024-12-14')).toBe('2023-06-14');
    expect(activeSince('2024-08-31')).toBe('2023-02-28');
    expect(activeSince('2025-01-01')).toBe('2023-07-01');
  });

  it('is active with a bout on the first recent day and inactive a day before it', () => {
    expect(isActiveOn('2024-12-14', '2023-06-14', null)).toBe(true);
    expect(isActiveOn('2024-12-14', '2023-06-13', null)).toBe(false);
    expect(isActiveOn('2024-12-14', null, null)).toBe(false);
  });

  it('keeps a reigning champion active for 36 months after his last bout, not for ever, and not after he retires', () => {
    expect(isActiveOn('2024-12-14', '2023-02-24', null)).toBe(false);
    expect(isActiveOn('2024-12-14', '2023-02-24', null, true)).toBe(true);
    expect(isActiveOn('2024-12-14', '2021-12-14', null, true)).toBe(true);
    expect(isActiveOn('2024-12-14', '2021-12-13', null, true)).toBe(false);
    expect(isActiveOn('2024-12-14', '2023-05-05', '2024-09-06', true)).toBe(false);
  });

  it('takes a fighter out from a retirement on, and only from that date', () => {
    expect(isActiveOn('2024-12-14', '2024-05-01', '2024-06-01')).toBe(false);
    expect(isActiveOn('2024-05-31', '2024-05-01', '2024-06-01')).toBe(true);
  });

  it('counts a bout after the retirement as a comeback', () => {
    expect(isActiveOn('2024-12-14', '2024-09-01', '2024-06-01')).toBe(true);
  });
});

describe('division levels (pound for pound)', () => {
  /** A division list of `size` fighters (ids from `first`), whose top five stand at `top` and the rest lower. */
  function division(first: number, size: number, top: number, scores: number[]): number[] {
    return Array.from({ length: size }, (_, i) => {
      scores[first + i] = i < DIVISION_LEVEL_TOP ? top : top - 300;
      return first + i;
    });
  }

  it("takes each deep men's division's top-five level, less the average of those levels, and leaves women's and thin divisions alone", () => {
    const scores: number[] = [];
    const n = DIVISION_LEVEL_MIN_FIGHTERS;
    const lists = new Map([
      ['Heavyweight', division(0, n, 1800, scores)],
      ['Lightweight', division(n, n + 50, 1700, scores)],
      ['Flyweight', division(3 * n, n, 1600, scores)],
      ['Catch Weight', division(5 * n, n - 1, 2000, scores)],
      ["Women's Strawweight", division(7 * n, 2 * n, 1500, scores)],
    ]);
    expect(Object.fromEntries(divisionLevelOffsets(lists, scores))).toEqual({ Heavyweight: 100, Lightweight: 0, Flyweight: -100 });
  });
});

import { describe, expect, it } from 'vitest';
import { targetDate } from './ratings-commands/predict-command';

describe('predict target dates', () => {
  it('reads ISO dates, ISO timestamps and the ufcstats spelling', () => {
    expect(targetDate('2025-01-18', 2)).toBe('2025-01-18');
    expect(targetDate(' 2025-01-18T00:00:00Z ', 2)).toBe('2025-01-18');
    expect(targetDate('2025-01-18 19:00', 2)).toBe('2025-01-18');
    expect(targetDate('January 18, 2025', 2)).toBe('2025-01-18');
    expect(targetDate('Jan 18, 2025', 2)).toBe('2025-01-18');
  });

  it('refuses a missing or impossible date, naming the line', () => {
    expect(() => targetDate('', 7)).toThrow('line 7: date must be YYYY-MM-DD');
    expect(() => targetDate(undefined, 3)).toThrow(/^line 3:/);
    expect(() => targetDate('2025-02-30', 4)).toThrow('got "2025-02-30"');
    expect(() => targetDate('18/01/2025', 5)).toThrow(/^line 5:/);
  });
});

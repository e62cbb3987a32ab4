import { describe, expect, it } from 'vitest';
import { timeOutText } from './time-out';

describe('timeOutText', () => {
  it('counts whole calendar months from a month up', () => {
    expect(timeOutText('2023-03-04', '2024-11-16')).toBe('20 months');
    expect(timeOutText('2024-01-31', '2024-03-01')).toBe('1 month');
    // One day short of a calendar month is not a month.
    expect(timeOutText('2024-06-15', '2024-07-14')).toBe('4 weeks');
  });

  it('says weeks or days below a month instead of "0 months"', () => {
    expect(timeOutText('2024-11-16', '2024-12-14')).toBe('4 weeks');
    expect(timeOutText('2024-12-07', '2024-12-14')).toBe('1 week');
    expect(timeOutText('2024-12-11', '2024-12-14')).toBe('3 days');
    expect(timeOutText('2024-12-13', '2024-12-14')).toBe('1 day');
  });
});

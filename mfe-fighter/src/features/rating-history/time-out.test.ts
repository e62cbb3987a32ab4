import { describe, expect, it } from 'vitest';
import { timeOutText } from './time-out';

describe('timeOutText', () => {
  it('counts whole calendar months from three months up', () => {
    expect(timeOutText('2023-03-04', '2024-11-16')).toBe('20 months');
    expect(timeOutText('2024-03-01', '2024-06-01')).toBe('3 months');
    // One day short of three calendar months is not three months.
    expect(timeOutText('2024-03-01', '2024-05-31')).toBe('13 weeks');
  });

  it('says weeks below three months: eight weeks is not "1 month"', () => {
    expect(timeOutText('2022-05-06', '2022-07-01')).toBe('8 weeks');
    expect(timeOutText('2024-01-31', '2024-03-01')).toBe('4 weeks');
  });

  it('says weeks or days below a month instead of "0 months"', () => {
    expect(timeOutText('2024-11-16', '2024-12-14')).toBe('4 weeks');
    expect(timeOutText('2024-12-07', '2024-12-14')).toBe('1 week');
    expect(timeOutText('2024-12-11', '2024-12-14')).toBe('3 days');
    expect(timeOutText('2024-12-13', '2024-12-14')).toBe('1 day');
  });
});

import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format-date';

describe('formatShortDate (spec §9 MMM d, yyyy)', () => {
  it('formats dates and timestamps as MMM d, yyyy in UTC', () => {
    expect(formatShortDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatShortDate('2024-11-30T23:30:00Z')).toBe('Nov 30, 2024');
  });

  it('says every month as en-US Intl would, on the first and the last day', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      for (const date of [new Date(Date.UTC(2023, month, 1)), new Date(Date.UTC(2024, month + 1, 0, 23, 59))]) {
        expect(formatShortDate(date.toISOString())).toBe(intl.format(date));
      }
    }
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate('soon')).toBeNull();
  });
});

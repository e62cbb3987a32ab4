import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format-date';

describe('formatShortDate (spec §9 MMM d, yyyy)', () => {
  it('formats dates and timestamps as MMM d, yyyy in UTC', () => {
    expect(formatShortDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatShortDate('2024-11-30T23:30:00Z')).toBe('Nov 30, 2024');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate('soon')).toBeNull();
  });
});

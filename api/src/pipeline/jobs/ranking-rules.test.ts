// The one activity rule (decision 016): 18 calendar months, and a retirement in force.
import { describe, expect, it } from 'vitest';
import { activeSince, isActiveOn } from './ranking-rules';

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

  it('takes a fighter out from a retirement on, and only from that date', () => {
    expect(isActiveOn('2024-12-14', '2024-05-01', '2024-06-01')).toBe(false);
    expect(isActiveOn('2024-05-31', '2024-05-01', '2024-06-01')).toBe(true);
  });

  it('counts a bout after the retirement as a comeback', () => {
    expect(isActiveOn('2024-12-14', '2024-09-01', '2024-06-01')).toBe(true);
  });
});

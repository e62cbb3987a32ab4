import { describe, expect, it } from 'vitest';
import { familyName } from './matchup-card';

describe('familyName (the vote button: "Vote <name>")', () => {
  it('keeps a family name of several words whole, and a one-word ring name as it is', () => {
    expect(familyName('Dricus Du Plessis')).toBe('Du Plessis');
    expect(familyName('Junior dos Santos')).toBe('dos Santos');
    expect(familyName('Jon Jones')).toBe('Jones');
    expect(familyName('Zuluzinho')).toBe('Zuluzinho');
    expect(familyName('  Kai  Kara-France ')).toBe('Kara-France');
  });
});

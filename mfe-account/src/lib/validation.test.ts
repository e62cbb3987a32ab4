import { describe, expect, it } from 'vitest';
import { emailError, newPasswordError } from './validation';
import { returnPathFrom } from './return-path';

describe('field checks', () => {
  it('explains what is wrong with an e-mail address', () => {
    expect(emailError('  ')).toBe('Enter your e-mail address.');
    expect(emailError('jon@')).toMatch(/like name@example.com/);
    expect(emailError('jon jones@example.com')).toMatch(/like name@example.com/);
    expect(emailError('jön@example.com')).toMatch(/plain letters/);
    expect(emailError(' Jon.Jones+ufc@Example.com ')).toBeUndefined();
  });

  it('checks a new password for length and against the e-mail', () => {
    expect(newPasswordError('', 'a@b.co')).toBe('Choose a password.');
    expect(newPasswordError('abc', 'a@b.co')).toBe('Use at least 8 characters (3 so far).');
    expect(newPasswordError('x'.repeat(257), 'a@b.co')).toBe('Use at most 256 characters.');
    expect(newPasswordError('Jon.Jones@example.com', 'jon.jones@example.com')).toMatch(/e-mail address/);
    expect(newPasswordError('octagon southpaw', 'jon@example.com')).toBeUndefined();
  });
});

describe('returnPathFrom', () => {
  it('returns to a page on this site, with its query', () => {
    expect(returnPathFrom({ from: '/predictions?week=2' })).toBe('/predictions?week=2');
    expect(returnPathFrom({ from: '/profile' }, '/x')).toBe('/profile');
  });

  it('falls back for missing, foreign or looping targets', () => {
    for (const state of [
      undefined,
      null,
      {},
      { from: 42 },
      { from: 'https://evil.example' },
      { from: '//evil.example' },
      { from: '/\\evil.example' },
      { from: '/login' },
      { from: '/register?x=1' },
    ]) {
      expect(returnPathFrom(state, '/fallback')).toBe('/fallback');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { checkEmail, EMAIL_MAX_LENGTH, passwordLimitAdvice, passwordLimitProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-rules';

describe('checkEmail', () => {
  it('gives the address to store: trimmed, domain lower-cased, local part as typed', () => {
    expect(checkEmail('  Jon.Jones+ufc@Gmail.COM\t')).toEqual({ ok: true, email: 'Jon.Jones+ufc@gmail.com' });
  });

  it('accepts the longest parts the rule allows', () => {
    expect(checkEmail(`${'a'.repeat(64)}@example.com`).ok).toBe(true);
    expect(checkEmail(`a@${'b'.repeat(63)}.com`).ok).toBe(true);
    const label = 'b'.repeat(60);
    const longest = `a@${label}.${label}.${label}.${label}.${'c'.repeat(EMAIL_MAX_LENGTH - 250)}.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(checkEmail(longest).ok).toBe(true);
    expect(checkEmail(`${longest}x`)).toEqual({ ok: false, problem: 'too-long' });
  });

  it.each([
    ['', 'required'],
    [' \t ', 'required'],
    ['fan name@example.com', 'spaces-or-control'],
    ['fan\u0000@example.com', 'spaces-or-control'],
    ['fån name@example.com', 'spaces-or-control'],
    ['fån@example.com', 'not-ascii'],
    ['fan@exаmple.com', 'not-ascii'],
    ['no-at-sign', 'shape'],
    ['@example.com', 'shape'],
    ['fan@', 'shape'],
    ['a..b@example.com', 'local-part'],
    ['"quoted"@example.com', 'local-part'],
    ['fan@@example.com', 'local-part'],
    [`${'a'.repeat(65)}@example.com`, 'local-part'],
    ['fan@localhost', 'domain'],
    ['fan@example.c', 'domain'],
    ['fan@example.123', 'domain'],
    ['fan@-bad-.com', 'domain'],
    [`a@${'b'.repeat(64)}.com`, 'domain'],
  ])('refuses %j as %s', (raw, problem) => {
    expect(checkEmail(raw)).toEqual({ ok: false, problem });
  });
});

describe('password limits', () => {
  it('names the first limit a password breaks, in the order the forms and the API check', () => {
    expect(passwordLimitProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('too-short');
    expect(passwordLimitProblem('a'.repeat(PASSWORD_MIN_LENGTH))).toBeUndefined();
    expect(passwordLimitProblem('a'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(passwordLimitProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('too-long');
    expect(passwordLimitProblem('octagon\u0000southpaw')).toBe('nul');
    expect(passwordLimitProblem(' '.repeat(12))).toBe('only-spaces');
  });

  it('advises a fan in words that count what was typed', () => {
    expect(passwordLimitAdvice('too-short', 'abc')).toBe('Use at least 8 characters (3 so far).');
    expect(passwordLimitAdvice('too-long', 'x')).toBe('Use at most 256 characters.');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email';
import { passwordProblem } from './passwords';

describe('normalizeEmail', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normalizeEmail('  Jon.Jones+ufc@Gmail.COM\t')).toEqual({ ok: true, email: 'Jon.Jones+ufc@gmail.com' });
    expect(normalizeEmail('fan@xn--bcher-kva.example')).toEqual({ ok: true, email: 'fan@xn--bcher-kva.example' });
  });

  it.each([
    ['', /required/],
    ['no-at-sign', /name@example.com/],
    ['@example.com', /name@example.com/],
    ['fan@', /name@example.com/],
    ['fan@localhost', /domain/],
    ['fan@example.c', /domain/],
    ['fan@-bad-.com', /domain/],
    ['a..b@example.com', /before the @/],
    ['.a@example.com', /before the @/],
    ['"quoted"@example.com', /before the @/],
    ['fan name@example.com', /spaces/],
    ['fan\u0000@example.com', /control/],
    ['fån@example.com', /ASCII/],
    ['fan@exаmple.com', /ASCII/],
    [`${'a'.repeat(65)}@example.com`, /before the @/],
    [`a@${'b'.repeat(250)}.com`, /at most 254/],
  ])('refuses %j naming the field', (raw, message) => {
    const result = normalizeEmail(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^email /);
      expect(result.message).toMatch(message);
    }
  });
});

describe('passwordProblem', () => {
  it('accepts a long, uncommon passphrase', () => {
    expect(passwordProblem('octagon southpaw 1993', 'fan@example.com')).toBeUndefined();
  });

  it('refuses passwords from the common list in any case, and the e-mail or its name part', () => {
    for (const common of ['password', 'PASSWORD123', 'iloveyou', 'sunshine1']) expect(passwordProblem(common, 'fan@example.com')).toMatch(/too easy to guess/);
    expect(passwordProblem('Fan@Example.com', 'fan@example.com')).toMatch(/e-mail/);
    expect(passwordProblem('longfanname', 'longfanname@example.com')).toMatch(/e-mail/);
  });

  it('names the field it checks', () => {
    expect(passwordProblem('short', 'fan@example.com', 'newPassword')).toBe('newPassword must be at least 8 characters');
  });
});

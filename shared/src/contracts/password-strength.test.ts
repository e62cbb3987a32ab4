import { describe, expect, it } from 'vitest';
import { judgePassword, personalWords } from './password-strength';

describe('judgePassword', () => {
  it('refuses the weak passwords of issue 22 with a warning and a suggestion', () => {
    for (const password of ['aaaaaaaa', 'fightrank', 'Password1', 'Summer2024!']) {
      const verdict = judgePassword(password, 'fan@example.com');
      expect(verdict.ok, password).toBe(false);
      expect(verdict.message.split('. ').length, password).toBeGreaterThanOrEqual(2);
    }
  });

  it("treats the fan's e-mail and display name as words a guesser tries first", () => {
    expect(judgePassword('knockoutqueen@example.com', 'knockoutqueen@example.com').message).toMatch(/e-mail address or name/);
    expect(judgePassword('Southpaw Sam', 'fan@example.com', 'Southpaw Sam').ok).toBe(false);
    expect(personalWords('jo.doe-fan@example.com', 'Jo Doe')).toEqual(expect.arrayContaining(['jo.doe-fan@example.com', 'jo.doe-fan', 'doe', 'fan', 'jo doe']));
  });

  it('accepts a few unrelated words', () => {
    expect(judgePassword('octagon southpaw 1993', 'fan@example.com')).toMatchObject({ ok: true, message: '' });
    expect(judgePassword('correct horse battery staple 42', 'fan@example.com').score).toBe(4);
  });
});

// Client and server judge account details by one rule (issue 24): every input below gets the same verdict from the
// account forms' checks (mfe-account) and the API's (api/src/http/auth), each in its own words. A tooling test, because
// only here may one file import both an app and the API.
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeEmail } from '../api/src/accounts/email';
import { passwordProblem } from '../api/src/accounts/passwords';
import { loadPasswordJudge } from '../mfe-account/src/lib/password-strength';
import { emailError, newPasswordError } from '../mfe-account/src/lib/validation';

const EMAILS: [input: string, accepted: boolean][] = [
  ['fan@example.com', true],
  ['  Jon.Jones+ufc@Gmail.COM\t', true],
  ["o'malley!#$%&*/=?^_`{|}~-@example.co.uk", true],
  ['fan@xn--bcher-kva.example', true],
  ['fan@sub-domain.example-site.com', true],
  [`${'a'.repeat(64)}@example.com`, true],
  [`a@${'b'.repeat(63)}.com`, true],
  ['', false],
  ['   ', false],
  ['no-at-sign', false],
  ['@example.com', false],
  ['fan@', false],
  ['fan@@example.com', false],
  ['fan@localhost', false],
  ['fan@example.c', false],
  ['fan@example.123', false],
  ['fan@example.c0m', false],
  ['fan@-bad-.com', false],
  ['fan@example..com', false],
  ['fan@.example.com', false],
  ['fan@example.com.', false],
  ['fan@exa_mple.com', false],
  ['a..b@example.com', false],
  ['.a@example.com', false],
  ['a.@example.com', false],
  ['"quoted"@example.com', false],
  ['fan(comment)@example.com', false],
  ['fan,other@example.com', false],
  ['fan[1]@example.com', false],
  ['fan\\x@example.com', false],
  ['fan:x@example.com', false],
  ['fan name@example.com', false],
  ['fan\u0000@example.com', false],
  ['fan\u007f@example.com', false],
  ['fån@example.com', false],
  ['fan@exаmple.com', false],
  ['fan@example.com\u200b', false],
  [`${'a'.repeat(65)}@example.com`, false],
  [`a@${'b'.repeat(64)}.com`, false],
  [`a@${'b'.repeat(250)}.com`, false],
  [`${'a'.repeat(64)}@${'b.'.repeat(95)}com`, false],
];

const PASSWORDS: [password: string, email: string, accepted: boolean][] = [
  ['octagon southpaw 1993', 'fan@example.com', true],
  ['', 'fan@example.com', false],
  ['short', 'fan@example.com', false],
  ['x'.repeat(257), 'fan@example.com', false],
  ['        ', 'fan@example.com', false],
  ['octagon\u0000southpaw 1993', 'fan@example.com', false],
  ['password123', 'fan@example.com', false],
  ['Fan@Example.com', 'fan@example.com', false],
  ['longfanname', 'longfanname@example.com', false],
];

beforeAll(() => loadPasswordJudge());

describe('client and server agree on account details', () => {
  it.each(EMAILS)('e-mail %j: accepted %s', (input, accepted) => {
    const server = normalizeEmail(input);
    expect(server.ok, 'server').toBe(accepted);
    expect(emailError(input) === undefined, 'form').toBe(accepted);
  });

  it.each(PASSWORDS)('new password %j for %s: accepted %s', (password, email, accepted) => {
    expect(passwordProblem(password, email) === undefined, 'server').toBe(accepted);
    expect(newPasswordError(password, email) === undefined, 'form').toBe(accepted);
  });
});

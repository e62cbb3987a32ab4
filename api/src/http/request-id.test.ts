import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

const withHeader = (value: string | undefined) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keeps a proxy's well-formed X-Request-Id so a request can be followed across systems", () => {
    expect(requestIdOf(withHeader('lb-7f3a9c2e-0001'))).toBe('lb-7f3a9c2e-0001');
  });

  it('replaces a missing, too long or odd-looking id with a fresh UUID (no forged log lines)', () => {
    for (const sent of [undefined, '', 'short', 'x'.repeat(65), 'abc123456\n{"level":60,"msg":"forged"}', 'id with spaces 123', '<script>alert(1)</script>']) {
      const id = requestIdOf(withHeader(sent));
      expect(id, String(sent)).toMatch(UUID);
    }
    expect(requestIdOf(withHeader(undefined))).not.toBe(requestIdOf(withHeader(undefined)));
  });
});

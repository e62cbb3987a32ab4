import { describe, expect, it } from 'vitest';
import { decodedPath } from './request-path';

describe('decodedPath', () => {
  it('decodes the path once, as the router does, and drops the query', () => {
    expect(decodedPath('/%61pi/auth/logout?x=%2F')).toBe('/api/auth/logout');
    expect(decodedPath('/api/auth/%6Cogout')).toBe('/api/auth/logout');
    // Once only: a double-encoded path stays encoded (the router does not match it either).
    expect(decodedPath('/%2561pi/x')).toBe('/%61pi/x');
    expect(decodedPath('')).toBe('/');
  });

  it('keeps a path it cannot decode as sent, never throwing', () => {
    expect(decodedPath('/api/%E0%A4%A')).toBe('/api/%E0%A4%A');
    expect(decodedPath('/%')).toBe('/%');
  });
});

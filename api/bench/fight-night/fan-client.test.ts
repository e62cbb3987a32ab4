import { describe, expect, it } from 'vitest';
import { loopbackAddress } from './fan-client';

describe('loopbackAddress', () => {
  it('gives each client of a block its own loopback address, never .0 or .255', () => {
    expect(loopbackAddress(20, 0)).toBe('127.20.1.1');
    expect(loopbackAddress(20, 249)).toBe('127.20.1.250');
    expect(loopbackAddress(20, 250)).toBe('127.20.2.1');
    const addresses = Array.from({ length: 62_500 }, (_, n) => loopbackAddress(30, n));
    expect(new Set(addresses).size).toBe(62_500);
    expect(addresses.every((a) => /^127\.30\.([1-9]\d?|1\d\d|2[0-4]\d|250)\.([1-9]\d?|1\d\d|2[0-4]\d|250)$/.test(a))).toBe(true);
  });

  it('refuses a block outside 1..250', () => {
    expect(() => loopbackAddress(0, 1)).toThrow(/block/);
    expect(() => loopbackAddress(251, 1)).toThrow(/block/);
  });
});

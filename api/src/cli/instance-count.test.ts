import { describe, expect, it } from 'vitest';
import { instanceCount } from './instance-count';

describe('instanceCount', () => {
  it('uses one instance per core when API_INSTANCES is unset or blank', () => {
    expect(instanceCount(undefined, 6)).toBe(6);
    expect(instanceCount('', 6)).toBe(6);
    expect(instanceCount('  ', 6)).toBe(6);
  });

  it('takes a positive whole number as given', () => {
    expect(instanceCount('3', 6)).toBe(3);
  });

  it('refuses zero, fractions and words with a message naming the variable', () => {
    for (const bad of ['0', '-2', '1.5', 'many']) expect(() => instanceCount(bad, 6)).toThrow(/API_INSTANCES must be a positive whole number/);
  });
});

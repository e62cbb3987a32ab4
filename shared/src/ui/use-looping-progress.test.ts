import { describe, expect, it } from 'vitest';
import { nextProgress } from './use-looping-progress';

describe('looping page progress', () => {
  it('steps by 10 and starts over after reaching 100', () => {
    const seen: number[] = [];
    let value = 0;
    for (let i = 0; i < 12; i++) {
      value = nextProgress(value);
      seen.push(value);
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 0, 10]);
  });
});

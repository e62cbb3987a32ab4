import { describe, expect, it } from 'vitest';
import { createProfiles, profileOf, PROFILE_FEATURES, recordBout } from './fighter-profile';
import { dayOf, METHOD, RESULT, STAT, STAT_FIELDS, type RatingInput } from './rating-input';
import { POOL } from './organization-pools';

/** Bouts of fighter 0 against 1 with the given strikes landed/attempted per corner and bout length. */
function bouts(rows: { a: [number, number]; b: [number, number]; seconds: number; result?: number; method?: number }[]): RatingInput {
  const n = rows.length;
  const stats = new Float32Array(n * 2 * STAT_FIELDS);
  rows.forEach((r, k) => {
    for (const [corner, [landed, attempted]] of [
      [0, r.a],
      [1, r.b],
    ] as const) {
      const at = (k * 2 + corner) * STAT_FIELDS;
      stats[at + STAT.STRIKES] = landed;
      stats[at + STAT.STRIKES_ATTEMPTED] = attempted;
    }
  });
  return {
    fighterKeys: ['f0', 'f1', 'f2'],
    birthDay: new Float64Array(3).fill(Number.NaN),
    boutCount: n,
    boutKeys: rows.map((_, k) => `b${k}`),
    day: Int32Array.from(rows, (_, k) => dayOf('2020-01-01') + 30 * k),
    fighterA: new Int32Array(n),
    fighterB: new Int32Array(n).fill(1),
    result: Uint8Array.from(rows, (r) => r.result ?? RESULT.A_WON),
    method: Uint8Array.from(rows, (r) => r.method ?? METHOD.UNANIMOUS),
    pool: new Uint8Array(n).fill(POOL.UFC),
    isUfc: new Uint8Array(n).fill(1),
    stats,
    seconds: Float32Array.from(rows, (r) => r.seconds),
  };
}

const profile = (input: RatingInput, fighter: number) => {
  const p = createProfiles(3);
  for (let k = 0; k < input.boutCount; k++) recordBout(p, input, k);
  const out = new Float64Array(PROFILE_FEATURES);
  profileOf(p, fighter, out, 0);
  return out;
};

// Positions in profileOf's output.
const WIN_RATE = 0;
const FINISH_RATE = 1;
const ACCURACY = 3;
const DEFENCE = 4;
const LANDED_PER_MINUTE = 8;

describe('fighter profiles', () => {
  it('credits the sharper striker with accuracy, defence and output, and the other with none of it', () => {
    const input = bouts([
      { a: [80, 100], b: [10, 100], seconds: 900 },
      { a: [60, 80], b: [20, 90], seconds: 600 },
    ]);
    const sharp = profile(input, 0);
    const blunt = profile(input, 1);
    expect(sharp[ACCURACY]!).toBeGreaterThan(blunt[ACCURACY]!);
    expect(sharp[DEFENCE]!).toBeGreaterThan(blunt[DEFENCE]!);
    expect(sharp[LANDED_PER_MINUTE]!).toBeGreaterThan(blunt[LANDED_PER_MINUTE]!);
    expect(sharp[WIN_RATE]!).toBeGreaterThan(blunt[WIN_RATE]!);
  });

  it('gives a fighter nobody has seen exactly the profile of a fighter without bouts', () => {
    const input = bouts([{ a: [80, 100], b: [10, 100], seconds: 900 }]);
    expect(profile(input, -1)).toEqual(profile(input, 2));
  });

  it('leaves statistics without a bout length out of the rates but still counts the result', () => {
    const timed = profile(bouts([{ a: [80, 100], b: [10, 100], seconds: 900, method: METHOD.FINISH }]), 0);
    const untimed = profile(bouts([{ a: [80, 100], b: [10, 100], seconds: Number.NaN, method: METHOD.FINISH }]), 0);
    const nobody = profile(bouts([{ a: [80, 100], b: [10, 100], seconds: 900 }]), -1);
    expect(untimed[ACCURACY]).toBe(nobody[ACCURACY]);
    expect(timed[ACCURACY]!).toBeGreaterThan(nobody[ACCURACY]!);
    expect(untimed[WIN_RATE]).toBe(timed[WIN_RATE]);
    expect(untimed[FINISH_RATE]!).toBeGreaterThan(nobody[FINISH_RATE]!);
  });
});

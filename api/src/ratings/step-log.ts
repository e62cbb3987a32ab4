// Every rating change, kept as parallel typed arrays with a per-fighter backward chain, so the site
// can answer "why did this fighter move" without holding millions of step objects in memory.

export interface StepLog {
  length: number;
  fighter: Int32Array;
  bout: Int32Array;
  opponent: Int32Array;
  result: Uint8Array;
  /** Skill going into the bout, after any layoff since the previous step (the bout's own effect starts here). */
  muBefore: Float32Array;
  varianceBefore: Float32Array;
  muAfter: Float32Array;
  varianceAfter: Float32Array;
  /** Index of the same fighter's previous step, or -1. */
  previous: Int32Array;
  /** Last step of each fighter, grown on demand. */
  lastOf: Int32Array;
}

export function createStepLog(capacity: number): StepLog {
  return {
    length: 0,
    fighter: new Int32Array(capacity),
    bout: new Int32Array(capacity),
    opponent: new Int32Array(capacity),
    result: new Uint8Array(capacity),
    muBefore: new Float32Array(capacity),
    varianceBefore: new Float32Array(capacity),
    muAfter: new Float32Array(capacity),
    varianceAfter: new Float32Array(capacity),
    previous: new Int32Array(capacity),
    lastOf: new Int32Array(0),
  };
}

function grow<T extends Int32Array | Uint8Array | Float32Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

export function pushStep(
  log: StepLog,
  fighter: number,
  bout: number,
  opponent: number,
  result: number,
  muBefore: number,
  varianceBefore: number,
  muAfter: number,
  varianceAfter: number,
): void {
  if (log.length === log.fighter.length) {
    const size = log.length * 2;
    log.fighter = grow(log.fighter, size);
    log.bout = grow(log.bout, size);
    log.opponent = grow(log.opponent, size);
    log.result = grow(log.result, size);
    log.muBefore = grow(log.muBefore, size);
    log.varianceBefore = grow(log.varianceBefore, size);
    log.muAfter = grow(log.muAfter, size);
    log.varianceAfter = grow(log.varianceAfter, size);
    log.previous = grow(log.previous, size);
  }
  if (fighter >= log.lastOf.length) {
    const old = log.lastOf.length;
    log.lastOf = grow(log.lastOf, Math.max(fighter + 1, old * 2, 1024));
    log.lastOf.fill(-1, old);
  }
  const s = log.length++;
  log.fighter[s] = fighter;
  log.bout[s] = bout;
  log.opponent[s] = opponent;
  log.result[s] = result;
  log.muBefore[s] = muBefore;
  log.varianceBefore[s] = varianceBefore;
  log.muAfter[s] = muAfter;
  log.varianceAfter[s] = varianceAfter;
  log.previous[s] = log.lastOf[fighter]!;
  log.lastOf[fighter] = s;
}

/** Step indices of one fighter, oldest first. */
export function stepsOf(log: StepLog, fighter: number): number[] {
  const out: number[] = [];
  for (let s = fighter < log.lastOf.length ? log.lastOf[fighter]! : -1; s >= 0; s = log.previous[s]!) out.push(s);
  return out.reverse();
}

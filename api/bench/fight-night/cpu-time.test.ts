import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childPids, cpuSeconds, cpuSpent, machineSeconds } from './cpu-time';

describe('cpu-time', () => {
  it("reads this process's CPU time, which grows with work, and 0 for a process that is gone", () => {
    const before = cpuSeconds(process.pid);
    // Busy on purpose until the kernel has counted some of it (a shared machine may give this process little CPU).
    const until = Date.now() + 10_000;
    while (cpuSeconds(process.pid) - before < 0.05 && Date.now() < until);
    expect(cpuSeconds(process.pid) - before).toBeGreaterThanOrEqual(0.05);
    expect(cpuSeconds(2 ** 22 + 1)).toBe(0);
  });

  it('finds the children of a process (as nginx workers under their master)', async () => {
    const child = spawn('sleep', ['5']);
    try {
      expect(childPids(process.pid)).toContain(child.pid);
    } finally {
      child.kill();
    }
  });

  it('subtracts snapshots per group, counting a process that was not there before from zero', () => {
    const before = new Map([['PostgreSQL', new Map([[10, 1.5]])]]);
    const after = new Map([
      [
        'PostgreSQL',
        new Map([
          [10, 2],
          [11, 0.25],
        ]),
      ],
      ['nginx', new Map([[20, 0.1]])],
    ]);
    expect(Object.fromEntries(cpuSpent(before, after))).toEqual({ PostgreSQL: 0.75, nginx: 0.1 });
  });

  it('reads the machine as busy time within total time', () => {
    const { busy, total } = machineSeconds();
    expect(busy).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(busy);
  });
});

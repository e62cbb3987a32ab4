// Where the machine's CPU went during the night, from Linux's /proc: each process's user + system time, and the
// whole machine's busy and idle time (other people's work on a shared box included), so the next bottleneck is a
// measurement rather than a guess.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // the process is gone
  }
}

/** User + system CPU seconds a process has used so far (0 once it is gone). */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  // After the name: state(0) ppid(1) … utime(11) stime(12), in clock ticks.
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : 0;
}

/** The direct children of a process (nginx's workers under its master). */
export function childPids(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => Number(statFields(pid)?.[1]) === parent);
}

/** The machine's busy and total CPU seconds so far, over every core (/proc/stat's first line). */
export function machineSeconds(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = ticks.map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  // idle and iowait are the 4th and 5th counters.
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

type CpuGroups = Record<string, readonly number[]>;

/** CPU seconds so far of each process, by named group: a snapshot to take before and after the night. */
export function cpuByGroup(groups: CpuGroups): Map<string, Map<number, number>> {
  return new Map(Object.entries(groups).map(([name, pids]) => [name, new Map(pids.map((pid) => [pid, cpuSeconds(pid)]))]));
}

/** CPU seconds each group used between two snapshots; a process absent from `before` (a new connection) counts from zero. */
export function cpuSpent(before: Map<string, Map<number, number>>, after: Map<string, Map<number, number>>): Map<string, number> {
  return new Map([...after].map(([name, pids]) => [name, [...pids].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(name)?.get(pid) ?? 0), 0)]));
}

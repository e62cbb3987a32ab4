// One process at a time on an embedded PGlite directory. PGlite is a single-process database: a second process
// writing the same files (`npm run data:import` beside a running server) corrupted it for good. Whoever opens the
// directory first holds `<dir>.lock` (its pid, host and command); anyone else is refused with a message that says
// who holds it and what to do. A lock whose process is gone (killed, crashed) is taken over.
import { mkdir, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { createHolderFile } from './holder-file';

export interface LockHolder {
  pid: number;
  hostname: string;
  /** What the holder was started as, e.g. "npm start" or "npm run data:import -- ../shared/data". */
  command: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    message: string,
    readonly holder: LockHolder,
  ) {
    super(message);
  }
}

export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

/** The command this process was started as, for the lock file and messages. */
export function currentCommand(): string {
  const script = process.env.npm_lifecycle_event;
  if (script) return script === 'start' ? 'npm start' : `npm run ${script}`;
  return ['node', ...process.argv.slice(1).map((arg) => path.relative(process.cwd(), arg) || arg)].join(' ');
}

/** Lock files this process holds: opening the same directory twice in one process is refused too. */
const held = new Set<string>();

function isAlive(holder: LockHolder, file: string): boolean {
  // Another machine's process (a directory on a shared disk) cannot be checked: treat it as alive.
  if (holder.hostname !== hostname()) return true;
  // Our own pid on a file we did not write: a dead process had it (containers start every server as pid 1).
  if (holder.pid === process.pid) return held.has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as LockHolder;
    return typeof holder.pid === 'number' ? holder : null;
  } catch {
    return null;
  }
}

function refusal(dataDir: string, holder: LockHolder, command: string): string {
  const who = /start|serve|server/.test(holder.command) ? 'the FightRank server' : `\`${holder.command}\``;
  return (
    `the embedded database ${dataDir} is in use by ${who} (pid ${holder.pid}, since ${holder.startedAt}). ` +
    'PGlite allows one process at a time: a second writer would corrupt it. ' +
    `Stop that process first (Ctrl+C in its terminal, or \`kill ${holder.pid}\`), then run \`${command}\` again. ` +
    '(With PostgreSQL, DATABASE_URL, imports and syncs can run beside running servers.)'
  );
}

/**
 * Takes the lock on `dataDir` for this process, or throws DataDirLockedError naming the holder and `command` (what the
 * caller should run again once the holder has stopped). Resolves to the release function.
 */
export async function lockDataDir(dataDir: string, command = currentCommand()): Promise<() => Promise<void>> {
  const file = lockFileOf(dataDir);
  const me: LockHolder = { pid: process.pid, hostname: hostname(), command, startedAt: new Date().toISOString() };
  // The lock file sits beside the directory: a DATA_DIR whose parent does not exist yet is created, not refused.
  await mkdir(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // A process that exits without closing the database (process.exit, an uncaught error) still lets go.
      const keepOnExit = await createHolderFile(file, me);
      held.add(file);
      return async () => {
        keepOnExit();
        held.delete(file);
        const holder = await readHolder(file);
        if (holder?.pid === me.pid && holder.startedAt === me.startedAt) await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(file);
    if (holder && isAlive(holder, file)) throw new DataDirLockedError(refusal(dataDir, holder, command), holder);
    // Unreadable: a holder may be writing it this very moment; only a file older than a few seconds is stale.
    if (!holder) {
      const age = Date.now() - ((await stat(file).catch(() => null))?.mtimeMs ?? 0);
      if (age < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
    }
    await unlink(file).catch(() => undefined);
  }
  throw new Error(`could not take the lock ${file}; remove it if no FightRank process is running`);
}

/**
 * Throws the same refusal as lockDataDir when a live process holds `dataDir`, without taking the lock or creating
 * anything: a CLI asks this before minutes of loading files it could not write anyway.
 */
export async function assertDataDirFree(dataDir: string, command = currentCommand()): Promise<void> {
  const file = lockFileOf(dataDir);
  const holder = await readHolder(file);
  if (holder && isAlive(holder, file)) throw new DataDirLockedError(refusal(dataDir, holder, command), holder);
}

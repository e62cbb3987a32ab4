// Files that say "this process holds it" beside a data directory (the single-writer lock, the operator link):
// created exclusively, and removed by the process's exit hook if it ends without letting go (process.exit, an
// uncaught error), so a stale file never outlives its holder for long.
import { open } from 'node:fs/promises';
import { unlinkSync } from 'node:fs';

/**
 * Creates `file` holding `contents` as one JSON line; fails with EEXIST when it is already there. Resolves to a
 * function that cancels the exit-time removal: the caller removes the file itself when it lets go in good order.
 */
export async function createHolderFile(file: string, contents: unknown, mode?: number): Promise<() => void> {
  const handle = await open(file, 'wx', mode);
  try {
    await handle.writeFile(`${JSON.stringify(contents)}\n`);
  } finally {
    await handle.close();
  }
  const onExit = () => {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', onExit);
  return () => void process.removeListener('exit', onExit);
}

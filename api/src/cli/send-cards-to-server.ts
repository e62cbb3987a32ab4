// The cards CLI's way through a running server (decision 028): when the server holds the PGlite directory, read its
// operator link (db/operator-link.ts) and POST the command to /api/admin/cards. The server runs the same
// runCardsCommand, so a 400 carries the CLI's own message and becomes a CardsInputError here (exit code 2).
import type { DataDirLockedError } from '../data/db/data-dir-lock';
import { existsSync } from 'node:fs';
import { operatorFileOf, readOperatorLink } from '../data/db/operator-link';
import { CardsInputError } from '../pipeline/jobs/operator-cards';

/** Generous: a result on the real data replays the history to price the bout (a few seconds). */
const TIMEOUT_MS = 120_000;

/** Resolves to what the server's command printed; throws CardsInputError for bad input, Error for anything else. */
export async function sendCardsToServer(dataDir: string, argv: readonly string[], locked: DataDirLockedError): Promise<string> {
  const link = await readOperatorLink(dataDir);
  // Owner-only: another user's CLI cannot read it, and should be told why rather than "not ready".
  if (!link && existsSync(operatorFileOf(dataDir))) {
    throw new Error(`${locked.message}\nIts operator link ${operatorFileOf(dataDir)} is unreadable: run \`npm run cards\` as the user the server runs as.`);
  }
  // Only the link of the very process that holds the lock: an import holding it has none, a dead server's is stale.
  if (!link || link.pid !== locked.holder.pid) {
    throw new Error(
      `${locked.message}\n` +
        `It takes no operator commands${/start|serve|server/.test(locked.holder.command) ? ' yet (a server still loading data writes its link once it answers): try again in a moment' : ''}.`,
    );
  }
  let response: Response;
  try {
    response = await fetch(new URL('/api/admin/cards', link.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${link.token}` },
      body: JSON.stringify({ argv }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(
      `the FightRank server (pid ${link.pid}) holds ${dataDir} but did not answer at ${link.url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const body = (await response.json().catch(() => null)) as { data?: { output?: unknown }; message?: unknown } | null;
  if (response.ok && typeof body?.data?.output === 'string') return body.data.output;
  const message = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
  if (response.status === 400) throw new CardsInputError(message);
  throw new Error(`the FightRank server (pid ${link.pid}) refused the command: ${response.status} ${message}`);
}

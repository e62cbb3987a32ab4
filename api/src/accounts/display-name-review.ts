// Display names chosen under earlier rules, checked again under today's (decision 052, session 31). The rules change
// (session 30 folded "Fıghtrank" to "fightrank" before its checks), but a name stored under the old ones kept passing
// for the site on the leaderboard, and kept a key that no longer matched its twin's. At start-up, once per version of
// the rules: a stored name today's rules refuse goes back to a fresh handle (the fan picks again on Profile), and a
// name whose key changed takes the new key, unless an older account already holds it, in which case the newer account
// gets a handle. A handle FightRank drew is refused only for being shaped like a handle, which is what it is.
import type { Database, Queryable } from '../data/db/database';
import { waitForTransactionLock } from '../data/db/advisory-lock';
import { displayNameKey, displayNameProblem, HANDLE_SHAPE_PROBLEM, randomHandle } from './display-names';
import { updateDisplayName } from './accounts-repository';

/** Raise when displayNameKey or displayNameProblem changes what they accept, so stored names are checked again. */
export const DISPLAY_NAME_RULES_VERSION = '2026-12 drawn handles without a digit';
const META_KEY = 'display_name_rules';

export interface DisplayNameReview {
  /** Accounts whose name today's rules refuse, with the reason; each now has a fresh handle. */
  reset: { userId: number; name: string; reason: string }[];
  /** Accounts whose key changed under today's rules. */
  rekeyed: number;
}

interface StoredName {
  id: number;
  display_name: string;
  display_name_key: string;
}

/** What to change, from the stored names in account order (oldest first keeps a contested key). Pure. */
export function planDisplayNameReview(stored: readonly StoredName[]): {
  reset: DisplayNameReview['reset'];
  rekey: { userId: number; key: string }[];
} {
  const reset: DisplayNameReview['reset'] = [];
  const rekey: { userId: number; key: string }[] = [];
  const claimed = new Set<string>();
  const kept: StoredName[] = [];
  for (const row of stored) {
    const problem = displayNameProblem(row.display_name);
    if (problem && problem !== HANDLE_SHAPE_PROBLEM) reset.push({ userId: row.id, name: row.display_name, reason: problem });
    else kept.push(row);
  }
  for (const row of kept) {
    const key = displayNameKey(row.display_name);
    if (claimed.has(key)) {
      reset.push({ userId: row.id, name: row.display_name, reason: 'another account, older, holds the same name under today’s rules' });
      continue;
    }
    claimed.add(key);
    if (key !== row.display_name_key) rekey.push({ userId: row.id, key });
  }
  return { reset, rekey };
}

async function applyPlan(tx: Queryable, plan: ReturnType<typeof planDisplayNameReview>): Promise<void> {
  // Handles first, then the new keys: a key moving to an account frees nothing another still holds. A drawn handle
  // already taken (1 in 10^14) is drawn again, as for a new account.
  for (const { userId } of plan.reset) {
    let attempts = 0;
    while ((await updateDisplayName(tx, userId, randomHandle())) === 'taken') {
      if (++attempts > 3) throw new Error(`no free handle for account ${userId} after ${attempts} draws`);
    }
  }
  // Two accounts can swap keys under new rules; park every changed key first so the unique index never sees a clash.
  for (const { userId } of plan.rekey) await tx.query(`update users set display_name_key = '~' || id::text where id = $1`, [userId]);
  for (const { userId, key } of plan.rekey) await tx.query(`update users set display_name_key = $2 where id = $1`, [userId, key]);
}

/**
 * Checks stored display names once per DISPLAY_NAME_RULES_VERSION; null when it was already done. On PostgreSQL a
 * second instance starting at the same moment waits for the first (a transaction lock) and then finds it done.
 */
export async function reviewStoredDisplayNames(db: Database): Promise<DisplayNameReview | null> {
  return db.transaction(async (tx) => {
    await waitForTransactionLock(tx, db.kind, 'display-name-review');
    const [done] = await tx.query<{ value: string }>(`select value from app_meta where key = $1`, [META_KEY]);
    if (done?.value === DISPLAY_NAME_RULES_VERSION) return null;
    const stored = await tx.query<StoredName>(`select id, display_name, display_name_key from users order by id`);
    const plan = planDisplayNameReview(stored);
    await applyPlan(tx, plan);
    await tx.query(
      `insert into app_meta (key, value, updated_at) values ($1, $2, now()) on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [META_KEY, DISPLAY_NAME_RULES_VERSION],
    );
    return { reset: plan.reset, rekeyed: plan.rekey.length };
  });
}

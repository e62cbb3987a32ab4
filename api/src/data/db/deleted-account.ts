// A write for an account deleted while the request was in flight (attack report, session 40): the session was
// checked in onRequest, then DELETE /api/account committed, and the insert of a vote, pick or favourite met the
// cascade's missing row. That is the caller's session gone, not a server fault: the error handler answers 401.

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/** True for a foreign-key violation on a column that names the account (`<table>_user_id_fkey`), on either database. */
export function isWriteForDeletedAccount(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === FOREIGN_KEY_VIOLATION && typeof constraint === 'string' && constraint.endsWith('_user_id_fkey');
}

// Users, sessions and their tokens (migration 020). Tokens arrive here already hashed; the plain
// values exist only in the cookies. Every function takes a Queryable so routes can run several in a transaction.
import type { Queryable } from '../data/db/database';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, hashToken, newToken } from './tokens';
import { displayNameKey, randomHandle } from './display-names';
import { openSuccessor, sealSuccessor } from './successor-seal';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  created_at: string;
  display_name: string;
}

const USER_COLUMNS = `id, email, password_hash, created_at::text as created_at, display_name`;
/** PostgreSQL's unique_violation, and the index that makes display names unique (migration 110). */
const UNIQUE_VIOLATION = '23505';
const DISPLAY_NAME_INDEX = 'users_display_name_key_unique';

const isDisplayNameClash = (error: unknown) =>
  (error as { code?: string }).code === UNIQUE_VIOLATION &&
  String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes(DISPLAY_NAME_INDEX);

export interface AuthenticatedSession {
  userId: number;
  email: string;
  sessionId: number;
}

/**
 * Inserts a user unless the e-mail (in any case) is taken; true when a row was added. The account starts with a
 * random handle; on the (1 in 10^14) chance it is taken, another is drawn.
 */
export async function insertUser(db: Queryable, email: string, passwordHash: string): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const handle = randomHandle();
    try {
      const rows = await db.query(
        `insert into users (email, password_hash, display_name, display_name_key) values ($1, $2, $3, $4)
         on conflict (lower(email)) do nothing returning id`,
        [email, passwordHash, handle, displayNameKey(handle)],
      );
      return rows.length === 1;
    } catch (error) {
      if (attempt >= 3 || !isDisplayNameClash(error)) throw error;
    }
  }
}

/** What a rename did: done, refused because another account holds the name (by its key), or no such account. */
export type DisplayNameUpdate = 'updated' | 'taken' | 'no-account';

/** Sets the user's display name, unless another account holds the same name (by its key) or the account is gone. */
export async function updateDisplayName(db: Queryable, userId: number, displayName: string): Promise<DisplayNameUpdate> {
  const rows = await db
    .query(
      `update users set display_name = $2, display_name_key = $3
      where id = $1 and not exists (select 1 from users o where o.display_name_key = $3 and o.id <> $1)
      returning id`,
      [userId, displayName, displayNameKey(displayName)],
    )
    .catch((error: unknown) => {
      // Two fans taking the same free name at once: the unique index lets one through; the other is told it is taken.
      if (isDisplayNameClash(error)) return [];
      throw error;
    });
  if (rows.length === 1) return 'updated';
  // Deleted while the rename was in flight (attack report, session 40): not a name clash.
  const [account] = await db.query(`select 1 from users where id = $1`, [userId]);
  return account ? 'taken' : 'no-account';
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where lower(email) = lower($1)`, [email]);
  return row;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return row;
}

/**
 * Swaps the password hash only if it is still the one the caller verified against, so that of two changes in flight
 * exactly one lands and the other learns it lost (false) instead of both answering 200.
 */
export async function replacePasswordHash(db: Queryable, userId: number, verifiedHash: string, newHash: string): Promise<boolean> {
  const rows = await db.query(`update users set password_hash = $3 where id = $1 and password_hash = $2 returning id`, [userId, verifiedHash, newHash]);
  return rows.length === 1;
}

/** Removes the user; the sessions and tokens go with it (on delete cascade). */
export async function deleteUser(db: Queryable, userId: number): Promise<void> {
  await db.query(`delete from users where id = $1`, [userId]);
}

export interface IssuedTokens {
  access: string;
  refresh: string;
}

async function issueTokens(db: Queryable, sessionId: number): Promise<IssuedTokens> {
  const tokens = { access: newToken(), refresh: newToken() };
  await db.query(
    `insert into auth_tokens (token_hash, session_id, kind, expires_at) values
       ($1, $3, 'access', now() + make_interval(secs => $4::int)),
       ($2, $3, 'refresh', now() + make_interval(secs => $5::int))`,
    [hashToken(tokens.access), hashToken(tokens.refresh), sessionId, ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS],
  );
  return tokens;
}

/** A new session (a new refresh-token family) for a user who just proved their password. */
export async function startSession(db: Queryable, userId: number): Promise<IssuedTokens & { sessionId: number }> {
  // Housekeeping at each sign-in keeps the tables bounded per user: sessions that were revoked or whose
  // every token has expired can never be used again (their tokens go with them, on delete cascade).
  await db.query(
    `delete from auth_sessions s
      where s.user_id = $1
        and (s.revoked_at is not null or not exists (select 1 from auth_tokens t where t.session_id = s.id and t.expires_at > now()))`,
    [userId],
  );
  const [session] = await db.query<{ id: number }>(`insert into auth_sessions (user_id) values ($1) returning id`, [userId]);
  return { sessionId: session!.id, ...(await issueTokens(db, session!.id)) };
}

/** The signed-in user behind an access token, if the token is current and its session not revoked. */
export async function findAccessSession(db: Queryable, accessToken: string): Promise<AuthenticatedSession | undefined> {
  const [row] = await db.query<AuthenticatedSession>(
    `select u.id as "userId", u.email, s.id as "sessionId"
       from auth_tokens t
       join auth_sessions s on s.id = t.session_id
       join users u on u.id = s.user_id
      where t.token_hash = $1 and t.kind = 'access' and t.expires_at > now() and s.revoked_at is null`,
    [hashToken(accessToken)],
  );
  return row;
}

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: IssuedTokens; userId: number }
  | { kind: 'invalid' }
  /** The token was already rotated: someone replayed it, so the whole family is now revoked. */
  | { kind: 'reused' };

/**
 * How long a rotated refresh token still yields the pair it was rotated into. Two tabs (or a request the
 * browser retried) refresh with one cookie at once; all but the first would otherwise look like a replay
 * and sign the fan out everywhere. Long enough for a slow phone's request in flight, short enough that a
 * stolen token replayed later is still caught (decision 034).
 */
export const REFRESH_GRACE_SECONDS = 10;
/** Rotations within the grace that one presented token may follow (a tab that refreshed again at once). */
const MAX_GRACE_HOPS = 3;

interface RefreshRow {
  session_id: number;
  user_id: number;
  used: boolean;
  in_grace: boolean;
  successor_sealed: string | null;
  expired: boolean;
  revoked: boolean;
}

const lockRefreshToken = async (db: Queryable, refreshToken: string) =>
  (
    await db.query<RefreshRow>(
      `select t.session_id, s.user_id, t.used_at is not null as used, t.successor_sealed,
              coalesce(t.used_at > now() - make_interval(secs => $2::int), false) as in_grace,
              t.expires_at <= now() as expired, s.revoked_at is not null as revoked
         from auth_tokens t join auth_sessions s on s.id = t.session_id
        where t.token_hash = $1 and t.kind = 'refresh'
        for update of t`,
      [hashToken(refreshToken), REFRESH_GRACE_SECONDS],
    )
  )[0];

/**
 * Rotates a refresh token: marks it used and issues a new access and refresh token in the same session.
 * Run inside a transaction; the row lock serialises concurrent uses of one token. A use within
 * REFRESH_GRACE_SECONDS of its rotation gets the same successor pair (so every tab ends up with one live
 * token); any later use is a replay and revokes the family. The state lives in the database, so this holds
 * across instances.
 */
export async function rotateRefreshToken(db: Queryable, refreshToken: string): Promise<RefreshOutcome> {
  let presented = refreshToken;
  let reached: IssuedTokens | null = null;
  for (let hop = 0; ; hop++) {
    const row = await lockRefreshToken(db, presented);
    if (!row || row.revoked || row.expired) return { kind: 'invalid' };
    if (!row.used) return reached ? { kind: 'rotated', tokens: reached, userId: row.user_id } : rotate(db, presented, row);
    reached = row.in_grace && row.successor_sealed && hop < MAX_GRACE_HOPS ? openSuccessor(presented, row.successor_sealed) : null;
    if (!reached) {
      await revokeSession(db, row.session_id);
      return { kind: 'reused' };
    }
    // The successor may itself have been rotated within its grace (a tab that refreshed again at once): follow it.
    presented = reached.refresh;
  }
}

async function rotate(db: Queryable, refreshToken: string, row: RefreshRow): Promise<RefreshOutcome> {
  // The access token it replaces dies now, not at its expiry.
  await db.query(`delete from auth_tokens where session_id = $1 and kind = 'access'`, [row.session_id]);
  const tokens = await issueTokens(db, row.session_id);
  await db.query(`update auth_tokens set used_at = now(), successor_sealed = $2 where token_hash = $1`, [
    hashToken(refreshToken),
    sealSuccessor(refreshToken, tokens),
  ]);
  // A seal whose grace is over opens nothing anyone may use: it goes, so a leaked old token and a database copy open nothing.
  await db.query(
    `update auth_tokens set successor_sealed = null
      where session_id = $1 and successor_sealed is not null and used_at <= now() - make_interval(secs => $2::int)`,
    [row.session_id, REFRESH_GRACE_SECONDS],
  );
  return { kind: 'rotated', tokens, userId: row.user_id };
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query(`update auth_sessions set revoked_at = now() where id = $1 and revoked_at is null`, [sessionId]);
  await db.query(`delete from auth_tokens where session_id = $1 and kind = 'access'`, [sessionId]);
}

/** The session a refresh token belongs to (used or not), for sign-out with an expired access token. */
export async function findRefreshSessionId(db: Queryable, refreshToken: string): Promise<number | undefined> {
  const [row] = await db.query<{ session_id: number }>(`select session_id from auth_tokens where token_hash = $1 and kind = 'refresh'`, [
    hashToken(refreshToken),
  ]);
  return row?.session_id;
}

/** Revokes every session of a user except `keepSessionId` (none kept when undefined); returns how many ended. */
export async function revokeUserSessions(db: Queryable, userId: number, keepSessionId?: number): Promise<number> {
  const ended = await db.query<{ id: number }>(
    `update auth_sessions set revoked_at = now()
      where user_id = $1 and revoked_at is null and id is distinct from $2::int returning id`,
    [userId, keepSessionId ?? null],
  );
  await db.query(
    `delete from auth_tokens t using auth_sessions s
      where s.id = t.session_id and s.user_id = $1 and s.revoked_at is not null and t.kind = 'access'`,
    [userId],
  );
  return ended.length;
}

// The versions public answers are derived from (decision 039): `data` moves with every import, recompute or card
// written (migration 140's triggers), `community` with every community ranking job run. The HTTP caching plugin
// builds ETags from them and the ranking/search response cache keys on them, so both always agree.
import type { Queryable } from '../db/database';

/** The app_meta key the community ranking job stamps on every run. */
export const COMMUNITY_UPDATED_KEY = 'community_rankings_updated_at';

export type DataVersionKind = 'data' | 'community';

export interface DataVersions {
  data: string;
  community: string;
}

/** Both versions in one round trip. A database without the rows (never migrated) reads as 'none'. */
export async function readDataVersions(db: Queryable): Promise<DataVersions> {
  const [row] = await db.query<{ data: string | null; community: string | null }>(
    `select (select value from app_meta where key = 'data_version') as data, (select value from app_meta where key = $1) as community`,
    [COMMUNITY_UPDATED_KEY],
  );
  return { data: row?.data ?? 'none', community: row?.community ?? 'none' };
}

/**
 * Shares one read among the requests that arrive while it runs: a burst of a thousand requests costs one query, and
 * there is no time-based staleness. A joined read may have started just before a request arrived; that is the safe
 * side, since the version is always read before the data: a tag can only be older than its body, which costs one
 * extra 200 later, never a 304 for data the client does not have.
 */
export function coalescedVersionReader(db: Queryable): () => Promise<DataVersions> {
  let inFlight: Promise<DataVersions> | null = null;
  return () => {
    inFlight ??= readDataVersions(db).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

// Ids survive a change of key. A row's key can change when the sources learn more (a Bet MMA-only fighter, 'bm:417',
// gains a ufcstats id and becomes 'ufc:<id>', docs/decisions/004): the row would be pruned and re-inserted under a new
// id, breaking every link to /fighter/<slug>-<id>. Before the upsert, a row whose key is leaving the dataset and
// whose source id (ufcstats, Bet MMA, Sherdog, Tapology) now belongs to a new key takes that key, and keeps its id.
import type { Queryable } from '../../data/db/database';

/**
 * Renames, inside the import's transaction, the rows of `table` that the dataset now knows under another key.
 * `rows` are the prepared rows (key plus the source-id columns). Returns the new keys of the rows it renamed.
 */
export async function carryIdsToNewKeys(
  tx: Queryable,
  table: 'fighters' | 'events' | 'bouts',
  idColumns: readonly string[],
  rows: readonly { key: string }[],
): Promise<string[]> {
  const claims = rows.flatMap((row) => {
    const values = row as unknown as Record<string, unknown>;
    const ids = Object.fromEntries(idColumns.map((c) => [c, typeof values[c] === 'string' ? values[c] : null]));
    return Object.values(ids).some((v) => v !== null) ? [{ key: row.key, ...ids }] : [];
  });
  if (claims.length === 0) return [];
  const renamed = await tx.query<{ key: string }>(
    `with r as (
       select * from json_to_recordset($1::json) as r(key text, ${idColumns.map((c) => `${c} text`).join(', ')})
     ),
     candidates as (
       select t.id, r.key as new_key
       from r join ${table} t on (${idColumns.map((c) => `t.${c} = r.${c}`).join(' or ')})
       where t.key <> r.key
         and not exists (select 1 from r as still where still.key = t.key)
         and not exists (select 1 from ${table} x where x.key = r.key)
     ),
     one_per_new_key as (select distinct on (new_key) id, new_key from candidates order by new_key, id),
     one_per_row as (select distinct on (id) id, new_key from one_per_new_key order by id, new_key)
     update ${table} t set key = o.new_key, updated_at = now()
     from one_per_row o where t.id = o.id
     returning t.key`,
    [JSON.stringify(claims)],
  );
  return renamed.map((r) => r.key);
}

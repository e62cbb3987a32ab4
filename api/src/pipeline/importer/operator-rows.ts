// The importer's rules for the operator's own rows (decision 028). `npm run cards` writes events and bouts straight
// into the database under keys starting `op:`; no source file holds them, so the import must not prune them as
// "retracted by the sources". When a source later brings the same bout (the same two fighters within a day of the
// operator's date), the source's row takes over the operator's: the operator's bout is renamed to the source key
// before the upsert, so it keeps its id and fans' picks on it are scored by the official result.
import type { Queryable } from '../../data/db/database';

/** Key prefix of events and bouts the operator CLI created (`op:<org>:<date>:<name>` and `<event key>:<a>-<b>`). */
export const OPERATOR_KEY_PREFIX = 'op:';

/** SQL condition that keeps a row of alias `t` out of the import's prune. */
export const NOT_OPERATOR_ROW = `t.key not like '${OPERATOR_KEY_PREFIX}%'`;

/** The same for fighters: one the sources dropped stays while an operator bout names them (bouts reference fighters). */
export const NOT_ON_OPERATOR_CARD = `not exists (select 1 from bouts b where b.key like '${OPERATOR_KEY_PREFIX}%' and t.id in (b.fighter_a_id, b.fighter_b_id))`;

export interface IncomingBout {
  key: string;
  event_key: string;
  fighter_a_key: string;
  fighter_b_key: string;
}

/**
 * Renames operator bouts that a dataset bout now covers to that bout's key (inside the import's transaction, after
 * the events and fighters are written, before the bouts upsert). Resolves to the operator events they came from.
 */
export async function adoptOperatorBouts(tx: Queryable, bouts: readonly IncomingBout[]): Promise<number[]> {
  const adopted = await tx.query<{ event_id: number }>(
    `with incoming as (
       select r.key, e.date, least(fa.id, fb.id) as low, greatest(fa.id, fb.id) as high
       from json_to_recordset($1::json) as r(key text, event_key text, fighter_a_key text, fighter_b_key text)
       join events e on e.key = r.event_key
       join fighters fa on fa.key = r.fighter_a_key
       join fighters fb on fb.key = r.fighter_b_key
       where e.date is not null and not exists (select 1 from bouts x where x.key = r.key)
     ),
     matches as (
       select o.id, o.event_id, i.key
       from bouts o join incoming i
         on least(o.fighter_a_id, o.fighter_b_id) = i.low and greatest(o.fighter_a_id, o.fighter_b_id) = i.high
        and abs(o.date - i.date) <= 1
       where o.key like '${OPERATOR_KEY_PREFIX}%'
     ),
     -- One source bout per operator bout and one operator bout per source bout (keys stay unique).
     pairs as (
       select distinct on (key) id, event_id, key
       from (select distinct on (id) id, event_id, key from matches order by id, key) m
       order by key, id
     )
     update bouts b set key = p.key, updated_at = now() from pairs p where b.id = p.id
     returning p.event_id::int as event_id`,
    [JSON.stringify(bouts.map(({ key, event_key, fighter_a_key, fighter_b_key }) => ({ key, event_key, fighter_a_key, fighter_b_key })))],
  );
  return [...new Set(adopted.map((row) => row.event_id))];
}

/** Removes operator events that adoption left without a bout: the source's card replaced them. */
export async function dropEmptiedOperatorEvents(tx: Queryable, eventIds: readonly number[]): Promise<number> {
  if (eventIds.length === 0) return 0;
  const removed = await tx.query(
    `delete from events e where e.id = any($1::bigint[]) and e.key like '${OPERATOR_KEY_PREFIX}%'
       and not exists (select 1 from bouts b where b.event_id = e.id)
     returning 1`,
    [[...eventIds]],
  );
  return removed.length;
}

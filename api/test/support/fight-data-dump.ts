// A full, ordered text dump of the fight tables: tests compare two databases (or one before and after)
// with it. Without ids, rows reference each other by key, so databases filled in different orders compare equal.
import type { Queryable } from '../../src/data/db/database';

export interface DumpOptions {
  /** Keep serial ids and the id columns that point at them (default true). */
  ids?: boolean;
}

export async function dumpFightData(db: Queryable, options: DumpOptions = {}): Promise<string[]> {
  const ids = options.ids ?? true;
  const drop = ids ? `- 'updated_at'` : `- 'updated_at' - 'id' - 'event_id' - 'fighter_a_id' - 'fighter_b_id'`;
  const queries = [
    `select 'organizations ' || (to_jsonb(o))::text as line from organizations o order by o.code`,
    `select 'fighters ' || (to_jsonb(f) ${drop})::text as line from fighters f order by f.key`,
    `select 'events ' || (to_jsonb(e) ${drop})::text as line from events e order by e.key`,
    `select 'bouts ' || (to_jsonb(b) ${drop} || jsonb_build_object('event', e.key, 'fighter_a', fa.key, 'fighter_b', fb.key))::text as line
     from bouts b
     join events e on e.id = b.event_id
     join fighters fa on fa.id = b.fighter_a_id
     join fighters fb on fb.id = b.fighter_b_id
     order by b.key`,
  ];
  const lines: string[] = [];
  for (const sql of queries) lines.push(...(await db.query<{ line: string }>(sql)).map((r) => r.line));
  return lines;
}

// Fighter reads for the fighter routes. Names are matched case-insensitively on any word's start,
// so "jones" finds Jon Jones; rated fighters come first so the famous match leads the list.
import type { FighterSearchResult } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';

export const SEARCH_RESULT_LIMIT = 20;

/** Escapes LIKE wildcards so a user's % or _ matches literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchFighters(db: Queryable, query: string, limit = SEARCH_RESULT_LIMIT): Promise<FighterSearchResult[]> {
  const q = likeLiteral(query.trim().toLowerCase().replace(/\s+/g, ' '));
  return db.query<FighterSearchResult>(
    `select f.id::int as id, f.name, coalesce(o.name, r.organization) as org, r.rating
       from fighters f
       left join fighter_ratings r on r.fighter_id = f.id
       left join organizations o on o.code = r.organization
      where lower(f.name) like $1 || '%' or lower(f.name) like '% ' || $1 || '%'
         or lower(coalesce(f.nickname, '')) like $1 || '%'
      order by (lower(f.name) like $1 || '%') desc, r.fan_score desc nulls last, f.name, f.id
      limit $2`,
    [q, limit],
  );
}

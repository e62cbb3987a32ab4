// Header search (GET /api/fighters/search). Names, nicknames and other known names (fighter_aliases) are
// compared in the folded spelling of fr_search_text (migration 040) through trigram indexes: substrings
// ("khabib", "st pierre", "omalley") and typos ("makachev") alike. Ranked by how well the text matches (a whole word
// of the name before the start of a longer one, migration 210), then by how prominent the fighter is (the better of his
// global and GOAT ranks, migration 280), so the famous "Jones" and "Silva" lead. See docs/decisions/013-fighter-pages-api.md.
// The whole search is the database function fr_search_fighters (migrations 091, 210, 280, 300, 370): one round trip, and plans kept
// per connection, so a search pays for no planning (decision 029). The read model answers the same search from
// memory (read-model/fighter-search.ts, decision 049): a change to the function must be made there too, and the
// differential check (read-model/fighter-search.test.ts, api/bench/search-differential.ts) fails until it is.
import type { FighterSearchResult } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { AS_OF_CTE, PRO_RECORD_SQL } from './results-through';

export const SEARCH_RESULT_LIMIT = 20;

/** The folded query is compared with the stored folded names, so accents, case and punctuation never matter. */
export async function searchFighters(db: Queryable, query: string, limit = SEARCH_RESULT_LIMIT): Promise<FighterSearchResult[]> {
  // Whether each record is whole rides along by primary key, in the function's order (one round trip still).
  return db.query<FighterSearchResult>(
    `with ${AS_OF_CTE}
     select s.id, s.name, s.org, s.rating, f.record_complete as "recordComplete", f.record_since as "recordSince", ${PRO_RECORD_SQL} as "proRecord"
       from fr_search_fighters($1::text, $2::int) with ordinality as s(id, name, org, rating, position)
       join fighters f on f.id = s.id
       cross join as_of
      order by s.position`,
    [query, limit],
  );
}

/** What the in-memory search (read model, decision 049) holds of one fighter: everything fr_search_fighters reads. */
export interface FighterSearchEntry extends FighterSearchResult {
  /** fighters.search_name, search_nickname and the fighter's fighter_aliases.search_name: fr_search_text of each. */
  searchName: string;
  searchNickname: string | null;
  aliasSearchNames: string[];
  globalRank: number | null;
  goatRank: number | null;
  isActive: boolean | null;
  /** Position in `order by name, id`: the function's last tie-break, in the database's own collation. */
  nameOrder: number;
}

/**
 * A chunk of fighters by id, with the columns and joins of fr_search_fighters' result rows (migration 091), so the
 * in-memory answers carry the same values the function returns.
 */
export async function listFighterSearchEntries(db: Queryable, afterId: number, chunk: number): Promise<FighterSearchEntry[]> {
  return db.query<FighterSearchEntry>(
    `with ${AS_OF_CTE}
     select f.id::int as id, f.name, coalesce(o.name, r.organization) as org, r.fan_score as rating,
            f.record_complete as "recordComplete", f.record_since as "recordSince", ${PRO_RECORD_SQL} as "proRecord",
            f.search_name as "searchName", f.search_nickname as "searchNickname",
            array(select a.search_name from fighter_aliases a where a.fighter_id = f.id order by a.search_name) as "aliasSearchNames",
            g.current_rank as "globalRank", goat.current_rank as "goatRank", r.is_active as "isActive", n.name_order as "nameOrder"
       from fighters f
       join (select id, row_number() over (order by name, id)::int as name_order from fighters) n on n.id = f.id
       left join fighter_ratings r on r.fighter_id = f.id
       left join organizations o on o.code = r.organization
       left join ranking_entries g on g.kind = 'global' and g.filter_value = '' and g.fighter_id = f.id
       left join ranking_entries goat on goat.kind = 'goat' and goat.filter_value = '' and goat.fighter_id = f.id
       cross join as_of
      where f.id > $1
      order by f.id
      limit $2`,
    [afterId, chunk],
  );
}

/** How this database lowers the Kelvin sign, the one character whose fold depends on its locale (search-text.ts). */
export async function readKelvinSignFold(db: Queryable): Promise<'k' | 'kept'> {
  const [row] = await db.query<{ k: boolean }>(`select fr_search_text(U&'\\212A') = 'k' as k`);
  return row?.k ? 'k' : 'kept';
}

// Header search (GET /api/fighters/search). Names, nicknames and other known names (fighter_aliases) are
// compared in the folded spelling of fr_search_text (migration 040) through trigram indexes: substrings
// ("khabib", "st pierre", "omalley") and typos ("makachev") alike. Ranked by how well the text matches, then by
// how prominent the fighter is, so the famous "Jones" leads. See docs/decisions/013-fighter-pages-api.md.
// The whole search is the database function fr_search_fighters (migration 091): one round trip, and plans kept
// per connection, so a search pays for no planning (decision 029).
import type { FighterSearchResult } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';

export const SEARCH_RESULT_LIMIT = 20;

/** The folded query is compared with the stored folded names, so accents, case and punctuation never matter. */
export async function searchFighters(db: Queryable, query: string, limit = SEARCH_RESULT_LIMIT): Promise<FighterSearchResult[]> {
  // Whether each record is whole rides along by primary key, in the function's order (one round trip still).
  return db.query<FighterSearchResult>(
    `select s.id, s.name, s.org, s.rating, f.record_complete as "recordComplete", f.record_since as "recordSince"
       from fr_search_fighters($1::text, $2::int) with ordinality as s(id, name, org, rating, position)
       join fighters f on f.id = s.id
      order by s.position`,
    [query, limit],
  );
}

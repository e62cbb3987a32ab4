// Header search (GET /api/fighters/search). Names, nicknames and other known names (fighter_aliases) are
// compared in the folded spelling of fr_search_text (migration 040) through trigram indexes: substrings
// ("khabib", "st pierre", "omalley") and typos ("makachev") alike. Ranked by how well the text matches, then by
// how prominent the fighter is, so the famous "Jones" leads. See docs/decisions/013-fighter-pages-api.md.
import type { FighterSearchResult } from '@fightrank/shared/contracts';
import type { Database, Queryable } from '../db/database';

export const SEARCH_RESULT_LIMIT = 20;
/**
 * Typo tolerance of the `<%` match (pg_trgm's default is 0.6): 0.5 admits "makachev" for Makhachev (0.58) and
 * "o malley" for O'Malley (0.56); looser matches only rank below exact ones, they never hide them.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
/** Substring matches fewer than this: the search looks for typos too. */
export const TYPO_SEARCH_BELOW = 5;
/** Below this many folded characters trigrams cannot help: only names that start with the text match. */
const TRIGRAM_MIN_LENGTH = 3;

/** How well a folded text `n` matches the folded query `q`: whole > start > start of a later word > inside > typo. */
const matchScore = (n: string) => `
  (case when ${n} = $1 then 4
        when ${n} like $1 || '%' then 3
        when ' ' || ${n} || ' ' like '% ' || $1 || ' %' then 2.75
        when ${n} like '% ' || $1 || '%' then 2.5
        when ${n} like '%' || $1 || '%' then 2
        else 0 end + public.word_similarity($1, ${n}))`;

/** The SQL of a search; exported so the index test explains exactly what the route runs. */
export function fighterSearchQuery(text: string, limit = SEARCH_RESULT_LIMIT, typos = true): { text: string; values: unknown[] } {
  // $1 is already folded (foldSearchText), so it compares with the stored columns as it is.
  const values = [text, limit];
  const short = `
    select f.id, ${matchScore('f.search_name')} as score
      from fighters f where f.search_name like $1 || '%'`;
  // An alias (another spelling of the name) ranks a little below the name itself; a nickname below any whole
  // word of a name, so "jones" finds the Joneses before a fighter nicknamed "Jones".
  const matches = (column: string) => `${column} like '%' || $1 || '%'${typos ? ` or $1 operator(public.<%) ${column}` : ''}`;
  const long = `
    select f.id, ${matchScore('f.search_name')} as score
      from fighters f
     where ${matches('f.search_name')}
    union all
    select f.id, ${matchScore('f.search_nickname')} - 2 as score
      from fighters f
     where ${matches('f.search_nickname')}
    union all
    select a.fighter_id as id, ${matchScore('a.search_name')} - 0.25 as score
      from fighter_aliases a
     where ${matches('a.search_name')}`;
  return {
    values,
    text: `
    with matches as (${text.length < TRIGRAM_MIN_LENGTH ? short : long}),
    best as (select id, max(score) as score from matches group by id)
    select f.id::int as id, f.name, coalesce(o.name, r.organization) as org, r.fan_score as rating
      from best b
      join fighters f on f.id = b.id
      left join fighter_ratings r on r.fighter_id = f.id
      left join organizations o on o.code = r.organization
      left join ranking_entries g on g.kind = 'global' and g.filter_value = '' and g.fighter_id = f.id
     order by b.score desc, g.current_rank nulls last, r.is_active desc nulls last, r.fan_score desc nulls last, f.name, f.id
     limit $2`,
  };
}

/** Folds the query the way the database folds names (the same function), so both sides agree on one spelling. */
export async function foldSearchText(db: Queryable, query: string): Promise<string> {
  const [row] = await db.query<{ text: string | null }>('select fr_search_text($1::text) as text', [query]);
  return row?.text ?? '';
}

export async function searchFighters(db: Database, query: string, limit = SEARCH_RESULT_LIMIT): Promise<FighterSearchResult[]> {
  const folded = await foldSearchText(db, query);
  if (!folded) return [];
  // Most searches are a name or part of one: substring matches alone answer them, cheaply. Typo matching (word
  // similarity over every trigram candidate) runs only when they find fewer than TYPO_SEARCH_BELOW fighters.
  if (folded.length >= TRIGRAM_MIN_LENGTH) {
    const exact = fighterSearchQuery(folded, limit, false);
    const found = await db.query<FighterSearchResult>(exact.text, exact.values);
    if (found.length >= TYPO_SEARCH_BELOW) return found;
  }
  const { text, values } = fighterSearchQuery(folded, limit);
  // The threshold is a setting, so it is set for this transaction only: pooled connections stay as they were.
  return db.transaction(async (tx) => {
    await tx.exec(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
    return tx.query<FighterSearchResult>(text, values);
  });
}

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
/** Below this many folded characters trigrams cannot help: only names that start with the text match. */
const TRIGRAM_MIN_LENGTH = 3;

/** How well a folded text `n` matches the folded query `q`: whole > start > start of a later word > inside > typo. */
const matchScore = (n: string) => `
  (case when ${n} = q.text then 4
        when ${n} like q.text || '%' then 3
        when ${n} like '% ' || q.text || '%' then 2.5
        when ${n} like '%' || q.text || '%' then 2
        else 0 end + public.word_similarity(q.text, ${n}))`;

/** The SQL of a search; exported so the index test explains exactly what the route runs. */
export function fighterSearchQuery(text: string, limit = SEARCH_RESULT_LIMIT): { text: string; values: unknown[] } {
  const values = [text, limit];
  const short = `
    select f.id, ${matchScore('fr_search_text(f.name)')} as score
      from fighters f, q where fr_search_text(f.name) like q.text || '%'`;
  // Nickname and alias matches rank a little below the same match on the name itself.
  const long = `
    select f.id, ${matchScore('fr_search_text(f.name)')} as score
      from fighters f, q
     where fr_search_text(f.name) like '%' || q.text || '%' or q.text operator(public.<%) fr_search_text(f.name)
    union all
    select f.id, ${matchScore('fr_search_text(f.nickname)')} - 0.5 as score
      from fighters f, q
     where fr_search_text(f.nickname) like '%' || q.text || '%' or q.text operator(public.<%) fr_search_text(f.nickname)
    union all
    select a.fighter_id as id, ${matchScore('fr_search_text(a.name)')} - 0.25 as score
      from fighter_aliases a, q
     where fr_search_text(a.name) like '%' || q.text || '%' or q.text operator(public.<%) fr_search_text(a.name)`;
  return {
    values,
    text: `
    with q as (select fr_search_text($1::text) as text),
    matches as (${text.length < TRIGRAM_MIN_LENGTH ? short : long}),
    best as (select id, max(score) as score from matches group by id order by max(score) desc limit 200)
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
  const { text, values } = fighterSearchQuery(folded, limit);
  // The threshold is a setting, so it is set for this transaction only: pooled connections stay as they were.
  return db.transaction(async (tx) => {
    await tx.exec(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
    return tx.query<FighterSearchResult>(text, values);
  });
}

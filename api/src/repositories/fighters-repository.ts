// Fighter reads for the fighter routes. Names are matched case-insensitively on any word's start,
// so "jones" finds Jon Jones; rated fighters come first so the famous match leads the list.
import type { FighterInfo, FighterRank, FighterSearchResult } from '@fightrank/shared/contracts';
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

interface FighterInfoRow extends Omit<FighterInfo, 'record' | 'ranks'> {
  wins: number | null;
  losses: number | null;
  draws: number | null;
  no_contests: number | null;
}

export async function getFighterInfo(db: Queryable, id: number): Promise<FighterInfo | null> {
  const [row] = await db.query<FighterInfoRow>(
    `select f.id::int as id, f.name, f.nickname, f.nationality, f.country_code as "countryCode",
            to_char(f.birth_date, 'YYYY-MM-DD') as "birthDate",
            extract(year from age(current_date, f.birth_date))::int as age,
            f.height_cm as "heightCm", f.reach_cm as "reachCm", f.stance,
            r.weight_class as "weightClass", coalesce(o.name, r.organization) as organization,
            r.rating, r.uncertainty, r.peak_rating as "peakRating", coalesce(r.is_active, false) as "isActive",
            to_char(r.last_bout_date, 'YYYY-MM-DD') as "lastFightDate",
            r.wins, r.losses, r.draws, r.no_contests
       from fighters f
       left join fighter_ratings r on r.fighter_id = f.id
       left join organizations o on o.code = r.organization
      where f.id = $1`,
    [id],
  );
  if (!row) return null;
  const ranks = await db.query<FighterRank>(
    `select kind, filter_value as "filterValue", current_rank as rank, previous_rank as "previousRank"
       from ranking_entries where fighter_id = $1
      order by array_position(array['pound-for-pound','goat','global','weight-class','organization','country','age'], kind), filter_value`,
    [id],
  );
  const { wins, losses, draws, no_contests, ...info } = row;
  return { ...info, record: { wins: wins ?? 0, losses: losses ?? 0, draws: draws ?? 0, noContests: no_contests ?? 0 }, ranks };
}

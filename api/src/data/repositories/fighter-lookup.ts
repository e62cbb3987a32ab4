// Turns what a URL carries into a fighter id: a plain id ("42"), the page's nameId ("jon-jones-42") or a bare
// slug ("jon-jones"). Anything that names no fighter is null, and the routes answer 404 "Fighter not found"
// for it whatever its form (decision 013): a visitor with a mistyped link needs "not found", not "bad id".
import type { FighterNamesake } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';

const MAX_ID = 2_147_483_647;

/** What a URL's fighter part names, before any query: an id (not yet known to exist), a bare slug, or nothing. */
export function parseFighterRef(raw: string): { id: number } | { slug: string } | null {
  const text = raw.toLowerCase();
  // Slugs are words of [a-z0-9] joined by single hyphens (spec §2); anything else (spaces, NUL, emoji, "-1", "--4800")
  // names no fighter (fan QA, session 40: "-1" opened fighter 1). Leading zeros stay the same id (QA, session 30).
  if (text.length > 200 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text)) return null;
  const idPart = /(?:^|-)(\d+)$/.exec(text)?.[1];
  if (idPart === undefined) return { slug: text };
  const id = idPart.length <= 10 ? Number(idPart) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? { id } : null;
}

export async function resolveFighterId(db: Queryable, raw: string): Promise<number | null> {
  const ref = parseFighterRef(raw);
  if (ref === null) return null;
  if ('id' in ref) {
    const [row] = await db.query<{ id: number }>('select id::int as id from fighters where id = $1', [ref.id]);
    return row?.id ?? null;
  }
  return slugToId(db, ref.slug);
}

/** A bare slug: the most prominent fighter of that name (two Bruno Silvas share one), rated before unrated. */
export async function slugToId(db: Queryable, slug: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `select f.id::int as id from fighters f left join fighter_ratings r on r.fighter_id = f.id
      where f.slug = $1 order by r.fan_score desc nulls last, f.id limit 1`,
    [slug],
  );
  return row?.id ?? null;
}


/** Namesakes beyond this many are not a choice a fan can make from a list; the search is. */
const MAX_NAMESAKES = 50;

/**
 * Every fighter a bare slug ("jon-jones") names, most prominent first: the slug the site builds from the name
 * (slugify, stored as fighters.slug), so a link the site once printed without its id still finds its fighter.
 */
export async function fightersWithSlug(db: Queryable, slug: string): Promise<FighterNamesake[]> {
  const text = slug.trim().toLowerCase();
  if (!/^[a-z0-9-]{1,200}$/.test(text)) return [];
  return db.query<FighterNamesake>(
    `select f.id::int as id, f.name, f.nationality, f.country_code as "countryCode", r.weight_class as "weightClass",
            extract(year from r.last_bout_date)::int as "lastBoutYear"
       from fighters f left join fighter_ratings r on r.fighter_id = f.id
      where f.slug = $1 order by r.fan_score desc nulls last, f.id limit ${MAX_NAMESAKES}`,
    [text],
  );
}

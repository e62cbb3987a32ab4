// The page-view counter's storage: per path per day, rolled up into months once a day is older than
// DAILY_RETENTION_DAYS, so the daily table holds at most (known paths x retention) rows.
import type { MostViewedFighter, PageViewSummary } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';

export const DAILY_RETENTION_DAYS = 35;
export const MOST_VIEWED_LIMIT = 10;

/**
 * Distinct referring hosts kept per day; later new hosts that day count under OTHER_REFERRERS. The referrer is what
 * the client says, so without a bound every made-up host was a row kept for good (attack report, session 30); real
 * traffic comes from a few dozen hosts a day.
 */
export const REFERRER_HOSTS_PER_DAY = 500;
export const OTHER_REFERRERS = '(other hosts)';

export async function countPageView(db: Queryable, path: string, referrerHost: string | null, hostsPerDay = REFERRER_HOSTS_PER_DAY): Promise<void> {
  await db.query(
    `insert into page_views (path, day, views) values ($1, current_date, 1)
     on conflict (path, day) do update set views = page_views.views + 1`,
    [path],
  );
  if (referrerHost) {
    await db.query(
      `insert into page_view_referrers (host, day, views)
       select case when exists (select 1 from page_view_referrers where host = $1 and day = current_date)
                     or (select count(*) from page_view_referrers where day = current_date) < $2
                   then $1 else $3 end, current_date, 1
       on conflict (host, day) do update set views = page_view_referrers.views + 1`,
      [referrerHost, hostsPerDay, OTHER_REFERRERS],
    );
  }
}

/**
 * Moves daily counts older than the retention into monthly totals, in one statement per table so a
 * crash never counts a day twice or loses it. Returns how many daily rows were rolled up.
 */
export async function rollUpPageViews(db: Queryable, retentionDays = DAILY_RETENTION_DAYS): Promise<number> {
  const [moved] = await db.query<{ count: number }>(
    `with old as (
       delete from page_views where day < current_date - $1::int returning path, day, views
     ), monthly as (
       insert into page_views_monthly (path, month, views)
       select path, date_trunc('month', day)::date, sum(views) from old group by 1, 2
       on conflict (path, month) do update set views = page_views_monthly.views + excluded.views
       returning 1
     )
     select count(*)::int as count from old`,
    [retentionDays],
  );
  // Referrers older than the retention are only worth a total per site: kept on the month's first day.
  await db.query(
    `with old as (
       delete from page_view_referrers where day < current_date - $1::int and day <> date_trunc('month', day)::date returning host, day, views
     )
     insert into page_view_referrers (host, day, views)
     select host, date_trunc('month', day)::date, sum(views) from old group by 1, 2
     on conflict (host, day) do update set views = page_view_referrers.views + excluded.views`,
    [retentionDays],
  );
  return moved?.count ?? 0;
}

// Fighter paths are /fighter/{slug}-{id} and /fighter/{slug}-{id}/fights: the id is the digits after the last hyphen.
const FIGHTER_ID = `substring(path from '^/fighter/(?:[^/]*-)?([0-9]{1,15})(?:/fights)?$')`;

export async function pageViewSummary(db: Queryable, limit = MOST_VIEWED_LIMIT): Promise<PageViewSummary> {
  const [totals] = await db.query<{ total: string | number; week: string | number; today: string | number; since: string | null }>(
    `select (select coalesce(sum(views), 0) from page_views) + (select coalesce(sum(views), 0) from page_views_monthly) as total,
            (select coalesce(sum(views), 0) from page_views where day > current_date - 7) as week,
            (select coalesce(sum(views), 0) from page_views where day = current_date) as today,
            to_char(least((select min(day) from page_views), (select min(month) from page_views_monthly)), 'YYYY-MM-DD') as since`,
  );
  const fighters = await db.query<MostViewedFighter>(
    `select f.id::int as "fighterId", f.name, v.views::int as views
       from (select ${FIGHTER_ID}::bigint as id, sum(views) as views
               from page_views
              where day > current_date - 7 and path like '/fighter/%'
              group by 1) v
       join fighters f on f.id = v.id
      order by v.views desc, f.name, f.id
      limit $1`,
    [limit],
  );
  return {
    totalViews: Number(totals?.total ?? 0),
    viewsThisWeek: Number(totals?.week ?? 0),
    viewsToday: Number(totals?.today ?? 0),
    countingSince: totals?.since ?? null,
    mostViewedFighters: fighters,
  };
}

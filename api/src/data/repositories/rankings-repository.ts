// Reads the ranking tables that the rating job (api/src/pipeline/jobs) fills; the /api/rankings routes are its only callers.
// Every list query is keyset- or index-ordered on ranking_entries (api/src/http/routes/rankings/rankings-indexes.test.ts checks the plans on PostgreSQL).
import {
  AGE_GROUPS,
  FEEDER_SHOWS,
  TOP_RANK_CUTOFF,
  type FilteredRankingKind,
  type RankedFighter,
  type RankingDirection,
  type RankingFilterOption,
  type RankingKind,
  type RankingMovement,
} from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { AS_OF_CTE, PRO_RECORD_SQL, PROMOTION_RESULTS_SQL, RATED_AS_OF_SQL, RESULTS_THROUGH_SQL, RETIRED_ON_SQL } from './results-through';

export interface RankingListParams {
  kind: RankingKind;
  /** '' for unfiltered kinds. */
  filterValue: string;
  /** Keyset cursor for movement 'all' (see docs/decisions/009-ranking-api.md). */
  lastRank: number;
  /** Rows to skip for the movement lists; ignored for movement 'all'. */
  offset: number;
  limit: number;
  dir: RankingDirection;
  movement: RankingMovement;
  topOnly: boolean;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * The page of ranking_entries, as (where, order by) over the entry columns. Each shape follows an index:
 * 'all' the primary key (kind, filter_value, current_rank) in either direction, gainers and losers
 * their partial indexes from migration 003 (forward for asc, backward for desc).
 */
function pageShape(params: RankingListParams, values: unknown[]): { where: string[]; orderBy: string; paged: string } {
  const where = ['kind = $1', 'filter_value = $2'];
  const top = params.topOnly || params.movement.endsWith('-top');
  if (top) where.push(`current_rank <= ${TOP_RANK_CUTOFF}`);
  const asc = params.dir === 'asc';

  if (params.movement === 'all') {
    if (asc) {
      values.push(params.lastRank);
      where.push(`current_rank > $${values.length}`);
    } else if (params.lastRank > 0) {
      values.push(params.lastRank);
      where.push(`current_rank < $${values.length}`);
    }
    values.push(params.limit);
    return { where, orderBy: asc ? 'current_rank' : 'current_rank desc', paged: `limit $${values.length}` };
  }

  const gainers = params.movement.startsWith('gainers');
  where.push(gainers ? 'rank_change > 0' : 'rank_change < 0');
  // Biggest movers first (gainers: most places gained; losers: most places lost), then the better rank.
  const orderBy = gainers
    ? asc
      ? 'rank_change desc, current_rank'
      : 'rank_change, current_rank desc'
    : asc
      ? 'rank_change, current_rank'
      : 'rank_change desc, current_rank desc';
  values.push(params.limit, params.offset);
  return { where, orderBy, paged: `limit $${values.length - 1} offset $${values.length}` };
}

/** The SQL of one ranking page; exported so the index test can explain exactly what the route runs. */
export function rankingListQuery(params: RankingListParams): SqlQuery {
  const values: unknown[] = [params.kind, params.filterValue];
  const { where, orderBy, paged } = pageShape(params, values);
  const outerOrder = orderBy.replace(/(rank_change|current_rank)/g, 'p.$1');
  // The page is cut on ranking_entries alone, then joined: the joins never widen what the index reads.
  const page = `
      select fighter_id, current_rank, previous_rank, rank_change, score, layoff_points, placed_by, placed_over, placed_over_on
      from ranking_entries
      where ${where.join(' and ')}
      order by ${orderBy}
      ${paged}`;
  return { text: rankedRowsStatement(page, '', `order by ${outerOrder}`, params.kind === 'goat'), values };
}

/**
 * The rows of one kind's lists, each with its filter value and rank change, in list order, from the key (filter
 * value, rank) after `after` on (`{ filterValue: '', rank: 0 }` is before every row: ranks start at 1), at most `limit`: the read model (decision 049) reads every list in these chunks and
 * pages through them in memory. The primary key (kind, filter_value, current_rank) walks them; the row columns are
 * rankingListQuery's, from one text.
 */
export function rankedRowsChunkQuery(kind: RankingKind, after: { filterValue: string; rank: number }, limit: number): SqlQuery {
  const page = `select filter_value, fighter_id, current_rank, previous_rank, rank_change, score, layoff_points, placed_by, placed_over, placed_over_on from ranking_entries
      where kind = $1 and (filter_value, current_rank) > ($2, $3) order by filter_value, current_rank limit $4`;
  const extra = ', p.filter_value as "filterValue", p.rank_change as "rankChange"';
  return {
    text: rankedRowsStatement(page, extra, 'order by p.filter_value, p.current_rank', kind === 'goat'),
    values: [kind, after.filterValue, after.rank, limit],
  };
}

/**
 * A career's tags for the GOAT list: the organization and the weight class of most of the fighter's bouts (the latest
 * of a tie), not those of his last one. A legend's last bout is often a comeback elsewhere: Chuck Liddell's under Golden
 * Boy, Georges St-Pierre's one at middleweight. Catch and open weights name no division.
 */
const CAREER_TAGS = `
    left join lateral (
      with mine as (
        select event_id, date, weight_class from bouts where fighter_a_id = p.fighter_id and outcome_a is not null
        union all
        select event_id, date, weight_class from bouts where fighter_b_id = p.fighter_id and outcome_a is not null
      )
      select
        (select e.organization from mine m join events e on e.id = m.event_id
          group by e.organization order by count(*) desc, max(m.date) desc limit 1) as organization,
        (select m.weight_class from mine m where m.weight_class is not null and m.weight_class not in ('Catch Weight', 'Open Weight')
          group by m.weight_class order by count(*) desc, max(m.date) desc limit 1) as weight_class
    ) career on true
    left join organizations career_o on career_o.code = career.organization`;

/**
 * Joins a page of ranking_entries (the `page` CTE's text) to what a ranked row shows. `careerTags`: the GOAT list's
 * rows carry the organization and division of the career (CAREER_TAGS) in place of the latest ones.
 */
function rankedRowsStatement(page: string, extraColumns: string, orderBy: string, careerTags = false): string {
  const organization = careerTags
    ? `coalesce(career_o.name, nullif(career.organization, ''), o.name, nullif(r.organization, ''), 'Unknown')`
    : `coalesce(o.name, nullif(r.organization, ''), 'Unknown')`;
  const weightClass = careerTags ? 'coalesce(career.weight_class, r.weight_class)' : 'r.weight_class';
  // A career's division is the one of his bouts; the latest division may be inferred (weigh-ins, opponents).
  const basis = careerTags ? `case when career.weight_class is not null then 'bout' else r.weight_class_basis end` : 'r.weight_class_basis';
  // Age is taken at the newest snapshot date, the day the age-group lists were built (decision 009).
  // A GOAT row's tag is his career's promotion, whose freshness is not news: its notes would name the wrong promotion.
  const freshness = careerTags ? `null as "resultsThrough", null as "ratedAsOf"` : `${RESULTS_THROUGH_SQL} as "resultsThrough",\n      ${RATED_AS_OF_SQL} as "ratedAsOf"`;
  return `
    with page as (${page}
    ),
    ${AS_OF_CTE}
    select
      p.fighter_id as "fighterId",
      f.name as "fighterName",
      f.nationality,
      f.country_code as "countryCode",
      p.current_rank as "currentRank",
      p.previous_rank as "previousRank",
      -- The number the list is ordered by (docs/decisions/009): rank and shown rating always agree.
      p.score as "ratingCurrent",
      -- What the active list ranked him on beyond the Rating, on rows placed above a higher Rating (migration 160).
      p.layoff_points as "layoffPoints",
      -- The list rule that placed him above a higher Rating, and whom (migration 190); whether that fighter holds a belt
      -- himself (not an interim one), so the mark can say a champion passed a champion (session 42).
      case when p.placed_by is not null
           then json_build_object('rule', p.placed_by, 'over', over_f.name, 'on', to_char(p.placed_over_on, 'YYYY-MM-DD'),
                                  'overChampion', coalesce(over_r.belts @> '[{"interim": false}]'::jsonb, false)) end as "placedBy",
      coalesce(r.belts, '[]'::jsonb) as belts,
      r.uncertainty,
      r.wins as "totalWins",
      r.losses as "totalLosses",
      r.draws as "totalDraws",
      f.record_complete as "recordComplete",
      f.record_since as "recordSince",
      ${PRO_RECORD_SQL} as "proRecord",
      ${organization} as organization,
      ${weightClass} as "weightClass",
      case when ${weightClass} is not null then coalesce(${basis}, 'bout') end as "weightClassBasis",
      coalesce(${basis} in ('weigh-in', 'opponents'), false) as "weightClassInferred",
      -- at his death when he died before the ratings date (least() skips a null died_on), as on his page.
      case when f.birth_date <= as_of.day then extract(year from age(least(as_of.day, f.died_on), f.birth_date))::int end as age,
      to_char(r.last_bout_date, 'YYYY-MM-DD') as "lastFightDate",
      ${RETIRED_ON_SQL} as "retiredOn",
      ${freshness}${extraColumns}
    from page p
    join fighters f on f.id = p.fighter_id
    join fighter_ratings r on r.fighter_id = p.fighter_id
    left join organizations o on o.code = r.organization
    left join fighters over_f on over_f.id = p.placed_over
    left join fighter_ratings over_r on over_r.fighter_id = p.placed_over${careerTags ? CAREER_TAGS : ''}
    cross join as_of
    ${orderBy}`;
}

/** Filter values of one kind with their list sizes (and, for countries, the flag's country code). */
export function filterOptionsQuery(kind: FilteredRankingKind): SqlQuery {
  const label =
    kind === 'organization'
      ? `coalesce((select o.name from organizations o where o.code = c.value), c.value)`
      : kind === 'age'
        ? `case c.value ${AGE_GROUPS.map((g) => `when '${g.value}' then '${g.label}'`).join(' ')} else c.value end`
        : 'c.value';
  // The country code of the best-ranked fighter of that country who has one: one index probe per country.
  const countryCode =
    kind === 'country'
      ? `, (select f.country_code from ranking_entries e join fighters f on f.id = e.fighter_id
            where e.kind = $1 and e.filter_value = c.value and f.country_code is not null
            order by e.current_rank limit 1) as "countryCode"`
      : '';
  // Organizations: each one's latest result, from its completed cards and title bouts (the answer is cached with the lists).
  // And whether anyone holds one of its belts (the rankings job's fighter_ratings.belts, each of one organization).
  const latest =
    kind === 'organization'
      ? `, (select to_char(l.day, 'YYYY-MM-DD') from l where l.organization = c.value) as "latestResult",
         case when c.value not in (${FEEDER_SHOWS.map((code) => `'${code}'`).join(', ')}) then c.value in (select organization from t) end as "hasChampions"`
      : '';
  const latestRows =
    kind === 'organization'
      ? `, l as (select organization, max(day) as day from ${PROMOTION_RESULTS_SQL} p where day <= current_date group by organization),
         t as (select distinct belt->>'organization' as organization
                 from fighter_ratings r cross join lateral jsonb_array_elements(coalesce(r.belts, '[]'::jsonb)) belt)`
      : '';
  const text = `
    with c as (
      select filter_value as value, count(*)::int as count
      from ranking_entries
      where kind = $1 and filter_value <> ''
      group by filter_value
    )${latestRows}
    select c.value, ${label} as label, c.count${countryCode}${latest}
    from c`;
  return { text, values: [kind] };
}

export interface OrganizationChoice {
  code: string;
  name: string;
}

/**
 * Every organization a filter may name: those with an organization list, and those in the organizations table
 * (a promotion whose fighters are all inactive is valid and simply has an empty list). Lists first, by size.
 */
export async function listOrganizationChoices(db: Queryable): Promise<OrganizationChoice[]> {
  return db.query<OrganizationChoice>(
    `with listed as (
       select filter_value as code, count(*)::int as n from ranking_entries
       where kind = 'organization' and filter_value <> '' group by filter_value
     ),
     known as (
       select coalesce(l.code, o.code) as code, coalesce(o.name, l.code) as name, coalesce(l.n, 0) as n
       from listed l full join organizations o on o.code = l.code
     )
     select code, name from known order by n desc, code`,
  );
}

export interface RankingsRepository {
  listRankings(params: RankingListParams): Promise<RankedFighter[]>;
  /** The options in the database's order; the route puts them in the order fans read (filter-option-order.ts). */
  listFilterOptions(kind: FilteredRankingKind): Promise<RankingFilterOption[]>;
  /** The newest snapshot date ('YYYY-MM-DD'), or null before the first ranking run. */
  getLastUpdated(): Promise<string | null>;
}

export function createRankingsRepository(db: Queryable): RankingsRepository {
  return {
    async listRankings(params) {
      const { text, values } = rankingListQuery(params);
      return db.query<RankedFighter>(text, values);
    },
    async listFilterOptions(kind) {
      const { text, values } = filterOptionsQuery(kind);
      return db.query<RankingFilterOption>(text, values);
    },
    async getLastUpdated() {
      const [row] = await db.query<{ lastUpdated: string | null }>(`select to_char(max(snapshot_date), 'YYYY-MM-DD') as "lastUpdated" from ranking_snapshots`);
      return row?.lastUpdated ?? null;
    },
  };
}

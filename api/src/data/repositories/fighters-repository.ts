// Fighter reads for the fighter pages, favourites and thumbnails. Every number called "Rating" here is the
// fan score (skill - 2 x uncertainty), the number the ranking lists order by and show (decision 013).
import type { FavoriteFighter, FighterBout, FighterInfo, FighterRank, FighterStats, MethodSplits, UfcFightStats } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { AS_OF_CTE, DIED_ON_SQL, PRO_RECORD_SQL, RATED_AS_OF_SQL, RESULTS_THROUGH_SQL, RETIRED_ON_SQL, statedRecordInForceSql } from './results-through';
import { FAN_SCORE_SDS } from '../../ratings/index';

const RANK_ORDER = `array_position(array['pound-for-pound','goat','global','weight-class','organization','country','age'], kind)`;

export async function getFighterRanks(db: Queryable, id: number): Promise<FighterRank[]> {
  return db.query<FighterRank>(
    `select kind, filter_value as "filterValue", current_rank as rank, previous_rank as "previousRank", score
       from ranking_entries where fighter_id = $1
      order by ${RANK_ORDER}, filter_value`,
    [id],
  );
}

interface FighterInfoRow extends Omit<FighterInfo, 'record' | 'proRecord'> {
  wins: number | null;
  losses: number | null;
  draws: number | null;
  no_contests: number | null;
  pro_wins: number | null;
  pro_losses: number | null;
  pro_draws: number | null;
  pro_no_contests: number | null;
  pro_record_source: string | null;
  pro_record_as_of: string | null;
  pro_record_now: { wins: number; losses: number; draws: number } | null;
  /** A stated record is on file and dated on or before the ratings date (statedRecordInForceSql). */
  pro_record_in_force: boolean;
}

/**
 * The fighter page's info statement, for one fighter (`f.id = $1`) or many (the read model's build, decision 049):
 * the same text either way, so an answer from the read model is the one the single read gives.
 */
function fighterInfoStatement(which: 'one' | 'many'): string {
  return `with ${AS_OF_CTE}
     select f.id::int as id, f.name, f.slug, f.nickname, f.nationality, f.country_code as "countryCode",
            to_char(f.birth_date, 'YYYY-MM-DD') as "birthDate",
            -- One clock (decision 037): the age on the ratings date, the date every list and rating on the page is of,
            -- or at his death when he died before it (least() skips a null died_on).
            case when f.birth_date <= as_of.day then extract(year from age(least(as_of.day, f.died_on), f.birth_date))::int end as age,
            ${DIED_ON_SQL} as "diedOn",
            f.height_cm as "heightCm", f.reach_cm as "reachCm", f.stance,
            r.weight_class as "weightClass",
            (r.weight_class is not null and r.weight_class_basis is distinct from 'bout') as "weightClassInferred",
            coalesce(o.name, r.organization) as organization,
            r.fan_score as rating, r.rating as skill, r.uncertainty, coalesce(r.peak_fan_score, r.fan_score) as "peakRating",
            -- A retirement counts from its date (one clock): a curated row dated after the ratings date is not in force yet.
            coalesce(r.is_active, false) and not coalesce(least(f.retired_on, f.died_on) <= as_of.day, false) as "isActive",
            ${RETIRED_ON_SQL} as "retiredOn",
            to_char(r.last_bout_date, 'YYYY-MM-DD') as "lastFightDate",
            held.first_date as "firstFightDate", held.bouts as "boutsHeld",
            f.record_complete as "recordComplete", f.record_since as "recordSince",
            ${RESULTS_THROUGH_SQL} as "resultsThrough", ${RATED_AS_OF_SQL} as "ratedAsOf",
            coalesce(r.belts, '[]'::jsonb) as belts,
            r.wins, r.losses, r.draws, r.no_contests,
            -- The record as stated, with its date and source; none when stated after the ratings date (one clock).
            f.pro_wins, f.pro_losses, f.pro_draws, f.pro_no_contests, f.pro_record_source,
            to_char(f.pro_record_as_of, 'YYYY-MM-DD') as pro_record_as_of, ${statedRecordInForceSql('f')} as pro_record_in_force,
            -- The same with the bouts held since its date added: what the lists show ("33-5 pro").
            ${PRO_RECORD_SQL} as pro_record_now,
            -- The ranks in the same statement: one round trip per page view. JSON carries each double exactly.
            -- Unqualified columns name ranking_entries (the innermost scope), as in getFighterRanks.
            (select coalesce(json_agg(json_build_object('kind', kind, 'filterValue', filter_value, 'rank', current_rank,
                                                        'previousRank', previous_rank, 'score', score)
                                      order by ${RANK_ORDER}, filter_value), '[]'::json)
               from ranking_entries where fighter_id = f.id) as ranks
       from fighters f
       cross join lateral (
         select count(*)::int as bouts, to_char(min(date), 'YYYY-MM-DD') as first_date from (
           select date from bouts where fighter_a_id = f.id and outcome_a is not null
           union all select date from bouts where fighter_b_id = f.id and outcome_a is not null) b
       ) held
       cross join as_of
       left join fighter_ratings r on r.fighter_id = f.id
       left join organizations o on o.code = r.organization
      ${which === 'one' ? 'where f.id = $1' : 'where f.id = any($1::bigint[]) order by f.id'}`;
}

function fighterInfoOf(row: FighterInfoRow): FighterInfo {
  const {
    ranks,
    wins,
    losses,
    draws,
    no_contests,
    pro_wins,
    pro_losses,
    pro_draws,
    pro_no_contests,
    pro_record_source,
    pro_record_as_of,
    pro_record_in_force,
    pro_record_now,
    ...info
  } = row;
  const proRecord =
    pro_record_in_force && pro_wins !== null && pro_losses !== null
      ? {
          wins: pro_wins,
          losses: pro_losses,
          draws: pro_draws ?? 0,
          noContests: pro_no_contests,
          source: pro_record_source,
          asOf: pro_record_as_of,
          current: pro_record_now,
        }
      : null;
  return { ...info, record: { wins: wins ?? 0, losses: losses ?? 0, draws: draws ?? 0, noContests: no_contests ?? 0 }, proRecord, ranks };
}

export async function getFighterInfo(db: Queryable, id: number): Promise<FighterInfo | null> {
  const [row] = await db.query<FighterInfoRow>(fighterInfoStatement('one'), [id]);
  return row ? fighterInfoOf(row) : null;
}

/** The info of each fighter of `ids` that exists, by id: what getFighterInfo answers for each (the read model holds them). */
export async function listFighterInfos(db: Queryable, ids: readonly number[]): Promise<FighterInfo[]> {
  return (await db.query<FighterInfoRow>(fighterInfoStatement('many'), [ids])).map(fighterInfoOf);
}

/** Every fighter's id, in order (the read model reads their answers in chunks of these). */
export async function listFighterIds(db: Queryable): Promise<number[]> {
  return (await db.query<{ id: number }>('select id::int as id from fighters order by id')).map((row) => row.id);
}

/** Every bout of a fighter from their side, newest first (scheduled ones on top). */
export async function listFighterBouts(db: Queryable, id: number): Promise<FighterBout[]> {
  return db.query<FighterBout>(
    `with mine as (
       select id, event_id, date, fighter_b_id as opponent_id, outcome_a as result, true as corner_a, method, method_detail,
              end_round, end_time_seconds, weight_class, title_bout, interim_title
         from bouts where fighter_a_id = $1
       union all
       select id, event_id, date, fighter_a_id, case outcome_a when 'W' then 'L' when 'L' then 'W' else outcome_a end, false, method,
              method_detail, end_round, end_time_seconds, weight_class, title_bout, interim_title
         from bouts where fighter_b_id = $1
     ),
     -- fan_before: the Rating going into the bout after any layoff and with the certainty the bout adds (the history's
     -- ratingBefore), so the change shown for a bout is its result's own effect; null for the first rated bout.
     steps as (
       select bout_id, fan_after,
              case when previous_after is null then null else coalesce(before, previous_after) end as fan_before
         from (select bout_id, rating_after - $2 * uncertainty_after as fan_after,
                      -- Rows from before migration 130 lack uncertainty_before: the previous bout's Rating after stands in.
                      case when uncertainty_before is not null then rating_before - $2 * uncertainty_after end as before,
                      lag(rating_after - $2 * uncertainty_after) over (order by date, bout_id) as previous_after
                 from rating_steps where fighter_id = $1) s
     )
     select m.id::int as "boutId", to_char(m.date, 'YYYY-MM-DD') as date, e.id::int as "eventId", e.name as "eventName",
            coalesce(o.name, e.organization) as organization, m.opponent_id::int as "opponentId", op.name as "opponentName",
            op.slug as "opponentSlug", m.result, m.method, m.method_detail as "methodDetail", m.end_round::int as round,
            m.end_time_seconds as "timeSeconds", m.weight_class as "weightClass", m.title_bout as "titleBout",
            m.interim_title as "interimTitle",
            s.fan_before as "ratingBefore", s.fan_after as "ratingAfter",
            -- Snapshots are at most a month apart: an older row would be a rank the opponent no longer held.
            (select h.rank from rank_history h
              where h.fighter_id = m.opponent_id and h.kind = 'global' and h.filter_value = ''
                and h.snapshot_date < m.date and h.snapshot_date >= m.date - 40
              order by h.snapshot_date desc limit 1) as "opponentRank",
            case when p.bout_id is null then null when m.corner_a then p.probability_a else 1 - p.probability_a end as "winProbability"
       from mine m
       join events e on e.id = m.event_id
       left join organizations o on o.code = e.organization
       join fighters op on op.id = m.opponent_id
       left join steps s on s.bout_id = m.id
       left join bout_predictions p on p.bout_id = m.id
      order by m.date desc nulls first, m.id desc`,
    [id, FAN_SCORE_SDS],
  );
}

const emptySplits = (): MethodSplits => ({ koTko: 0, submission: 0, decision: 0, other: 0 });

function addMethod(splits: MethodSplits, method: string | null): void {
  if (method === 'KO/TKO') splits.koTko++;
  else if (method === 'SUB') splits.submission++;
  else if (method?.startsWith('DEC')) splits.decision++;
  else splits.other++;
}

/** The overview's stat cards, derived from the bouts (newest first) and the fighter's current standing, with the UFC statistics read beside them. */
export function fighterStats(info: FighterInfo, bouts: readonly FighterBout[], ufc: UfcFightStats | null): FighterStats {
  const done = bouts.filter((b) => b.result !== null);
  const wins = emptySplits();
  const losses = emptySplits();
  for (const bout of done) {
    if (bout.result === 'W') addMethod(wins, bout.method);
    if (bout.result === 'L') addMethod(losses, bout.method);
  }
  const decisive = done.filter((b) => b.result !== 'NC');
  let streak: FighterStats['streak'] = null;
  for (const bout of decisive) {
    if (!streak) streak = { result: bout.result!, count: 1 };
    else if (bout.result === streak.result) streak.count++;
    else break;
  }
  let longestWinStreak = 0;
  let run = 0;
  for (const bout of [...decisive].reverse()) {
    run = bout.result === 'W' ? run + 1 : 0;
    longestWinStreak = Math.max(longestWinStreak, run);
  }
  const rated = done.find((b) => b.ratingAfter !== null);
  const totalWins = wins.koTko + wins.submission + wins.decision + wins.other;
  const totalLosses = losses.koTko + losses.submission + losses.decision + losses.other;
  const global = info.ranks.find((r) => r.kind === 'global');
  return {
    rating: info.rating,
    ratingChange: rated && rated.ratingBefore !== null ? rated.ratingAfter! - rated.ratingBefore : null,
    globalRank: global?.rank ?? null,
    globalRankChange: global && global.previousRank !== null ? global.previousRank - global.rank : null,
    record: info.record,
    wins,
    losses,
    streak,
    longestWinStreak,
    finishRate: totalWins ? (wins.koTko + wins.submission) / totalWins : null,
    finishedRate: totalLosses ? (losses.koTko + losses.submission) / totalLosses : null,
    titleBouts: done.filter((b) => b.titleBout).length,
    ufc,
  };
}

/** Favourite rows in the order asked for; ids that name no fighter are left out (the page notes them). */
export async function listFavoriteFighters(db: Queryable, ids: readonly number[]): Promise<FavoriteFighter[]> {
  if (ids.length === 0) return [];
  // The list carries each promotion's freshness like the ranking lists, so its note says the same (issue 23 item 7),
  // and a retirement or a death, which say why a row has no global rank or an old Rating.
  return db.query<FavoriteFighter>(
    `with ${AS_OF_CTE}
     select f.id::int as "fighterId", f.name as "fighterName", f.slug, f.nationality, f.country_code as "countryCode",
            r.fan_score as rating, g.current_rank as "currentRank", g.previous_rank as "previousRank",
            coalesce(r.wins, 0) as "totalWins", coalesce(r.losses, 0) as "totalLosses", coalesce(r.draws, 0) as "totalDraws",
            f.record_complete as "recordComplete", f.record_since as "recordSince", ${PRO_RECORD_SQL} as "proRecord",
            coalesce(o.name, r.organization) as organization, r.weight_class as "weightClass",
            ${RESULTS_THROUGH_SQL} as "resultsThrough", ${RATED_AS_OF_SQL} as "ratedAsOf",
            ${RETIRED_ON_SQL} as "retiredOn", ${DIED_ON_SQL} as "diedOn"
       from unnest($1::bigint[]) with ordinality as wanted(id, position)
       cross join as_of
       join fighters f on f.id = wanted.id
       left join fighter_ratings r on r.fighter_id = f.id
       left join organizations o on o.code = r.organization
       left join ranking_entries g on g.kind = 'global' and g.filter_value = '' and g.fighter_id = f.id
      order by wanted.position`,
    [ids],
  );
}

export async function existingFighters(db: Queryable, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db.query<{ id: number; name: string }>('select id::int as id, name from fighters where id = any($1::bigint[])', [ids]);
}

// "Results through <date>" on list rows and fighter answers (issue 23 item 7, decision 037, session 32): the latest
// result of the fighter's promotion (the organization of his last bout) when it is more than a month older than the
// newest result, which is the ratings date. It is the date `GET /api/rankings/options/organization` gives as the
// promotion's latestResult: a promotion that held no card since (Bellator after September 2024, the Contender Series
// between seasons) is named as plainly as one whose source stopped.
// Where the source stopped, the fighter's Rating is also of an earlier day (fighter_ratings.rated_as_of, the rankings
// job's per-source clock in promotion-freshness.ts): "ratedAsOf" says so, and the site adds that our data for the
// promotion stops there.

/**
 * A promotion with no card in this many months before the day its fighters are rated on has stopped (PRIDE, WEC,
 * Strikeforce): its last card is history, not freshness, and carries no note. The activity window (ACTIVE_MONTHS in
 * pipeline/jobs/ranking-rules.ts, which promotion-freshness.ts uses for the same test; this layer cannot import it).
 */
const STOPPED_PROMOTION_MONTHS = 18;

/**
 * The rule, as SQL on three date expressions: a promotion whose latest result is `latest`, whose fighters are rated on
 * `ratedOn`, gets the note on the ratings date `asOf` (more than a month behind, and not stopped). `data:report` reads
 * the same rule, so its "stale" column is where the site shows the note.
 */
export const showsResultsThroughSql = (latest: string, ratedOn: string, asOf: string): string =>
  `${latest} < ${asOf} - interval '1 month' and ${latest} >= ${ratedOn} - interval '${STOPPED_PROMOTION_MONTHS} months'`;

/** The rule for "our data for it stops": the day its fighters are rated on, `ratedOn`, is more than a month before `asOf`. */
export const ratedEarlierSql = (ratedOn: string, asOf: string): string => `${ratedOn} < ${asOf} - interval '1 month'`;

/**
 * The ratings date as the common table `as_of(day)` the SQL below reads: the newest snapshot's date, the day every
 * list is of (today before the first rankings run). One clock (decision 037): ages, notes and activity read it.
 */
export const AS_OF_CTE = 'as_of as (select coalesce(max(snapshot_date), current_date) as day from ranking_snapshots)';

/**
 * Every promotion's completed results as rows of (organization, day): its own cards, and the title bouts it staged on
 * another promotion's card (bouts.title_organization). Johnny Eblen defended Bellator's belt on a PFL card on
 * 2024-10-19, a month after Bellator's last card of its own: counted by cards alone, his page said "Bellator: results
 * through Sep 14" beside that bout. The list rules already count the bout as Bellator's (ranking-rules.ts,
 * boutPromotion); the dates a fan reads do too.
 */
export const PROMOTION_RESULTS_SQL = `(select e.organization, e.date as day from events e where e.status = 'completed'
      union all
      select b.title_organization, e.date from bouts b join events e on e.id = b.event_id
       where b.title_organization is not null and e.status = 'completed')`;

/** The promotion's latest result, for a statement that joins fighter_ratings as `r` and the ratings date as `as_of(day)`. */
export const RESULTS_THROUGH_SQL = `(select to_char(max(p.day), 'YYYY-MM-DD') from ${PROMOTION_RESULTS_SQL} p
      where p.organization = r.organization and p.day <= as_of.day
     having ${showsResultsThroughSql('max(p.day)', 'r.rated_as_of', 'as_of.day')})`;

/**
 * The day his retirement took effect, for a statement that joins fighters as `f` and the ratings date as `as_of(day)`:
 * a retirement counts from its date (one clock), so a curated row dated after the ratings date is not in force yet.
 */
export const RETIRED_ON_SQL = `case when f.retired_on <= as_of.day then to_char(f.retired_on, 'YYYY-MM-DD') end`;

/** The day he died, for the same statement: a death dated after the ratings date is not in the data's world yet. */
export const DIED_ON_SQL = `case when f.died_on <= as_of.day then to_char(f.died_on, 'YYYY-MM-DD') end`;

/** The day the Rating is of when it is more than a month before the ratings date (the promotion's source stopped). */
export const RATED_AS_OF_SQL = `case when ${ratedEarlierSql('r.rated_as_of', 'as_of.day')} then to_char(r.rated_as_of, 'YYYY-MM-DD') end`;

/**
 * A stated professional record is in the data's world on the ratings date: stated on or before it, or without a date
 * (one clock, decision 037). A record stated after UFC 319 (a curated row added later) is not shown on a site whose
 * ratings are of December 2024: the row keeps the bouts held, marked partial, until the data reaches that day.
 */
export const statedRecordInForceSql = (f: string): string =>
  `(${f}.pro_wins is not null and ${f}.pro_losses is not null and (${f}.pro_record_as_of is null or ${f}.pro_record_as_of <= as_of.day))`;

/**
 * The professional record a source states (migration 011's pro_* columns), with the results of the bouts held since
 * the day it was stated added, so a record stated after UFC 302 still counts UFC 311 (a fresh sync). Null without one.
 * Stated without a date, it is taken as is. Rows without a stated record (most) skip the subquery. `f` is the fighters
 * alias of the statement, which also joins the ratings date as `as_of(day)`.
 */
export const proRecordSql = (f: string): string => `case when ${statedRecordInForceSql(f)} then (
        select json_build_object(
          'wins', ${f}.pro_wins + count(*) filter (where (b.fighter_a_id = ${f}.id and b.outcome_a = 'W') or (b.fighter_b_id = ${f}.id and b.outcome_a = 'L')),
          'losses', ${f}.pro_losses + count(*) filter (where (b.fighter_a_id = ${f}.id and b.outcome_a = 'L') or (b.fighter_b_id = ${f}.id and b.outcome_a = 'W')),
          'draws', coalesce(${f}.pro_draws, 0) + count(*) filter (where b.outcome_a = 'D'))
        from bouts b
        where (b.fighter_a_id = ${f}.id or b.fighter_b_id = ${f}.id) and b.date > ${f}.pro_record_as_of and b.date <= as_of.day
      ) end`;

/** The same for the fighters alias `f`, which most statements use. */
export const PRO_RECORD_SQL = proRecordSql('f');

// "Results through <date>" on list rows and fighter answers (issue 23 item 7, decision 037): the date a fighter's
// Rating is of (fighter_ratings.rated_as_of, the rankings job's per-source clock) when our data for his promotion
// stops a month or more before the ratings date. A promotion that merely held no card since is not stale.

/** The column, for a statement that joins fighter_ratings as `r` and the ratings date as `as_of(day)`. */
export const RESULTS_THROUGH_SQL = `case when r.rated_as_of < as_of.day - interval '1 month' then to_char(r.rated_as_of, 'YYYY-MM-DD') end`;

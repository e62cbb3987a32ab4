// The UFC.com statistics set for a fighter page (GET /api/fighters/{id}/stats, decision 048): sums over the
// fighter's finished UFC bouts that hold statistics for both corners (bout_statistics, migration 004), read in
// one query; the rates are computed here from the sums, so one bout's short fight does not weigh like a long one.
import type { UfcFightStats } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';

/** UFC rounds have lasted five minutes since rounds came in; the bout's end is round and seconds into it. */
const ROUND_SECONDS = 300;

interface UfcStatsSums {
  bouts: number;
  firstYear: number | null;
  lastYear: number | null;
  seconds: number;
  landed: number;
  attempted: number;
  absorbed: number;
  opponentAttempted: number;
  takedowns: number;
  takedownsAttempted: number;
  opponentTakedowns: number;
  opponentTakedownsAttempted: number;
  submissionAttempts: number;
}

export async function readUfcFightStats(db: Queryable, fighterId: number): Promise<UfcFightStats | null> {
  // A bout counts only with its length known: every rate below is per minute of the same bouts it counts.
  const [sums] = await db.query<UfcStatsSums>(
    `select count(*)::int as bouts,
            extract(year from min(b.date))::int as "firstYear", extract(year from max(b.date))::int as "lastYear",
            coalesce(sum((b.end_round - 1) * ${ROUND_SECONDS} + b.end_time_seconds), 0)::int as seconds,
            coalesce(sum(s.significant_strikes), 0)::int as landed,
            coalesce(sum(s.significant_strikes_attempted), 0)::int as attempted,
            coalesce(sum(o.significant_strikes), 0)::int as absorbed,
            coalesce(sum(o.significant_strikes_attempted), 0)::int as "opponentAttempted",
            coalesce(sum(s.takedowns), 0)::int as takedowns,
            coalesce(sum(s.takedowns_attempted), 0)::int as "takedownsAttempted",
            coalesce(sum(o.takedowns), 0)::int as "opponentTakedowns",
            coalesce(sum(o.takedowns_attempted), 0)::int as "opponentTakedownsAttempted",
            coalesce(sum(s.submission_attempts), 0)::int as "submissionAttempts"
       from bout_statistics s
       join bout_statistics o on o.bout_id = s.bout_id and o.fighter_id <> s.fighter_id
       join bouts b on b.id = s.bout_id
       join events e on e.id = b.event_id
      where s.fighter_id = $1 and e.organization = 'UFC' and b.outcome_a is not null
        and b.end_round is not null and b.end_time_seconds is not null and b.date is not null`,
    [fighterId],
  );
  return sums ? ufcFightStatsFromSums(sums) : null;
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function ufcFightStatsFromSums(sums: UfcStatsSums): UfcFightStats | null {
  if (sums.bouts === 0 || sums.seconds <= 0 || sums.firstYear === null || sums.lastYear === null) return null;
  const minutes = sums.seconds / 60;
  const per15 = (count: number) => (count / minutes) * 15;
  return {
    bouts: sums.bouts,
    firstYear: sums.firstYear,
    lastYear: sums.lastYear,
    significantStrikesLandedPerMinute: sums.landed / minutes,
    significantStrikesAbsorbedPerMinute: sums.absorbed / minutes,
    significantStrikeAccuracy: share(sums.landed, sums.attempted),
    significantStrikeDefence: sums.opponentAttempted > 0 ? 1 - sums.absorbed / sums.opponentAttempted : null,
    takedownsPer15Minutes: per15(sums.takedowns),
    takedownAccuracy: share(sums.takedowns, sums.takedownsAttempted),
    takedownDefence: sums.opponentTakedownsAttempted > 0 ? 1 - sums.opponentTakedowns / sums.opponentTakedownsAttempted : null,
    submissionAttemptsPer15Minutes: per15(sums.submissionAttempts),
    averageFightSeconds: Math.round(sums.seconds / sums.bouts),
  };
}

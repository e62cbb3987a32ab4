// Reads what the rankings job rates from the fight tables: every fighter and every completed, dated bout
// with its organization and both corners' statistics, and the bouts booked on cards still without results.
import type { Queryable } from '../../data/db/database';
import type { BoutMethod, BoutOutcome, Sex, TitleChange } from '../sources/dataset';
import type { SourceBooking, SourceBout, SourceFighter, Totals } from './ranking-rows';
import type { DivisionWeighIn } from './infer-divisions';
import { cardSources } from './promotion-freshness';

interface BoutRow {
  id: number;
  key: string;
  date: string;
  fighter_a_id: number;
  fighter_b_id: number;
  outcome_a: BoutOutcome;
  method: BoutMethod | null;
  weight_class: string | null;
  title_bout: boolean;
  interim_title: boolean;
  title_class: string | null;
  title_organization: string | null;
  organization: string;
  on_ufcstats: boolean;
  on_betmma: boolean;
  // Each corner's [significant strikes, knockdowns, takedowns, control seconds], null without statistics.
  stats_a: (number | null)[] | null;
  stats_b: (number | null)[] | null;
}

const totals = (stats: (number | null)[] | null): Totals | undefined =>
  stats ? { significantStrikes: stats[0]!, knockdowns: stats[1]!, takedowns: stats[2]!, controlSeconds: stats[3] ?? null } : undefined;

/**
 * A bout without a result on a card not called off: priced by bout-predictions.ts, a booking to the rankings job. On a
 * scheduled card it is to come (or its card's results have not come); on a completed one, a result the sources
 * left out (`cardCompleted`).
 */
export interface UnsettledBout extends SourceBooking {
  id: number;
  cardCompleted: boolean;
}

export interface FightHistory {
  fighters: SourceFighter[];
  bouts: SourceBout[];
  weighIns: DivisionWeighIn[];
  unsettled: UnsettledBout[];
}

export async function readFightHistory(db: Queryable): Promise<FightHistory> {
  const fighters = await db.query<{
    id: number;
    birth_date: string | null;
    nationality: string | null;
    sex: Sex | null;
    retired_on: string | null;
    died_on: string | null;
    reach_cm: number | null;
    listed_weight_lbs: number | null;
  }>(
    // A death ends a career as a retirement does (the earlier of the two; least() skips a null), as rankings-from-dataset.ts.
    `select id::int as id, birth_date::text as birth_date, nationality, sex, least(retired_on, died_on)::text as retired_on,
            died_on::text as died_on, reach_cm, listed_weight_lbs::float8 as listed_weight_lbs
       from fighters order by id`,
  );
  const titleChanges = await db.query<TitleChange & { fighter_id: number }>(
    `select fighter_id::int as fighter_id, date::text as date, organization, division, belt, change, source
       from title_changes order by fighter_id, date`,
  );
  const changesOf = new Map<number, TitleChange[]>();
  for (const { fighter_id, ...change } of titleChanges) (changesOf.get(fighter_id) ?? changesOf.set(fighter_id, []).get(fighter_id)!).push(change);
  const weighIns = await db.query<DivisionWeighIn>(
    `select fighter_id::int as "fighterId", date::text as date, weight_lbs::float8 as "weightLbs" from weigh_ins order by fighter_id, date`,
  );
  const bouts = await readBoutsYearByYear(db);
  const unsettled = await readUnsettledBouts(db);
  return {
    unsettled,
    fighters: fighters.map((f) => ({
      id: f.id,
      birthDate: f.birth_date,
      nationality: f.nationality,
      sex: f.sex,
      retiredOn: f.retired_on,
      diedOn: f.died_on,
      reachCm: f.reach_cm,
      listedWeightLbs: f.listed_weight_lbs,
      titleChanges: changesOf.get(f.id) ?? null,
    })),
    weighIns,
    bouts: bouts.map((b) => ({
      id: b.id,
      key: b.key,
      date: b.date,
      fighterA: b.fighter_a_id,
      fighterB: b.fighter_b_id,
      outcomeA: b.outcome_a,
      method: b.method,
      weightClass: b.weight_class,
      titleBout: b.title_bout,
      interimTitle: b.interim_title,
      titleClass: b.title_class,
      titleOrganization: b.title_organization,
      organization: b.organization,
      coveredBy: cardSources({ organization: b.organization, onUfcstats: b.on_ufcstats, onBetmma: b.on_betmma }),
      statsA: totals(b.stats_a),
      statsB: totals(b.stats_b),
    })),
  };
}

/**
 * Every bout without a result on a card not called off, past-dated ones included: a card whose results a source never
 * brought, or brought all but one of, still says where the fighters were booked.
 */
export async function readUnsettledBouts(db: Queryable): Promise<UnsettledBout[]> {
  return db.query<UnsettledBout>(
    `select b.id::int as id, b.date::text as date, b.fighter_a_id::int as "fighterA", b.fighter_b_id::int as "fighterB", e.organization,
            e.status = 'completed' as "cardCompleted"
       from bouts b join events e on e.id = b.event_id
      where b.outcome_a is null and e.status <> 'cancelled'
      order by b.date, b.key`,
  );
}

const BOUT_COLUMNS = `b.id::int as id, b.key, b.date::text as date, b.fighter_a_id::int as fighter_a_id, b.fighter_b_id::int as fighter_b_id,
            b.outcome_a, b.method, b.weight_class, b.title_bout, b.interim_title, b.title_class, b.title_organization, e.organization,
            e.ufcstats_id is not null as on_ufcstats, e.betmma_id is not null as on_betmma,
            ${statsOf('sa')} as stats_a, ${statsOf('sb')} as stats_b`;

function statsOf(alias: string): string {
  return `case when ${alias}.bout_id is null then null
          else array[${alias}.significant_strikes, ${alias}.knockdowns, ${alias}.takedowns, ${alias}.control_seconds] end`;
}

/**
 * Every completed, dated bout in `order by date, key`, one calendar year per statement. On PGlite a statement runs on
 * the server's own thread, and all 17,000 bouts in one held every request (static files too) for 0.6-0.9 s; between
 * short statements pglite.ts lets waiting requests in. Years are disjoint date ranges read in order, so the result is
 * exactly the one statement's order.
 */
async function readBoutsYearByYear(db: Queryable): Promise<BoutRow[]> {
  const [span] = await db.query<{ first: number | null; last: number | null }>(
    `select extract(year from min(date))::int as first, extract(year from max(date))::int as last
       from bouts where outcome_a is not null and date is not null`,
  );
  const rows: BoutRow[] = [];
  if (span?.first == null || span.last == null) return rows;
  for (let year = span.first; year <= span.last; year++) {
    rows.push(
      ...(await db.query<BoutRow>(
        `select ${BOUT_COLUMNS}
           from bouts b
           join events e on e.id = b.event_id
           left join bout_statistics sa on sa.bout_id = b.id and sa.fighter_id = b.fighter_a_id
           left join bout_statistics sb on sb.bout_id = b.id and sb.fighter_id = b.fighter_b_id
          where b.outcome_a is not null and b.date >= make_date($1, 1, 1) and b.date < make_date($1 + 1, 1, 1)
          order by b.date, b.key`,
        [year],
      )),
    );
  }
  return rows;
}

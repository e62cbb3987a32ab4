// The sections of `npm run data:report` (data-report.ts), each read from the database on its own: divisions, retirements
// and deaths, aliases and name conflicts, stated records, no contests, freshness per organization, booking moves,
// Wikipedia pages and title changes.
import type { Queryable } from '../../data/db/database';
import { PROMOTION_RESULTS_SQL, ratedEarlierSql, showsResultsThroughSql } from '../../data/repositories/results-through';
import { SPELLING_SOURCE } from '../importer/given-name-spellings';
import { NICKNAME_FORM_SOURCE } from '../importer/nickname-forms';
import { isDivision, titleKey } from '../jobs/ranking-rules';
import { inertTitleChanges } from '../jobs/title-lineage';
import { KNOWN_NAME_SOURCE } from '../sources/curated/known-names';
import type { BoutOutcome, TitleChange } from '../sources/dataset';
import { looseNameKeys } from '../sources/normalise/names';
import type { DataReport, DivisionCoverage } from './data-report';

// Aliases built from the fighter's own name and nickname ("Kid Yamamoto") or first name ("Aleksandr Volkov"), or a
// name fans use ("GSP"): no source disagrees about the name, so none is a conflict.
const BUILT_ALIAS_SOURCES = new Set([NICKNAME_FORM_SOURCE, SPELLING_SOURCE, KNOWN_NAME_SOURCE]);

/** Fighters of fighter_ratings matching `where`, by the basis of their division. */
export async function coverage(db: Queryable, where: string, values: unknown[] = []): Promise<DivisionCoverage> {
  const rows = await db.query<{ basis: string | null; n: number }>(
    `select case when weight_class is null then null else coalesce(weight_class_basis, 'bout') end as basis, count(*)::int as n
     from fighter_ratings where ${where} group by 1`,
    values,
  );
  const byBasis: Record<string, number> = {};
  let fighters = 0;
  let withDivision = 0;
  for (const row of rows) {
    fighters += row.n;
    if (row.basis === null) continue;
    withDivision += row.n;
    byBasis[row.basis] = row.n;
  }
  return { fighters, withDivision, byBasis };
}

/** Retirements (each with his last bout), how many the 18-month rule alone would still list, and deaths. */
export async function readRetirementsAndDeaths(db: Queryable, asOf: string | null): Promise<Pick<DataReport, 'retirements' | 'deaths'>> {
  const retired = await db.query<{ name: string; retired_on: string; last: string | null }>(
    `select f.name, to_char(f.retired_on, 'YYYY-MM-DD') as retired_on, to_char(r.last_bout_date, 'YYYY-MM-DD') as last
     from fighters f left join fighter_ratings r on r.fighter_id = f.id
     where f.retired_on is not null order by f.retired_on`,
  );
  const deaths = await db.query<{ name: string; died_on: string; last: string | null }>(
    `select f.name, to_char(f.died_on, 'YYYY-MM-DD') as died_on, to_char(r.last_bout_date, 'YYYY-MM-DD') as last
     from fighters f left join fighter_ratings r on r.fighter_id = f.id
     where f.died_on is not null order by f.died_on, f.name`,
  );
  // Retired fighters whose last bout is recent enough that the 18-month rule alone would still list them.
  const [{ n: activeBeforeRule } = { n: 0 }] = await db.query<{ n: number }>(
    `select count(*)::int as n from fighters f join fighter_ratings r on r.fighter_id = f.id
     where f.retired_on is not null and not r.is_active
       and r.last_bout_date >= (select max(snapshot_date) from ranking_snapshots) - interval '18 months'`,
  );

  return {
    retirements: {
      recorded: retired.length,
      activeBeforeRule,
      // A retirement dated after the ratings date (a curated row newer than the data) takes effect once results reach it.
      names: retired.map(
        (r) => `${r.name} (${r.retired_on}; last bout ${r.last ?? 'none'}${asOf && r.retired_on > asOf ? '; after the ratings date, not in effect yet' : ''})`,
      ),
    },
    deaths: deaths.map((d) => `${d.name} (${d.died_on}; last bout ${d.last ?? 'none'})`),
  };
}

/** Other names stored, by source, and the names that are another name, not a spelling (conflicts decision 015 settled). */
export async function readAliases(
  db: Queryable,
): Promise<{ aliases: Omit<DataReport['aliases'], 'knownNamesNotAdded'>; nameConflicts: DataReport['nameConflicts'] }> {
  const aliasRows = await db.query<{ fighter: number; name: string; alias: string; source: string }>(
    `select f.id::int as fighter, f.name, a.name as alias, a.source from fighter_aliases a join fighters f on f.id = a.fighter_id order by f.name, a.name`,
  );
  const bySource: Record<string, number> = {};
  const conflicts: string[] = [];
  for (const row of aliasRows) {
    bySource[row.source] = (bySource[row.source] ?? 0) + 1;
    if (BUILT_ALIAS_SOURCES.has(row.source)) continue;
    // A spelling of the same name is an alias; a different name is a conflict the rule settled (decision 015).
    const keys = new Set(looseNameKeys(row.name));
    if (!looseNameKeys(row.alias).some((key) => keys.has(key))) conflicts.push(`${row.name} (also "${row.alias}", ${row.source})`);
  }

  return {
    aliases: { fighters: new Set(aliasRows.map((r) => r.fighter)).size, names: aliasRows.length, bySource },
    nameConflicts: { count: conflicts.length, examples: conflicts.slice(0, 15) },
  };
}

/** Stated professional records against the bouts we hold up to their date, and active fighters with none. */
export async function readStatedRecords(db: Queryable): Promise<DataReport['records']> {
  const stated = await db.query<{ name: string; stated: string; ours: string; same: boolean }>(
    // Compared with the bouts held up to the date the record was stated, as record_complete is (decision 037).
    `with mine as (
       select fighter_a_id as fighter_id, date, outcome_a as outcome from bouts where outcome_a is not null
       union all
       select fighter_b_id, date, case outcome_a when 'W' then 'L' when 'L' then 'W' else outcome_a end from bouts where outcome_a is not null
     )
     select f.name, concat_ws('-', f.pro_wins, f.pro_losses, coalesce(f.pro_draws, 0)) || coalesce(', ' || nullif(f.pro_no_contests, 0) || ' NC', '')
              || coalesce(' as of ' || to_char(f.pro_record_as_of, 'YYYY-MM-DD'), '') as stated,
            concat_ws('-', h.w, h.l, h.d) || coalesce(', ' || nullif(h.nc, 0) || ' NC', '') as ours,
            f.record_complete as same
       from fighters f
       cross join lateral (
         select count(*) filter (where m.outcome = 'W')::int as w, count(*) filter (where m.outcome = 'L')::int as l,
                count(*) filter (where m.outcome = 'D')::int as d, count(*) filter (where m.outcome = 'NC')::int as nc
           from mine m where m.fighter_id = f.id and (f.pro_record_as_of is null or m.date <= f.pro_record_as_of)
       ) h
      where f.pro_wins is not null order by f.name`,
  );
  const [{ n: activeWithoutStated } = { n: 0 }] = await db.query<{ n: number }>(
    `select count(*)::int as n from fighter_ratings r join fighters f on f.id = r.fighter_id where r.is_active and f.pro_wins is null`,
  );
  return {
    stated: stated.length,
    matching: stated.filter((r) => r.same).length,
    gaps: stated.filter((r) => !r.same).map(({ name, stated: s, ours }) => ({ name, stated: s, ours })),
    activeWithoutStated,
  };
}

export async function readWeighIns(db: Queryable): Promise<DataReport['weighIns']> {
  const [weigh = { rows: 0, fighters: 0 }] = await db.query<{ rows: number; fighters: number }>(
    `select count(*)::int as rows, count(distinct fighter_id)::int as fighters from weigh_ins`,
  );

  return weigh;
}

/** Active fighters whose record is partial (recordComplete false), and fighters a stated record shows whole. */
export async function readPartialRecords(db: Queryable): Promise<DataReport['partialRecords']> {
  const [partial = { active: 0, active_partial: 0, whole: 0 }] = await db.query<{ active: number; active_partial: number; whole: number }>(
    `select count(*) filter (where r.is_active)::int as active,
            count(*) filter (where r.is_active and not f.record_complete)::int as active_partial,
            count(*) filter (where f.record_complete)::int as whole
       from fighters f left join fighter_ratings r on r.fighter_id = f.id`,
  );
  return { active: partial.active, activePartial: partial.active_partial, whole: partial.whole };
}

/** No contests by organization (the corrections come from import_notes). */
export async function readNoContests(db: Queryable): Promise<Omit<DataReport['noContests'], 'corrections'>> {
  const noContests = await db.query<{ organization: string; n: number }>(
    `select e.organization, count(*)::int as n from bouts b join events e on e.id = b.event_id where b.outcome_a = 'NC' group by 1 order by 2 desc, 1`,
  );
  return { total: noContests.reduce((sum, row) => sum + row.n, 0), byOrganization: Object.fromEntries(noContests.map((row) => [row.organization, row.n])) };
}

/** Each organization's latest result, the date its fighters are rated as of, its active fighters, and whether it is stale. */
export async function readFreshness(db: Queryable): Promise<DataReport['freshness']> {
  const freshness = await db.query<{
    organization: string;
    latest_result: string;
    rated_as_of: string | null;
    active: number;
    stale: boolean;
    source_stopped: boolean;
  }>(
    `with latest as (select organization, max(day) as day from ${PROMOTION_RESULTS_SQL} p where day <= current_date group by organization),
          rated as (select organization, max(rated_as_of) as day, count(*) filter (where is_active)::int as active
                      from fighter_ratings group by organization),
          as_of as (select max(snapshot_date) as day from ranking_snapshots)
     select l.organization, to_char(l.day, 'YYYY-MM-DD') as latest_result, to_char(r.day, 'YYYY-MM-DD') as rated_as_of,
            coalesce(r.active, 0) as active,
            coalesce(${showsResultsThroughSql('l.day', 'r.day', 'as_of.day')}, false) as stale,
            coalesce(${ratedEarlierSql('r.day', 'as_of.day')}, false) as source_stopped
       from latest l left join rated r on r.organization = l.organization cross join as_of
      where l.day is not null
      order by l.day desc, l.organization`,
  );

  return freshness.map((row) => ({
    organization: row.organization,
    latestResult: row.latest_result,
    ratedAsOf: row.rated_as_of,
    active: row.active,
    stale: row.stale,
    sourceStopped: row.source_stopped,
  }));
}

/** Fighters the rankings job listed under another organization than that of their last result (a booking since). */
export async function readBookingMoves(db: Queryable): Promise<DataReport['bookingMoves']> {
  // The organization of each fighter's last result, against the one the rankings job listed him under.
  return db.query<{ name: string; from: string; to: string }>(
    `with results as (
       select b.fighter_a_id as fighter_id, b.date, b.key, e.organization from bouts b join events e on e.id = b.event_id
        where b.outcome_a is not null and b.date is not null
       union all
       select b.fighter_b_id, b.date, b.key, e.organization from bouts b join events e on e.id = b.event_id
        where b.outcome_a is not null and b.date is not null
     ), last_result as (
       select distinct on (fighter_id) fighter_id, organization from results order by fighter_id, date desc, key desc
     )
     select f.name, l.organization as "from", r.organization as "to"
       from fighter_ratings r join fighters f on f.id = r.fighter_id join last_result l on l.fighter_id = r.fighter_id
      where r.organization <> l.organization
      order by f.name`,
  );
}

/** Wikipedia pages the last import read, and the rows each left out. */
export async function readWikipediaPages(db: Queryable): Promise<DataReport['wikipedia']> {
  const pages = await db.query<{ title: string; revision_id: string; event_key: string | null; notes: string[] }>(
    `select title, revision_id::text, event_key, notes from source_pages where source = 'wikipedia' order by title`,
  );

  return {
    pages: pages.length,
    eventPages: pages.filter((page) => page.event_key !== null).length,
    notes: pages.flatMap((page) => page.notes.map((note) => `${page.title} (revision ${page.revision_id}): ${note}`)),
  };
}

/** Each recorded title change as a line, and which of them change nothing or wait for the data (inertTitleChanges). */
export async function readTitleChanges(db: Queryable, asOf: string | null): Promise<Omit<DataReport['titleChanges'], 'notApplied'>> {
  const rows = await db.query<TitleChange & { fighter_id: number; name: string }>(
    `select t.fighter_id::int as fighter_id, f.name, to_char(t.date, 'YYYY-MM-DD') as date, t.organization, t.division, t.belt, t.change, t.source
       from title_changes t join fighters f on f.id = t.fighter_id order by t.date, t.change desc, f.name`,
  );
  const titleBouts = await db.query<{
    date: string;
    organization: string;
    weight_class: string;
    title_class: string | null;
    title_organization: string | null;
    fighter_a_id: number;
    fighter_b_id: number;
    outcome_a: BoutOutcome;
    interim_title: boolean;
  }>(
    `select b.date::text as date, e.organization, b.weight_class, b.title_class, b.title_organization, b.fighter_a_id::int as fighter_a_id, b.fighter_b_id::int as fighter_b_id,
            b.outcome_a, b.interim_title
       from bouts b join events e on e.id = b.event_id
      where b.title_bout and b.date is not null and b.outcome_a is not null and b.weight_class is not null
      order by b.date, b.key`,
  );
  const changesOf = new Map<number, TitleChange[]>();
  for (const { fighter_id, date, organization, division, belt, change, source } of rows)
    (changesOf.get(fighter_id) ?? changesOf.set(fighter_id, []).get(fighter_id)!).push({ date, organization, division, belt, change, source });
  const inert = inertTitleChanges(
    titleBouts
      .filter((b) => isDivision(b.weight_class))
      .map((b) => ({
        date: b.date,
        organization: b.organization,
        weightClass: b.weight_class,
        titleClass: b.title_class,
        titleOrganization: b.title_organization,
        fighterA: b.fighter_a_id,
        fighterB: b.fighter_b_id,
        outcomeA: b.outcome_a,
        interim: b.interim_title,
      })),
    [...changesOf].map(([id, titleChanges]) => ({ id, titleChanges })),
    asOf ?? '9999-12-31',
  );
  const inertIds = new Set(inert.map((a) => [a.fighter, a.date, a.title, a.belt, a.change].join('|')));
  const isInert = (t: (typeof rows)[number]) => inertIds.has([t.fighter_id, t.date, titleKey(t.organization, t.division), t.belt, t.change].join('|'));
  const line = (t: (typeof rows)[number]) =>
    `${t.date} ${t.organization} ${t.division}: ${t.name} ${
      t.change === 'vacated'
        ? `vacated the ${t.belt === 'interim' ? 'interim ' : ''}title`
        : t.belt === 'interim'
          ? 'promoted from interim champion to champion'
          : 'reinstated as champion'
    }`;
  return {
    recorded: rows.map(line),
    changeNothing: rows.filter(isInert).map(line),
    notYet: rows.filter((t) => asOf !== null && t.date > asOf).map(line),
  };
}

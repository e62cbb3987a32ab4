// What `npm run data:report` prints: how far the imported data goes toward what fans expect (issues 15 and 23) —
// divisions of active fighters by basis, retirements and title changes applied, aliases and name conflicts, record gaps, and (issue 23)
// merges, nationality conflicts, partial records, no contests and corrected results, freshness per organization, and the
// fighters a booking elsewhere moved to another organization.
// Reads the configured database after an import and the rankings job; writes nothing.
import type { Queryable } from '../../data/db/database';
import { PROMOTION_RESULTS_SQL, ratedEarlierSql, showsResultsThroughSql } from '../../data/repositories/results-through';
import { looseNameKeys } from '../sources/normalise/names';
import type { BoutOutcome, TitleChange } from '../sources/dataset';
import { isDivision, titleKey } from '../jobs/ranking-rules';
import { inertTitleChanges } from '../jobs/title-lineage';
import { KNOWN_NAME_SOURCE } from '../sources/curated/known-names';
import { SPELLING_SOURCE } from '../importer/given-name-spellings';
import { NICKNAME_FORM_SOURCE } from '../importer/nickname-forms';

// Aliases built from the fighter's own name and nickname ("Kid Yamamoto") or first name ("Aleksandr Volkov"), or a
// name fans use ("GSP"): no source disagrees about the name, so none is a conflict.
const BUILT_ALIAS_SOURCES = new Set([NICKNAME_FORM_SOURCE, SPELLING_SOURCE, KNOWN_NAME_SOURCE]);

export interface DataReport {
  asOf: string | null;
  /** Fighters the active lists hold (fighter_ratings.is_active) and those with a bout since `recentSince`. */
  active: DivisionCoverage;
  recent: DivisionCoverage & { since: string };
  retirements: { recorded: number; activeBeforeRule: number; names: string[] };
  /** Deaths recorded (curated or operator `died` rows): "Evan Tanner (2008-09-08; last bout 2008-06-21)". */
  deaths: string[];
  /**
   * Titles that changed hands by announcement (migration 260); those the bouts disagree with, which change nothing;
   * those dated after the ratings date; and records that named no fighter or no loaded promotion (import_notes).
   */
  titleChanges: { recorded: string[]; changeNothing: string[]; notYet: string[]; notApplied: string[] };
  /** Other names stored, by source; and names fans use (names.csv) that named no fighter or several (import_notes). */
  aliases: { fighters: number; names: number; bySource: Record<string, number>; knownNamesNotAdded: string[] };
  nameConflicts: { count: number; examples: string[] };
  records: { stated: number; matching: number; gaps: { name: string; stated: string; ours: string }[]; activeWithoutStated: number };
  weighIns: { rows: number; fighters: number };
  /** Fighters merged on evidence after the id pass (import_notes). */
  merges: string[];
  /** Records kept apart from the fighter whose id they state, because no name fits (import_notes). */
  idRefusals: string[];
  nationalityConflicts: string[];
  /** Country texts a source states that no country list reads: each a spelling to add (import_notes). */
  unreadCountries: string[];
  /** Active fighters whose record is partial, and those a stated record shows whole. */
  partialRecords: { active: number; activePartial: number; whole: number };
  noContests: { total: number; byOrganization: Record<string, number>; corrections: string[] };
  /**
   * Each organization's latest result, the date its fighters are rated and measured as of (the rankings job's clock;
   * null when no fighter is listed under it) and its active fighters. stale = the latest result is more than a month
   * before the ratings date, and the promotion has not stopped (a card in the 18 months before the date its fighters
   * are rated as of): the site says "results through" it (results-through.ts). sourceStopped = the date its fighters are rated as
   * of is, too: our source for it stops there, and the site says so.
   */
  freshness: { organization: string; latestResult: string; ratedAsOf: string | null; active: number; stale: boolean; sourceStopped: boolean }[];
  /** Fighters listed under the promotion that booked them after their last result (decision 037, session 14). */
  bookingMoves: { name: string; from: string; to: string }[];
  /** Wikipedia pages the last import read (decision 045), and what they left out, each with its page and revision. */
  wikipedia: { pages: number; eventPages: number; notes: string[] };
}

export interface DivisionCoverage {
  fighters: number;
  withDivision: number;
  byBasis: Record<string, number>;
}

const pct = (part: number, whole: number) => (whole === 0 ? '0.0' : ((100 * part) / whole).toFixed(1));

async function coverage(db: Queryable, where: string, values: unknown[] = []): Promise<DivisionCoverage> {
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

export async function buildDataReport(db: Queryable, recentSince = '2024-01-01'): Promise<DataReport> {
  const [meta] = await db.query<{ as_of: string | null }>(`select to_char(max(snapshot_date), 'YYYY-MM-DD') as as_of from ranking_snapshots`);
  const active = await coverage(db, 'is_active');
  const recent = { ...(await coverage(db, 'last_bout_date >= $1::date', [recentSince])), since: recentSince };

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
  const [weigh = { rows: 0, fighters: 0 }] = await db.query<{ rows: number; fighters: number }>(
    `select count(*)::int as rows, count(distinct fighter_id)::int as fighters from weigh_ins`,
  );

  const notes = await db.query<{ kind: string; note: string }>(`select kind, note from import_notes order by kind, position`);
  const notesOf = (kind: string) => notes.filter((n) => n.kind === kind).map((n) => n.note);
  const [partial = { active: 0, active_partial: 0, whole: 0 }] = await db.query<{ active: number; active_partial: number; whole: number }>(
    `select count(*) filter (where r.is_active)::int as active,
            count(*) filter (where r.is_active and not f.record_complete)::int as active_partial,
            count(*) filter (where f.record_complete)::int as whole
       from fighters f left join fighter_ratings r on r.fighter_id = f.id`,
  );
  const noContests = await db.query<{ organization: string; n: number }>(
    `select e.organization, count(*)::int as n from bouts b join events e on e.id = b.event_id where b.outcome_a = 'NC' group by 1 order by 2 desc, 1`,
  );
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

  // The organization of each fighter's last result, against the one the rankings job listed him under.
  const bookingMoves = await db.query<{ name: string; from: string; to: string }>(
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

  const pages = await db.query<{ title: string; revision_id: string; event_key: string | null; notes: string[] }>(
    `select title, revision_id::text, event_key, notes from source_pages where source = 'wikipedia' order by title`,
  );

  const titleChanges = await readTitleChanges(db, meta?.as_of ?? null);

  return {
    asOf: meta?.as_of ?? null,
    active,
    recent,
    retirements: {
      recorded: retired.length,
      activeBeforeRule,
      // A retirement dated after the ratings date (a curated row newer than the data) takes effect once results reach it.
      names: retired.map(
        (r) =>
          `${r.name} (${r.retired_on}; last bout ${r.last ?? 'none'}${meta?.as_of && r.retired_on > meta.as_of ? '; after the ratings date, not in effect yet' : ''})`,
      ),
    },
    deaths: deaths.map((d) => `${d.name} (${d.died_on}; last bout ${d.last ?? 'none'})`),
    titleChanges: { ...titleChanges, notApplied: notesOf('title-change') },
    aliases: { fighters: new Set(aliasRows.map((r) => r.fighter)).size, names: aliasRows.length, bySource, knownNamesNotAdded: notesOf('known-name') },
    nameConflicts: { count: conflicts.length, examples: conflicts.slice(0, 15) },
    records: {
      stated: stated.length,
      matching: stated.filter((r) => r.same).length,
      gaps: stated.filter((r) => !r.same).map(({ name, stated: s, ours }) => ({ name, stated: s, ours })),
      activeWithoutStated,
    },
    weighIns: weigh,
    merges: notesOf('merge'),
    idRefusals: notesOf('id-refusal'),
    nationalityConflicts: notesOf('nationality-conflict'),
    unreadCountries: notesOf('unread-country'),
    partialRecords: { active: partial.active, activePartial: partial.active_partial, whole: partial.whole },
    noContests: {
      total: noContests.reduce((sum, row) => sum + row.n, 0),
      byOrganization: Object.fromEntries(noContests.map((row) => [row.organization, row.n])),
      corrections: notesOf('result-correction'),
    },
    freshness: freshness.map((row) => ({
      organization: row.organization,
      latestResult: row.latest_result,
      ratedAsOf: row.rated_as_of,
      active: row.active,
      stale: row.stale,
      sourceStopped: row.source_stopped,
    })),
    bookingMoves,
    wikipedia: {
      pages: pages.length,
      eventPages: pages.filter((page) => page.event_key !== null).length,
      notes: pages.flatMap((page) => page.notes.map((note) => `${page.title} (revision ${page.revision_id}): ${note}`)),
    },
  };
}

function coverageLine(label: string, c: DivisionCoverage): string {
  const bases = ['bout', 'weigh-in', 'opponents'].map((basis) => `${basis} ${c.byBasis[basis] ?? 0}`).join(', ');
  return `${label}: ${c.withDivision} of ${c.fighters} have a division (${pct(c.withDivision, c.fighters)} %; ${bases}; none ${c.fighters - c.withDivision})`;
}

export function formatDataReport(report: DataReport): string {
  const lines = [
    `data report${report.asOf ? ` as of ${report.asOf}` : ' (no rankings yet: run an import first)'}`,
    coverageLine('divisions, active fighters (the active lists)', report.active),
    coverageLine(`divisions, fighters with a bout since ${report.recent.since}`, report.recent),
    `  target: 95 % of fighters active since ${report.recent.since}; 'weigh-in' and 'opponents' are shown as inferred`,
    `retirements applied: ${report.retirements.recorded} (${report.retirements.activeBeforeRule} of them taken out of active lists the 18-month rule alone would keep them in)`,
    ...report.retirements.names.map((name) => `  ${name}`),
    `deaths recorded: ${report.deaths.length} (age stops at the date; out of every active list)`,
    ...report.deaths.map((name) => `  ${name}`),
    `title changes without a bout (a champion stripped or vacating, an interim champion promoted; decision 044): ${report.titleChanges.recorded.length} recorded, ` +
      `${report.titleChanges.changeNothing.length} of them changing nothing (the bouts in our data disagree: he never held that belt here, or no bout was fought for it), ` +
      `${report.titleChanges.notYet.length} after the ratings date; ${report.titleChanges.notApplied.length} not applied`,
    ...report.titleChanges.recorded.map((line) => `  ${line}`),
    ...report.titleChanges.changeNothing.map((line) => `  changes nothing: ${line}`),
    ...report.titleChanges.notYet.map((line) => `  not in effect yet: ${line}`),
    ...report.titleChanges.notApplied.map((line) => `  not applied: ${line}`),
    `aliases: ${report.aliases.names} names of ${report.aliases.fighters} fighters (${
      Object.entries(report.aliases.bySource)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ') || 'none'
    })`,
    ...report.aliases.knownNamesNotAdded.map((note) => `  name fans use, not added: ${note}`),
    `name conflicts (sources name a fighter differently, not just spelled differently; the shown name follows decisions 015 and 037): ${report.nameConflicts.count}`,
    ...report.nameConflicts.examples.map((example) => `  ${example}`),
    `records: ${report.records.stated} fighters have a stated professional record, ${report.records.matching} match the bouts we hold up to its date; ` +
      `${report.records.activeWithoutStated} active fighters have none (their record is the bouts our sources hold)`,
    ...report.records.gaps.map((gap) => `  gap: ${gap.name} stated ${gap.stated}, our bouts then ${gap.ours}`),
    `weigh-ins: ${report.weighIns.rows} rows for ${report.weighIns.fighters} fighters`,
    `merges (one person found in two records, on evidence beyond the name; decision 037): ${report.merges.length}`,
    ...report.merges.map((line) => `  ${line}`),
    `ids refused (a record states another fighter's id, but no name of his fits or a bout of his is someone else's; kept apart, decision 037): ${report.idRefusals.length}`,
    ...report.idRefusals.map((line) => `  ${line}`),
    `nationality conflicts (sources name different countries; the shown one follows decision 037): ${report.nationalityConflicts.length}`,
    ...report.nationalityConflicts.map((line) => `  ${line}`),
    `country names no country list reads (those claims are ignored; add the spelling to normalise/countries.ts): ${report.unreadCountries.length}`,
    ...report.unreadCountries.map((line) => `  ${line}`),
    `partial records: ${report.partialRecords.activePartial} of ${report.partialRecords.active} active fighters have only part of their career held ` +
      `(recordComplete false); ${report.partialRecords.whole} fighters' records are whole by a stated record`,
    `no contests: ${report.noContests.total} (${
      Object.entries(report.noContests.byOrganization)
        .map(([org, n]) => `${org} ${n}`)
        .join(', ') || 'none'
    }); ` + `results corrected or added from recorded official results: ${report.noContests.corrections.length}`,
    ...report.noContests.corrections.map((line) => `  ${line}`),
    `freshness per organization (its latest result; the date its fighters are rated and counted active as of, where its source's data runs to; ` +
      `active fighters; 'stale' = the latest result of a promotion still running is more than a month before the ratings date: lists and fighter pages say "results through" it; ` +
      `'source stops' = the rating date is too: they also say our data for it stops there):`,
    ...report.freshness.map(
      (row) =>
        `  ${row.organization}: results through ${row.latestResult}${row.ratedAsOf ? `; rated as of ${row.ratedAsOf}` : ''}; ${row.active} active` +
        `${row.stale ? '; stale' : ''}${row.sourceStopped ? '; source stops' : ''}`,
    ),
    `listed under the promotion that booked them after their last result (decision 037, session 14): ${report.bookingMoves.length}`,
    ...report.bookingMoves.map((move) => `  ${move.name}: ${move.from} -> ${move.to}`),
    `wikipedia (decision 045): ${report.wikipedia.pages} pages read at recorded revisions, ${report.wikipedia.eventPages} of them event pages; ` +
      `rows left out: ${report.wikipedia.notes.length}`,
    ...report.wikipedia.notes.map((line) => `  ${line}`),
  ];
  return lines.join('\n');
}

/** Each recorded title change as a line, and which of them change nothing or wait for the data (inertTitleChanges). */
async function readTitleChanges(db: Queryable, asOf: string | null): Promise<Omit<DataReport['titleChanges'], 'notApplied'>> {
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

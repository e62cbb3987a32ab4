// What `npm run data:report` prints: how far the imported data goes toward what fans expect (issues 15 and 23) —
// divisions of active fighters by basis, retirements and title changes applied, aliases and name conflicts, record gaps, and (issue 23)
// merges, nationality conflicts, partial records, no contests and corrected results, freshness per organization, and the
// fighters a booking elsewhere moved to another organization.
// Reads the configured database after an import and the rankings job; writes nothing. Each section is read in
// report-sections.ts; format-data-report.ts writes the text.
import type { Queryable } from '../../data/db/database';
import {
  coverage,
  readAliases,
  readBookingMoves,
  readFreshness,
  readNoContests,
  readPartialRecords,
  readRetirementsAndDeaths,
  readStatedRecords,
  readTitleChanges,
  readWeighIns,
  readWikipediaPages,
} from './report-sections';

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

export async function buildDataReport(db: Queryable, recentSince = '2024-01-01'): Promise<DataReport> {
  const [meta] = await db.query<{ as_of: string | null }>(`select to_char(max(snapshot_date), 'YYYY-MM-DD') as as_of from ranking_snapshots`);
  const asOf = meta?.as_of ?? null;
  const notes = await db.query<{ kind: string; note: string }>(`select kind, note from import_notes order by kind, position`);
  const notesOf = (kind: string) => notes.filter((n) => n.kind === kind).map((n) => n.note);
  const { aliases, nameConflicts } = await readAliases(db);
  return {
    asOf,
    active: await coverage(db, 'is_active'),
    recent: { ...(await coverage(db, 'last_bout_date >= $1::date', [recentSince])), since: recentSince },
    ...(await readRetirementsAndDeaths(db, asOf)),
    titleChanges: { ...(await readTitleChanges(db, asOf)), notApplied: notesOf('title-change') },
    aliases: { ...aliases, knownNamesNotAdded: notesOf('known-name') },
    nameConflicts,
    records: await readStatedRecords(db),
    weighIns: await readWeighIns(db),
    merges: notesOf('merge'),
    idRefusals: notesOf('id-refusal'),
    nationalityConflicts: notesOf('nationality-conflict'),
    unreadCountries: notesOf('unread-country'),
    partialRecords: await readPartialRecords(db),
    noContests: { ...(await readNoContests(db)), corrections: notesOf('result-correction') },
    freshness: await readFreshness(db),
    bookingMoves: await readBookingMoves(db),
    wikipedia: await readWikipediaPages(db),
  };
}

// `npm run data:report`'s text: one line per section of the report (data-report.ts), then one indented line per item.
import type { DataReport, DivisionCoverage } from './data-report';

const pct = (part: number, whole: number) => (whole === 0 ? '0.0' : ((100 * part) / whole).toFixed(1));

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

// "Results through <date>" under a list for each promotion on it whose latest result is more than a month older than
// the newest (issue 23 item 7): the date the organization filter gives as its latestResult. Where our source for the
// promotion stopped, its fighters are also rated and measured for activity as of an earlier day (promotion-freshness.ts),
// which the note then says. Under every list of fighters: the ranking lists and the favourites.
import { formatShortDate } from './format-date';

/** A list row's promotion and its freshness (ranking rows and favourites carry both fields). */
interface Row {
  organization: string | null;
  resultsThrough?: string | null;
  ratedAsOf?: string | null;
  retiredOn?: string | null;
  diedOn?: string | null;
}

/**
 * Whether a fighter's promotion's "results through" speaks of him: not once his career has ended. A fighter who died
 * is rated as of that day, and a retired one's promotion's latest result says nothing about him unless his Rating
 * stops with the promotion's data. A favourites list holding Jordan Parsons (died 2016) read "Bellator MMA: results
 * through Oct 19, 2024" under it (session 37); his page never did.
 */
export const resultsThroughApplies = (row: Omit<Row, 'organization'>): boolean =>
  Boolean(row.resultsThrough) && !row.diedOn && !(row.retiredOn && !row.ratedAsOf);

/** "A and B" / "A, B and C". */
const joined = (parts: readonly string[]): string => (parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

export function ResultsThrough({ rows }: { rows: readonly Row[] }) {
  const through = new Map<string, string>();
  const ratedAsOf = new Map<string, string>();
  for (const row of rows) {
    if (!row.organization) continue;
    if (row.resultsThrough && resultsThroughApplies(row)) through.set(row.organization, row.resultsThrough);
    if (row.ratedAsOf) ratedAsOf.set(row.organization, row.ratedAsOf);
  }
  if (through.size === 0 && ratedAsOf.size === 0) return null;
  // "for A and B on Dec 14, 2024": promotions whose source stops on the same day, together.
  const byDate = new Map<string, string[]>();
  for (const [organization, date] of ratedAsOf) byDate.set(date, [...(byDate.get(date) ?? []), organization]);
  const stopped = [...byDate].map(([date, organizations]) => `for ${joined(organizations)} on ${formatShortDate(date)}`);
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="results-through">
      {through.size > 0
        ? `${[...through].map(([organization, date]) => `${organization}: results through ${formatShortDate(date)}`).join('; ')} (the latest ${through.size > 1 ? 'results' : 'result'} in our data).`
        : null}
      {stopped.length > 0
        ? ` Our data stops ${joined(stopped)}: ${ratedAsOf.size > 1 ? 'their' : 'its'} fighters are rated, and count as active, as of ${byDate.size > 1 ? 'those dates' : 'that date'}.`
        : null}
    </p>
  );
}

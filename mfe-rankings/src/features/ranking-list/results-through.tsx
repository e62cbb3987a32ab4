// "Results through <date>" under a list for each promotion on it whose data stops more than a month before the
// newest (issue 23 item 7): its fighters are rated and measured for activity as of that date (promotion-freshness.ts).
import type { RankedFighter } from '@fightrank/shared/contracts';
import { formatShortDate } from '@fightrank/shared/ui';

export function ResultsThrough({ rows }: { rows: readonly Pick<RankedFighter, 'organization' | 'resultsThrough'>[] }) {
  const through = new Map<string, string>();
  for (const row of rows) if (row.resultsThrough) through.set(row.organization, row.resultsThrough);
  if (through.size === 0) return null;
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="results-through">
      {[...through].map(([organization, date]) => `${organization}: results through ${formatShortDate(date)}`).join('; ')}. Our data for
      {through.size > 1 ? ' these promotions' : ' this promotion'} stops earlier than for others; {through.size > 1 ? 'their' : 'its'} fighters are rated, and
      count as active, as of {through.size > 1 ? 'those dates' : 'that date'}.
    </p>
  );
}

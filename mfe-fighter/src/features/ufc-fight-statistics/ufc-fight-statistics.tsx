// The UFC.com statistics set on the fighter page (issue 25, decision 048): a compact grid over the UFC bouts
// FightRank holds statistics for, with the period it covers, so a fan knows what the figures are of.
import { useQuery } from '@tanstack/react-query';
import type { UfcFightStats } from '@fightrank/shared/contracts';
import { fighterQueries } from '@fightrank/shared/queries';
import { Alert, Button, Skeleton } from '@fightrank/shared/ui';

const HEADING_ID = 'ufc-fight-statistics';

const perMinute = (value: number) => value.toFixed(2);
const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** "12:34": minutes and seconds, as UFC.com shows average fight time. */
function formatFightTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "UFC bouts 2015–2024 · 12 bouts"; one year is said once. */
function statisticsPeriod({ firstYear, lastYear, bouts }: UfcFightStats): string {
  const years = firstYear === lastYear ? String(firstYear) : `${firstYear}–${lastYear}`;
  return `UFC bouts ${years} · ${bouts} ${bouts === 1 ? 'bout' : 'bouts'}`;
}

/** Label and value of each figure, in UFC.com's order; a dash where there was nothing to measure. */
function statisticsFigures(stats: UfcFightStats): [string, string][] {
  return [
    ['Significant strikes landed per minute', perMinute(stats.significantStrikesLandedPerMinute)],
    ['Significant strikes absorbed per minute', perMinute(stats.significantStrikesAbsorbedPerMinute)],
    ['Striking accuracy', percent(stats.significantStrikeAccuracy)],
    ['Striking defence', percent(stats.significantStrikeDefence)],
    ['Takedowns per 15 minutes', perMinute(stats.takedownsPer15Minutes)],
    ['Takedown accuracy', percent(stats.takedownAccuracy)],
    ['Takedown defence', percent(stats.takedownDefence)],
    ['Submission attempts per 15 minutes', perMinute(stats.submissionAttemptsPer15Minutes)],
    ['Average fight time', formatFightTime(stats.averageFightSeconds)],
  ];
}

export function UfcFightStatistics({ fighterId }: { fighterId: string }) {
  const stats = useQuery(fighterQueries.stats(fighterId));
  return (
    <section aria-labelledby={HEADING_ID} className="space-y-2">
      <h2 id={HEADING_ID} className="text-lg font-semibold">
        UFC fight statistics
      </h2>
      {stats.isPending ? (
        <div role="status" aria-label="Loading fight statistics" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : stats.isError ? (
        <Alert title="Error" variant="destructive" action={<Button onClick={() => void stats.refetch()}>Try again</Button>}>
          The fight statistics did not load.
        </Alert>
      ) : !stats.data?.ufc ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          No UFC fight statistics: FightRank holds round-by-round statistics only for UFC bouts, and none for this fighter.
        </p>
      ) : (
        <>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="statistics-period">
            {statisticsPeriod(stats.data.ufc)}
          </p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {statisticsFigures(stats.data.ufc).map(([label, value]) => (
              <div key={label} className="rounded-md border border-zinc-200 px-3 py-2 dark:border-zinc-800">
                <dt className="text-xs text-zinc-600 dark:text-zinc-400">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

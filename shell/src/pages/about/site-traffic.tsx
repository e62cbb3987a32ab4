// "FightRank in numbers": page views counted by our own counter (no tracker, no cookie) and the
// fighters fans looked up most in the last seven days.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pageViewQueries } from '@fightrank/shared/queries';
import { fighterPath } from '@fightrank/shared/routing';
import { formatCount, formatShortDate } from '@fightrank/shared/ui';

export function SiteTraffic() {
  const summary = useQuery(pageViewQueries.summary());
  if (summary.isError) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Visitor figures are unavailable right now.</p>;
  if (!summary.data) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading visitor figures…</p>;
  const { totalViews, viewsThisWeek, viewsToday, countingSince, mostViewedFighters } = summary.data;
  const since = formatShortDate(countingSince);
  return (
    <div className="space-y-4" data-testid="site-traffic">
      <dl className="grid grid-cols-3 gap-3">
        {[
          { label: since ? `Page views since ${since}` : 'Page views', value: totalViews },
          { label: 'This week', value: viewsThisWeek },
          { label: 'Today', value: viewsToday },
        ].map((item) => (
          <div key={item.label} className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">{item.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatCount(item.value)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="font-semibold">Most viewed fighters this week</h3>
        {mostViewedFighters.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">No fighter pages viewed this week yet.</p>
        ) : (
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {mostViewedFighters.map((f) => (
              <li key={f.fighterId}>
                <Link className="text-brand-700 underline underline-offset-2 dark:text-brand-400" to={fighterPath(f.name, f.fighterId)}>
                  {f.name}
                </Link>{' '}
                <span className="text-sm text-zinc-600 dark:text-zinc-400">
                  ({formatCount(f.views)} {f.views === 1 ? 'view' : 'views'})
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { healthQueries } from '@fightrank/shared/queries';
import { usePageMeta } from '@fightrank/shared/ui';
import howRankingsWork from '../../../../docs/how-rankings-work.md';
import { ACCURACY_ROWS } from './about-facts';
import { DataSourcesList } from './data-sources-list';
import { Markdown } from './markdown';
import { SiteTraffic } from './site-traffic';

export function AboutPage() {
  usePageMeta('About', 'What FightRank is, where its data comes from and how its rankings work.');
  const health = useQuery(healthQueries.status());
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">About FightRank</h1>
      <p className="leading-relaxed">
        FightRank rates every professional MMA fighter from the public record of their bouts in the UFC, Bellator, PFL, ONE, Rizin, KSW, PRIDE, Strikeforce and
        many more organizations, ranks them in lists fans can filter and share, and lets fans keep a list of favourite fighters.
      </p>
      {health.data?.dataSource === 'demo' ? (
        <p
          data-testid="demo-data-notice"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          This installation shows generated demo data: the fighters, events and results are invented.
        </p>
      ) : null}
      <section className="space-y-3">
        <Markdown source={howRankingsWork.replace(/^# .*$/m, '# How rankings work')} headingOffset={1} />
      </section>
      <section className="space-y-2" aria-labelledby="accuracy-heading">
        <h2 id="accuracy-heading" className="mt-6 text-xl font-semibold">
          How accurate the ratings are
        </h2>
        <p className="leading-relaxed">
          Every UFC fight of 2023 and 2024, predicted using only the fights before it. Log loss measures how far the stated chances were from what happened:
          lower is better.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Prediction accuracy compared with simple baselines and the betting market</caption>
            <thead>
              <tr className="border-b border-zinc-200 text-left dark:border-zinc-800">
                <th scope="col" className="py-2 pr-3">
                  Predictor
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Winner picked
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Log loss
                </th>
                <th scope="col" className="hidden py-2 sm:table-cell">
                  Note
                </th>
              </tr>
            </thead>
            <tbody>
              {ACCURACY_ROWS.map((row) => (
                <tr key={row.predictor} className="border-b border-zinc-100 dark:border-zinc-800/80">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {row.predictor}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.accuracy}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.logLoss}</td>
                  <td className="hidden py-2 text-zinc-600 sm:table-cell dark:text-zinc-400">{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="space-y-2" aria-labelledby="sources-heading">
        <h2 id="sources-heading" className="mt-6 text-xl font-semibold">
          Where the data comes from
        </h2>
        <DataSourcesList />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Records and ratings count only the bouts these sources list: a fighter&apos;s early regional fights are often missing, so a record here can be shorter
          than the one on their official profile. Betting odds are used only to check our predictions, never to rate fighters.
        </p>
      </section>
      <section className="space-y-2" aria-labelledby="traffic-heading">
        <h2 id="traffic-heading" className="mt-6 text-xl font-semibold">
          FightRank in numbers
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Counted by our own page-view counter: no third-party tracker, no cookie, and bots are left out.
        </p>
        <SiteTraffic />
      </section>
    </article>
  );
}

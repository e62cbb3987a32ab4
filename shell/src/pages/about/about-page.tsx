import { useQuery } from '@tanstack/react-query';
import { healthQueries } from '@fightrank/shared/queries';
import { usePageMeta } from '@fightrank/shared/ui';
import howRankingsWork from '../../../../docs/how-rankings-work.md';
import { Markdown } from './markdown';

const SOURCES = [
  { name: 'ufcstats.com', via: 'the scrape_ufc_stats dataset (refreshed daily)', what: 'every UFC event, bout and result since 1993; tale of the tape' },
  { name: 'jds-mma-data', via: 'MIT licence', what: 'Bellator, PFL, ONE, Rizin, KSW, PRIDE, Strikeforce, WEC, DREAM and more; fight statistics; nationality; birth dates' },
  { name: 'Tapology and Bet MMA', via: 'through jds-mma-data', what: 'nationality and birth dates' },
];

export function AboutPage() {
  usePageMeta('About', 'What FightRank is, where its data comes from and how its rankings work.');
  const health = useQuery(healthQueries.status());
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">About FightRank</h1>
      <p className="leading-relaxed">
        FightRank rates every professional MMA fighter from the public record of their bouts in the UFC, Bellator, PFL,
        ONE, Rizin, KSW, PRIDE, Strikeforce and many more organizations, and lets fans vote, keep favourites and predict
        fights.
      </p>
      {health.data?.dataSource === 'demo' ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          This installation shows generated demo data: the fighters, events and results are invented.
        </p>
      ) : null}
      <section className="space-y-3">
        <Markdown source={howRankingsWork.replace(/^# .*$/m, '# How rankings work')} headingOffset={1} />
      </section>
      <section className="space-y-2">
        <h2 className="mt-6 text-xl font-semibold">Where the data comes from</h2>
        <ul className="list-disc space-y-1 pl-6">
          {SOURCES.map((s) => (
            <li key={s.name}>
              <strong>{s.name}</strong> ({s.via}): {s.what}.
            </li>
          ))}
        </ul>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Records and ratings count only the bouts these sources list: a fighter&apos;s early regional fights are often
          missing, so a record here can be shorter than the one on their official profile. Betting odds are used only to
          check our predictions, never to rate fighters.
        </p>
      </section>
    </article>
  );
}

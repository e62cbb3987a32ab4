// What a visitor sees at an address with no page: a real heading, what happened, and ways on. The
// server answers the same paths with HTTP 404 (api/src/http/pages), so search engines and link checkers agree.
import { Link } from 'react-router';
import { paths } from '@fightrank/shared/routing';
import { usePageMeta } from '@fightrank/shared/ui';

const WAYS_ON = [
  { to: paths.poundForPound, label: 'Pound-for-pound rankings' },
  { to: paths.globalRankings, label: 'Global rankings' },
  { to: paths.weightClassRankings, label: 'Rankings by weight class' },
  { to: paths.goatRankings, label: 'GOAT rankings' },
  { to: paths.about, label: 'About FightRank' },
];

export function NotFoundPage() {
  usePageMeta('Page not found', 'This page does not exist on FightRank.');
  return (
    <section className="mx-auto max-w-xl space-y-4 py-6" data-testid="not-found">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-400">Error 404</p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-zinc-700 dark:text-zinc-300">
        There is nothing at this address. The link may be mistyped, or the page may have moved. Search for a fighter above, or try one of these:
      </p>
      <ul className="space-y-2">
        {WAYS_ON.map((way) => (
          <li key={way.to}>
            <Link
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-400 dark:hover:text-brand-100"
              to={way.to}
            >
              {way.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

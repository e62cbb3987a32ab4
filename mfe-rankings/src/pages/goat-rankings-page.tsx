import { paths, siteRouteText } from '@fightrank/shared/routing';
import { usePageMeta } from '@fightrank/shared/ui';
import { RankingScreen } from '../features/ranking-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

// The heading and lead live with the route table: the server puts them in this page's HTML too.
const { title: TITLE, description: DESCRIPTION } = siteRouteText(paths.goatRankings);

export default function GoatRankingsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <section className={REMOTE_SCOPE_CLASS} aria-labelledby="ranking-title">
      <RankingScreen kind="goat" title={TITLE} subtitle={DESCRIPTION} caption="All-time greatest fighters" />
      <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-300" data-testid="goat-partial-careers">
        Careers we hold only in part: the GOAT score counts only the bouts FightRank holds (peak rating, years in a division&rsquo;s top 5, wins over top-10
        opponents, title wins, losses while in the top 5). Bouts before our sources begin are not scored, so a fighter whose record is marked
        &ldquo;since&rdquo; a year can rank below what the whole career earned; the full professional record, where a source states it, is on the
        fighter&rsquo;s page. Each row names the organization and division of most of the career&rsquo;s bouts, not of the last one.
      </p>
    </section>
  );
}

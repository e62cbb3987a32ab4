import { paths, siteRouteText } from '@fightrank/shared/routing';
import { usePageMeta } from '@fightrank/shared/ui';
import { RankingScreen } from '../features/ranking-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

// The heading and lead live with the route table: the server puts them in this page's HTML too.
const { title: TITLE, description: DESCRIPTION } = siteRouteText(paths.globalRankings);

export default function GlobalRankingsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <section className={REMOTE_SCOPE_CLASS} aria-labelledby="ranking-title">
      <RankingScreen kind="global" title={TITLE} subtitle={DESCRIPTION} caption="Global rankings" />
    </section>
  );
}

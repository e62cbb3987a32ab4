import { usePageMeta } from '@fightrank/shared/ui';
import { RankingScreen } from '../features/ranking-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

const TITLE = 'Global Rankings';
const DESCRIPTION = 'Every rated fighter in the world, ranked by FightRank rating, with the biggest movers since the last update.';

export default function GlobalRankingsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <section className={REMOTE_SCOPE_CLASS} aria-labelledby="ranking-title">
      <RankingScreen kind="global" title={TITLE} subtitle={DESCRIPTION} caption="Global rankings" />
    </section>
  );
}

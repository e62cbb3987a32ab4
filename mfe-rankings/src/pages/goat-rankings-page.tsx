import { usePageMeta } from '@fightrank/shared/ui';
import { RankingScreen } from '../features/ranking-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

const TITLE = 'GOAT Rankings';
const DESCRIPTION = 'The greatest mixed martial artists of all time, by FightRank rating.';

export default function GoatRankingsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <section className={REMOTE_SCOPE_CLASS} aria-labelledby="ranking-title">
      <RankingScreen kind="goat" title={TITLE} subtitle={DESCRIPTION} caption="All-time greatest fighters" />
    </section>
  );
}

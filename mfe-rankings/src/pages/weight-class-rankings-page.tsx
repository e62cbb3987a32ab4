import { usePageMeta } from '@fightrank/shared/ui';
import { RankingScreen } from '../features/ranking-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

const TITLE = 'Rankings by Weight Class';
const DESCRIPTION = 'The best fighters in each weight class, by FightRank rating.';

export default function WeightClassRankingsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <section className={REMOTE_SCOPE_CLASS} aria-labelledby="ranking-title">
      <RankingScreen kind="weight-class" title={TITLE} subtitle={DESCRIPTION} caption="Weight class rankings" />
    </section>
  );
}

import { usePageMeta } from '@fightrank/shared/ui';
import { RankingScreen } from '../features/ranking-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

const TITLE = 'Pound For Pound';
const DESCRIPTION = 'The best fighters in the world regardless of weight, by FightRank rating.';

export default function PoundForPoundPage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <section className={REMOTE_SCOPE_CLASS} aria-labelledby="ranking-title">
      <RankingScreen kind="pound-for-pound" title={TITLE} subtitle={DESCRIPTION} caption="Pound for pound rankings" />
    </section>
  );
}

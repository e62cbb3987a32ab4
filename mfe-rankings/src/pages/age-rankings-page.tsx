import { usePageMeta } from '@fightrank/shared/ui';
import { RankingScreen } from '../features/ranking-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

const TITLE = 'Rankings by Age Group';
const DESCRIPTION = 'The best fighters in each age group, by FightRank rating.';

export default function AgeRankingsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <section className={REMOTE_SCOPE_CLASS} aria-labelledby="ranking-title">
      <RankingScreen kind="age" title={TITLE} subtitle={DESCRIPTION} caption="Age group rankings" />
    </section>
  );
}

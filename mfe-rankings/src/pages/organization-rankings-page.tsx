import { usePageMeta } from '@fightrank/shared/ui';
import { RankingScreen } from '../features/ranking-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

const TITLE = 'Rankings by Organization';
const DESCRIPTION = 'The best fighters in each organization, by FightRank rating.';

export default function OrganizationRankingsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <section className={REMOTE_SCOPE_CLASS} aria-labelledby="ranking-title">
      <RankingScreen kind="organization" title={TITLE} subtitle={DESCRIPTION} caption="Organization rankings" />
    </section>
  );
}

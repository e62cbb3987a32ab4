import { usePageMeta } from '@fightrank/shared/ui';
import { RankingScreen } from '../features/ranking-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

const TITLE = 'Rankings by Country';
const DESCRIPTION = 'The best fighters from each country, by FightRank rating.';

export default function CountryRankingsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  return (
    <section className={REMOTE_SCOPE_CLASS} aria-labelledby="ranking-title">
      <RankingScreen kind="country" title={TITLE} subtitle={DESCRIPTION} caption="Country rankings" />
    </section>
  );
}

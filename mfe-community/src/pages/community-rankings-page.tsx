import { usePageMeta } from '@fightrank/shared/ui';
import { CommunityRankings } from '../features/community-rankings/community-rankings';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function CommunityRankingsPage() {
  usePageMeta('Community Rankings', 'Fighters ranked by the votes of FightRank fans in fantasy matchups.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <CommunityRankings />
    </div>
  );
}

import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function CommunityRankingsPage() {
  usePageMeta('Community Rankings', 'Ranks calculated based on community votes.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Community Rankings" remote="mfe_community" />
    </div>
  );
}

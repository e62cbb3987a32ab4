import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function ProfilePage() {
  usePageMeta('Profile', 'Your FightRank profile.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Profile" remote="mfe_account" />
    </div>
  );
}

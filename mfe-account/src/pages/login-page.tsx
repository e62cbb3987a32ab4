import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function LoginPage() {
  usePageMeta('Sign in', 'Sign in to FightRank.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Sign in" remote="mfe_account" />
    </div>
  );
}

import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function RegisterPage() {
  usePageMeta('Register', 'Create a FightRank account.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Register" remote="mfe_account" />
    </div>
  );
}

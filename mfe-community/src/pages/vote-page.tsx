import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function VotePage() {
  usePageMeta('Fantasy Matches', 'Vote on fantasy matchups.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Fantasy Matches" remote="mfe_community" />
    </div>
  );
}

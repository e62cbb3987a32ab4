import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function EventsPage() {
  usePageMeta('Events', 'Past and upcoming MMA events.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Events" remote="mfe_fighter" />
    </div>
  );
}

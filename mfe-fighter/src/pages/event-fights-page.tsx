import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function EventFightsPage() {
  usePageMeta('Event', 'The bouts of this event.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Event" remote="mfe_fighter" />
    </div>
  );
}

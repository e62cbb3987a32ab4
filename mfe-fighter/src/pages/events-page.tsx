import { usePageMeta } from '@fightrank/shared/ui';
import { EventList } from '../features/events/event-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function EventsPage() {
  usePageMeta('Events', 'Past and upcoming MMA events, by organization.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">Events</h1>
        <EventList />
      </div>
    </div>
  );
}

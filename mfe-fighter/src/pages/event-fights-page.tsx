import { useParams } from 'react-router';
import { EventCard } from '../features/events/event-card';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function EventFightsPage() {
  const { id = '' } = useParams();
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <EventCard eventId={id} />
    </div>
  );
}

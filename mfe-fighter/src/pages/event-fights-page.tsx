import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function EventFightsPage() {
  usePageMeta('Event', 'The bouts of this event.');
  return <PlaceholderPage title="Event" remote="mfe_fighter" />;
}

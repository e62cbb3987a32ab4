import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function EventsPage() {
  usePageMeta('Events', 'Past and upcoming MMA events.');
  return <PlaceholderPage title="Events" remote="mfe_fighter" />;
}

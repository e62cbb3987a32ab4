import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function FighterOverviewPage() {
  usePageMeta('Fighter', 'Fighter overview: rating, record and stats.');
  return <PlaceholderPage title="Fighter" remote="mfe_fighter" />;
}

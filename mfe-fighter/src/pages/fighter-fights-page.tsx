import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function FighterFightsPage() {
  usePageMeta('Fights', 'Every bout of this fighter.');
  return <PlaceholderPage title="Fights" remote="mfe_fighter" />;
}

import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function PredictionsPage() {
  usePageMeta('Predictions', 'Predict upcoming fights.');
  return <PlaceholderPage title="Predictions" remote="mfe_community" />;
}

import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function GoatRankingsPage() {
  usePageMeta('GOAT Rankings', 'The greatest fighters of all time.');
  return <PlaceholderPage title="GOAT Rankings" remote="mfe_rankings" />;
}

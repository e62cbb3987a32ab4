import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function CountryRankingsPage() {
  usePageMeta('Rankings by Country', 'The best fighters from each country.');
  return <PlaceholderPage title="Rankings by Country" remote="mfe_rankings" />;
}

import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function OrganizationRankingsPage() {
  usePageMeta('Rankings by Organization', 'The best fighters in each organization.');
  return <PlaceholderPage title="Rankings by Organization" remote="mfe_rankings" />;
}

import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function AgeRankingsPage() {
  usePageMeta('Rankings by Age Group', 'The best fighters in each age group.');
  return <PlaceholderPage title="Rankings by Age Group" remote="mfe_rankings" />;
}

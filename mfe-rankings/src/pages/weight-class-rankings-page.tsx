import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function WeightClassRankingsPage() {
  usePageMeta('Rankings by Weight Class', 'FightRank rankings for each weight class.');
  return <PlaceholderPage title="Rankings by Weight Class" remote="mfe_rankings" />;
}

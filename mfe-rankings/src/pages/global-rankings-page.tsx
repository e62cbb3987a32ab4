import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function GlobalRankingsPage() {
  usePageMeta('Global Rankings', 'Every rated fighter, ranked by FightRank rating.');
  return <PlaceholderPage title="Global Rankings" remote="mfe_rankings" />;
}

import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function PoundForPoundPage() {
  usePageMeta('Pound For Pound', 'The best fighters in the world regardless of weight, by FightRank rating.');
  return <PlaceholderPage title="Pound For Pound" remote="mfe_rankings" />;
}

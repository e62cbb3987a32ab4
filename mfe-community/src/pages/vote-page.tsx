import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function VotePage() {
  usePageMeta('Fantasy Matches', 'Vote on fantasy matchups.');
  return <PlaceholderPage title="Fantasy Matches" remote="mfe_community" />;
}

import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function CommunityRankingsPage() {
  usePageMeta('Community Rankings', 'Ranks calculated based on community votes.');
  return <PlaceholderPage title="Community Rankings" remote="mfe_community" />;
}

import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function ProfilePage() {
  usePageMeta('Profile', 'Your FightRank profile.');
  return <PlaceholderPage title="Profile" remote="mfe_account" />;
}

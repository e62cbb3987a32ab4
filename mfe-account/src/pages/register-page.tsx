import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function RegisterPage() {
  usePageMeta('Register', 'Create a FightRank account.');
  return <PlaceholderPage title="Register" remote="mfe_account" />;
}

import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function LoginPage() {
  usePageMeta('Sign in', 'Sign in to FightRank.');
  return <PlaceholderPage title="Sign in" remote="mfe_account" />;
}

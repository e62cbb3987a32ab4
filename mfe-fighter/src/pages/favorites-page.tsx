import { usePageMeta } from '@fightrank/shared/ui';
import { PlaceholderPage } from '../components/placeholder-page';
import '../styles.css';

export default function FavoritesPage() {
  usePageMeta('Favorites', 'Your favourite fighters.');
  return <PlaceholderPage title="Favorites" remote="mfe_fighter" />;
}

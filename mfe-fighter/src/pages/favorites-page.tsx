import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FavoritesPage() {
  usePageMeta('Favorites', 'Your favourite fighters.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Favorites" remote="mfe_fighter" />
    </div>
  );
}

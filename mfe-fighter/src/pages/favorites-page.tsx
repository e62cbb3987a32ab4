import { useRef } from 'react';
import { usePageMeta } from '@fightrank/shared/ui';
import { FavoritesList } from '../features/favorites/favorites-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FavoritesPage() {
  usePageMeta('Favorites', 'Your favourite fighters, with their rating and rank.');
  // Focusable from script only: where focus goes when the last favourite is removed.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <div className="space-y-4">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
          Favorites
        </h1>
        <FavoritesList headingRef={heading} />
      </div>
    </div>
  );
}

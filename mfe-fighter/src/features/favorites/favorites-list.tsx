// The favourites screen (spec §3/§4/§5/§8): this browser's `favoritesFighters` list, shown as rows from
// POST /api/rankings/favorites. Ids that name no fighter any more (a merged or removed record) are dropped from
// the stored list with a note, so the page keeps working; an empty list explains how to add fighters.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FavoriteFighter } from '@fightrank/shared/contracts';
import { fighterQueries } from '@fightrank/shared/queries';
import { href, paths } from '@fightrank/shared/routing';
import { FAVORITES_LIMIT, useFavoritesStore } from '@fightrank/shared/stores';
import { Alert, NationalityFlag, PartialRecord, RankChangeIndicator, Skeleton, formatRating } from '@fightrank/shared/ui';
import { FavoriteToggle } from '../../components/favorite-toggle';

export function FavoritesList() {
  const ids = useFavoritesStore((s) => s.ids);
  const removeMissing = useFavoritesStore((s) => s.removeMissing);
  const favorites = useQuery(fighterQueries.favorites(ids));
  const [dropped, setDropped] = useState(0);

  // Only ids the server did not return are dropped, and only once the answer is for this very list.
  useEffect(() => {
    if (!favorites.data || favorites.isPlaceholderData) return;
    const known = new Set(favorites.data.map((f) => f.fighterId));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) {
      removeMissing(missing);
      setDropped((n) => n + missing.length);
    }
  }, [favorites.data, favorites.isPlaceholderData, ids, removeMissing]);

  if (ids.length === 0) {
    return (
      <div className="space-y-4">
        {dropped ? <DroppedNote count={dropped} /> : null}
        <Alert title="No favorites yet">
          Open any fighter and press <strong>☆ Add to favorites</strong>: they appear here, on this device, with their rating and rank. Start with the{' '}
          <Link to={paths.poundForPound} className="underline">
            pound-for-pound rankings
          </Link>
          .
        </Alert>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {dropped ? <DroppedNote count={dropped} /> : null}
      <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="favorites-count">
        {ids.length} of {FAVORITES_LIMIT} favorites, kept in this browser.
      </p>
      {favorites.isError ? (
        <Alert variant="destructive" title="Error">
          Failed to load your favorites. Please try again later.
        </Alert>
      ) : null}
      {favorites.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading favorites">
          {Array.from({ length: Math.min(ids.length, 10) }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : null}
      {favorites.data ? (
        <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {favorites.data.map((fighter) => (
            <FavoriteRow key={fighter.fighterId} fighter={fighter} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function DroppedNote({ count }: { count: number }) {
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950 dark:text-amber-200" role="status">
      {count === 1 ? 'One saved favorite no longer exists' : `${count} saved favorites no longer exist`} in our data and {count === 1 ? 'was' : 'were'} removed
      from your list.
    </p>
  );
}

function FavoriteRow({ fighter }: { fighter: FavoriteFighter }) {
  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="favorite-row">
      <span className="w-12 text-right font-semibold tabular-nums">{fighter.currentRank ? `#${fighter.currentRank}` : '—'}</span>
      <span className="w-10">{fighter.currentRank ? <RankChangeIndicator currentRank={fighter.currentRank} previousRank={fighter.previousRank} /> : null}</span>
      <NationalityFlag nationality={fighter.nationality} countryCode={fighter.countryCode} />
      <span className="min-w-0 flex-1">
        <Link to={href.fighter({ name: fighter.fighterName, id: fighter.fighterId })} className="font-medium hover:underline">
          {fighter.fighterName}
        </Link>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">
          {[fighter.organization, fighter.weightClass].filter(Boolean).join(' · ') || 'Unrated'}
        </span>
        {/* A phone has no room for the rating and record columns: they ride under the name, as on the ranking rows. */}
        <span className="block text-xs tabular-nums text-zinc-700 sm:hidden dark:text-zinc-300" data-testid="favorite-row-compact">
          {formatRating(fighter.rating)} · {fighter.totalWins}-{fighter.totalLosses}
          <PartialRecord row={fighter} className="text-[0.7rem]" />
        </span>
      </span>
      <span className="hidden w-20 text-right tabular-nums sm:inline">{formatRating(fighter.rating)}</span>
      <span className="hidden w-32 whitespace-nowrap text-right tabular-nums sm:inline">
        {fighter.totalWins}-{fighter.totalLosses}
        <PartialRecord row={fighter} className="text-xs" />
      </span>
      <FavoriteToggle fighterId={fighter.fighterId} fighterName={fighter.fighterName} compact />
    </li>
  );
}

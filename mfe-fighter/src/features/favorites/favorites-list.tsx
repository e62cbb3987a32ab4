// The favourites screen (spec §3/§4/§5/§8): this browser's `favoritesFighters` list, shown as rows from
// POST /api/rankings/favorites. Ids that name no fighter any more (a merged or removed record) are dropped from
// the stored list with a note, so the page keeps working; an empty list explains how to add fighters.
// Removing a fighter here says so as the fighter page does ('{fighter} removed from favorites', 2 s, spec §8), in a
// line of the list rather than on the row, which goes at once; keyboard focus moves to the next row's button (the
// previous row's after the last, the page heading when none is left), never to the page's body.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FavoriteFighter } from '@fightrank/shared/contracts';
import { fighterQueries } from '@fightrank/shared/queries';
import { href, paths } from '@fightrank/shared/routing';
import { FAVORITES_LIMIT, useFavoritesStore } from '@fightrank/shared/stores';
import {
  Alert,
  NationalityFlag,
  RowRecord,
  RankChangeIndicator,
  ResultsThrough,
  Skeleton,
  cn,
  formatRank,
  formatRating,
  formatShortDate,
  retiredMark,
} from '@fightrank/shared/ui';
import { LoadError } from '../../components/load-error';
import { FavoriteToggle, type FavoriteToggled } from '../../components/favorite-toggle';
import { timedMessageClass, useTimedMessage, type TimedMessage } from '../../components/use-timed-message';

/** `headingRef`: the page's heading (focusable), where focus goes when the last favourite is removed. */
export function FavoritesList({ headingRef }: { headingRef?: RefObject<HTMLElement | null> }) {
  const ids = useFavoritesStore((s) => s.ids);
  const removeMissing = useFavoritesStore((s) => s.removeMissing);
  // The rows already shown stay while the shorter list is asked for, less the one removed: it goes at once and the
  // list does not blink to skeletons under the fan's finger.
  const favorites = useQuery({ ...fighterQueries.favorites(ids), placeholderData: keepPreviousData });
  const rows = favorites.data?.filter((fighter) => ids.includes(fighter.fighterId));
  const [dropped, setDropped] = useState(0);
  const [message, showMessage] = useTimedMessage();
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const [focusNext, setFocusNext] = useState<{ fighterId: number | null } | null>(null);

  // After a removal has re-rendered the list without its row.
  useEffect(() => {
    if (!focusNext) return;
    const target = focusNext.fighterId === null ? headingRef?.current : removeButtons.current.get(focusNext.fighterId);
    target?.focus();
    setFocusNext(null);
  }, [focusNext, headingRef]);

  const onToggled = (index: number, toggled: FavoriteToggled) => {
    showMessage({ text: toggled.text, error: toggled.error });
    if (toggled.isFavorite || !rows) return;
    const next = rows[index + 1] ?? rows[index - 1];
    setFocusNext({ fighterId: next?.fighterId ?? null });
  };

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

  // One parent for both states, so the message's live region stays the same element when the last row goes.
  return (
    <div className="space-y-3">
      <FavoriteMessage message={message} />
      {dropped ? <DroppedNote count={dropped} /> : null}
      {ids.length === 0 ? (
        <Alert title="No favorites yet">
          Open any fighter and press <strong>☆ Add to favorites</strong>: they appear here, on this device, with their rating and rank. Start with the{' '}
          <Link to={paths.poundForPound} className="underline">
            pound-for-pound rankings
          </Link>
          .
        </Alert>
      ) : (
        <>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="favorites-count">
            {ids.length} of {FAVORITES_LIMIT} favorites, kept in this browser. Each # is the fighter&rsquo;s global rank.
          </p>
          {favorites.isError ? (
            <LoadError
              message="Failed to load your favorites. Please try again later."
              retrying={favorites.isFetching}
              onRetry={() => void favorites.refetch()}
            />
          ) : null}
          {favorites.isPending ? (
            <div className="space-y-2" role="status" aria-label="Loading favorites">
              {Array.from({ length: Math.min(ids.length, 10) }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : null}
          {rows ? (
            <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
              {rows.map((fighter, index) => (
                <FavoriteRow
                  key={fighter.fighterId}
                  fighter={fighter}
                  onToggled={(toggled) => onToggled(index, toggled)}
                  buttonRef={(button) => {
                    if (button) removeButtons.current.set(fighter.fighterId, button);
                    else removeButtons.current.delete(fighter.fighterId);
                  }}
                />
              ))}
            </ul>
          ) : null}
          {rows ? <ResultsThrough rows={rows} /> : null}
        </>
      )}
    </div>
  );
}

/**
 * A live region that is always there (empty, it is only for screen readers), so the text put in it is announced;
 * it shows as the fighter page's tooltip does while there is one.
 */
function FavoriteMessage({ message }: { message: TimedMessage | null }) {
  return (
    <p role="status" data-testid="favorite-tooltip" className={message ? cn('w-max max-w-full', timedMessageClass(message)) : 'sr-only'}>
      {message?.text}
    </p>
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

function FavoriteRow({
  fighter,
  onToggled,
  buttonRef,
}: {
  fighter: FavoriteFighter;
  onToggled: (toggled: FavoriteToggled) => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="favorite-row">
      <span className="min-w-12 shrink-0 text-right font-semibold tabular-nums" title="Global rank">
        {fighter.currentRank ? (
          <>
            <span className="sr-only">Global rank </span>
            {formatRank(fighter.currentRank)}
          </>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">No global rank</span>
          </>
        )}
      </span>
      <span className="min-w-10 shrink-0">
        {fighter.currentRank ? <RankChangeIndicator currentRank={fighter.currentRank} previousRank={fighter.previousRank} /> : null}
      </span>
      <NationalityFlag nationality={fighter.nationality} countryCode={fighter.countryCode} keepSpace />
      <span className="min-w-0 flex-1">
        <Link to={href.fighter({ name: fighter.fighterName, id: fighter.fighterId })} className="font-medium hover:underline">
          {fighter.fighterName}
        </Link>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">
          {[fighter.organization, fighter.weightClass].filter(Boolean).join(' · ') || 'Unrated'}
        </span>
        <LeftTheSport fighter={fighter} />
        {/* A phone has no room for the rating and record columns: they ride under the name, as on the ranking rows. */}
        <span className="block text-xs tabular-nums text-zinc-700 sm:hidden dark:text-zinc-300" data-testid="favorite-row-compact">
          {formatRating(fighter.rating)} · <RowRecord row={fighter} markClassName="text-[0.7rem]" />
        </span>
      </span>
      <span className="hidden w-20 text-right tabular-nums sm:inline">{formatRating(fighter.rating)}</span>
      <span className="hidden w-32 whitespace-nowrap text-right tabular-nums sm:inline">
        <RowRecord row={fighter} markClassName="text-xs" />
      </span>
      <FavoriteToggle fighterId={fighter.fighterId} fighterName={fighter.fighterName} compact onToggled={onToggled} buttonRef={buttonRef} />
    </li>
  );
}

/**
 * Why a favourite's row is quiet: he died (the global list holds the living, so his rank reads "—") or retired. Without
 * it, a fan who kept a fighter who has died saw a dash where a rank was and nothing saying why (QA session 35).
 */
function LeftTheSport({ fighter }: { fighter: FavoriteFighter }) {
  const text = fighter.diedOn ? `Died ${formatShortDate(fighter.diedOn)}` : (retiredMark(fighter)?.shown ?? null);
  if (!text) return null;
  return (
    <span className="block text-xs text-zinc-600 dark:text-zinc-400" data-testid="favorite-left-sport">
      {text}
    </span>
  );
}

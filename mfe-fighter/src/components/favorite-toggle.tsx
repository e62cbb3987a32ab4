// Spec §4/§5/§8 favourite toggle: adds or removes the fighter from this browser's list (cap 50). Each action
// shows a tooltip for 2 s: '{fighter} added to favorites' / '{fighter} removed from favorites', or the red
// 'Cannot add more than 50 favorites' when the list is full.
import { useState, type MouseEvent, type Ref } from 'react';
import { useFavoritesStore } from '@fightrank/shared/stores';
import { cn } from '@fightrank/shared/ui';
import { timedMessageClass, useTimedMessage, type TimedMessage } from './use-timed-message';

export function favoriteMessage(name: string, added: boolean): string {
  return `${name} ${added ? 'added to' : 'removed from'} favorites`;
}

/** What a press did: the message to show, and whether the fighter is a favourite now. */
export interface FavoriteToggled extends TimedMessage {
  isFavorite: boolean;
}

export interface FavoriteToggleProps {
  fighterId: number;
  fighterName: string;
  compact?: boolean;
  /**
   * Given, the caller shows the message instead of the toggle's own tooltip: on the favourites page a removal takes
   * the row, and this button with it, away at once, so a tooltip here would vanish before anyone read it.
   */
  onToggled?: (toggled: FavoriteToggled) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

export function FavoriteToggle({ fighterId, fighterName, compact = false, onToggled, buttonRef }: FavoriteToggleProps) {
  const isFavorite = useFavoritesStore((s) => s.ids.includes(fighterId));
  const toggleFavorite = useFavoritesStore((s) => s.toggleFavorite);
  const [tooltip, showTooltip] = useTimedMessage();
  // Under the button, from its left edge, or from its right edge when the button sits in the right half of the window (a
  // wide header puts it at the right, where a message running rightward was cut off; the button's own width changes as
  // its words do, so its half of the window is the steady test).
  const [opensLeftward, setOpensLeftward] = useState(false);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget.getBoundingClientRect();
    setOpensLeftward(button.left + button.width / 2 > window.innerWidth / 2);
    const result = toggleFavorite(fighterId);
    const message = result.ok ? { text: favoriteMessage(fighterName, result.added), error: false } : { text: result.message, error: true };
    if (onToggled) onToggled({ ...message, isFavorite: result.ok ? result.added : isFavorite });
    else showTooltip(message);
  };

  // The accessible name starts with the words the button shows, then whose they are (WCAG 2.5.3, label in name):
  // voice control users say what they see. aria-pressed carries the state, so the words stay short.
  const visibleText = isFavorite ? 'Favorite' : 'Add to favorites';
  const label = `${visibleText}: ${fighterName}`;
  return (
    <span className="relative inline-flex">
      <button
        ref={buttonRef}
        type="button"
        onClick={onClick}
        aria-pressed={isFavorite}
        aria-label={label}
        title={label}
        className={cn(
          'inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm font-medium transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600',
          isFavorite
            ? 'border-amber-400 bg-amber-50 text-amber-700 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-300'
            : 'border-zinc-300 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800',
        )}
      >
        <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
        {compact ? null : <span>{visibleText}</span>}
      </button>
      {tooltip ? (
        <span
          role={tooltip.error ? 'alert' : 'status'}
          data-testid="favorite-tooltip"
          className={cn('absolute top-full z-20 mt-1 w-max max-w-[16rem]', opensLeftward ? 'right-0' : 'left-0', timedMessageClass(tooltip))}
        >
          {tooltip.text}
        </span>
      ) : null}
    </span>
  );
}

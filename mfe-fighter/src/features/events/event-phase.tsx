// What a card is now, in words a fan reads the same on the list and on the card: still to come, happened but its
// results are not imported (a scheduled card dated before today, UTC: decision 047; "not in yet" for a week, then
// "not in our data"), done, or called off.
import type { EventSummary } from '@fightrank/shared/contracts';
import { cn } from '@fightrank/shared/ui';
import { awaitingResultsLabel, MISSING_RESULTS } from '../../components/pending-result';

type Phase = 'upcoming' | 'awaiting-results' | 'completed' | 'cancelled';

type Card = Pick<EventSummary, 'status' | 'awaitingResults' | 'date'>;

export function eventPhase(event: Card): Phase {
  if (event.status === 'cancelled') return 'cancelled';
  if (event.status === 'completed') return 'completed';
  return event.awaitingResults ? 'awaiting-results' : 'upcoming';
}

/**
 * What a bout without a result says: it is to come, or it has happened and we do not have its result: on a card still
 * waiting for its results, not in yet for a week, then not in our data; on a completed card, whose sources gave the
 * rest of its results, not in our data at once.
 */
export function pendingBoutLabel(event: Card): string {
  const phase = eventPhase(event);
  if (phase === 'completed') return MISSING_RESULTS;
  if (phase === 'awaiting-results') return awaitingResultsLabel(event.date);
  return phase === 'cancelled' ? 'Cancelled' : 'Upcoming';
}

const BADGES: Record<Exclude<Phase, 'completed'>, { text: string; tone: string }> = {
  upcoming: { text: 'Upcoming', tone: 'bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100' },
  'awaiting-results': { text: '', tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' },
  cancelled: { text: 'Cancelled', tone: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100' },
};

/** A small label for a card that has no results (none for a completed one: its results say it). */
export function EventPhaseBadge({ event }: { event: Card }) {
  const phase = eventPhase(event);
  if (phase === 'completed') return null;
  const badge = BADGES[phase];
  return (
    <span className={cn('inline-block rounded px-1.5 py-0.5 text-xs font-semibold', badge.tone)} data-testid="event-phase">
      {phase === 'awaiting-results' ? awaitingResultsLabel(event.date) : badge.text}
    </span>
  );
}

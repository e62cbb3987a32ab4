// One event's card (spec route /events/{id}): every bout with its result and the rating engine's pre-fight win
// probability. For a past bout that is what we would have said before it (from earlier bouts only), with whether
// the favourite won; for an upcoming one, what we say now.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '@fightrank/shared/api-client';
import type { EventBout, EventDetail } from '@fightrank/shared/contracts';
import { eventQueries } from '@fightrank/shared/queries';
import { fighterPath, paths } from '@fightrank/shared/routing';
import { Alert, Skeleton, cn, formatShortDate, titleLabel, usePageMeta } from '@fightrank/shared/ui';
import { endTime, formatProbability } from '../../components/bout-format';
import { LoadError } from '../../components/load-error';
import { methodLabel } from '../../components/method-label';
import { resultsOverdue } from '../../components/pending-result';
import { EventPhaseBadge, pendingBoutLabel } from './event-phase';

export function EventCard({ eventId }: { eventId: string }) {
  const event = useQuery(eventQueries.detail(eventId));
  const notFound = event.error instanceof ApiError && event.error.status === 404;
  usePageMeta(
    event.data?.event.name ?? (notFound ? 'Event not found' : 'Event'),
    event.data ? `${event.data.event.name}: results and win probabilities.` : 'The bouts of this event.',
  );
  if (notFound) {
    return (
      <Alert title="Event not found" level="page">
        We have no event at this address. See all{' '}
        <Link to={paths.events} className="underline">
          events
        </Link>
        .
      </Alert>
    );
  }
  if (event.isError) {
    return (
      <LoadError
        heading="Event"
        message="Failed to load this event. Please try again later."
        retrying={event.isFetching}
        onRetry={() => void event.refetch()}
      />
    );
  }
  if (!event.data) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading event">
        <Skeleton className="h-8 w-64" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  return <EventBouts detail={event.data} />;
}

export function favouriteSummary(bouts: EventBout[]): string | null {
  const called = bouts.filter((b) => b.favoriteWon !== null);
  if (!called.length) return null;
  const right = called.filter((b) => b.favoriteWon).length;
  return `The favourite won ${right} of ${called.length} decided bouts.`;
}

function EventBouts({ detail }: { detail: EventDetail }) {
  const { event, bouts } = detail;
  const summary = favouriteSummary(bouts);
  return (
    <div className="space-y-4">
      <Link to={paths.events} className="text-sm text-brand-700 dark:text-brand-400 underline">
        ← Events
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{event.name}</h1>
        <EventPhaseBadge event={event} />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {[formatShortDate(event.date), event.organizationName, event.location].filter(Boolean).join(' · ')}
        </p>
      </header>
      <p className="text-sm text-zinc-600 dark:text-zinc-300">
        {event.awaitingResults
          ? resultsOverdue(event.date)
            ? 'This card has taken place; its results are not in our data. '
            : 'This card has taken place; its results are not in our data yet. '
          : ''}
        Win chances are the rating engine’s, {event.status === 'scheduled' ? 'from every bout we hold' : 'from the bouts before this event only'}.
        {summary ? ` ${summary}` : ''}
      </p>
      {bouts.length === 0 ? <p className="text-zinc-600 dark:text-zinc-400">No bouts announced yet.</p> : null}
      <ul className="space-y-2">
        {bouts.map((bout) => (
          <BoutRow key={bout.id} bout={bout} pending={pendingBoutLabel(event)} />
        ))}
      </ul>
    </div>
  );
}

function Corner({ bout, side }: { bout: EventBout; side: 'A' | 'B' }) {
  const fighter = side === 'A' ? bout.fighterA : bout.fighterB;
  const p = bout.probabilityA === null ? null : side === 'A' ? bout.probabilityA : 1 - bout.probabilityA;
  const won = bout.outcomeA === (side === 'A' ? 'W' : 'L');
  return (
    <div className={cn('flex min-w-0 flex-1 flex-col', side === 'B' && 'items-end text-right')}>
      {/* Whole names, wrapped: truncated, one hid half a headliner's name beside a short one, and a long one ran under "vs". */}
      <Link
        to={fighterPath(fighter.name, fighter.id)}
        className={cn('max-w-full break-words font-medium hover:underline', won && 'text-green-700 dark:text-green-400')}
      >
        {/* The tick is seen; "Winner:" is heard (a screen reader says nothing or "check mark" for the tick). */}
        {won && <span aria-hidden="true">✓ </span>}
        {won && <span className="sr-only">Winner: </span>}
        {fighter.name}
      </Link>
      <span className="text-xs text-zinc-600 dark:text-zinc-400 tabular-nums">
        Win chance{' '}
        <span className="font-semibold text-zinc-800 dark:text-zinc-100" data-testid="win-probability">
          {formatProbability(p)}
        </span>
      </span>
    </div>
  );
}

/** `pending`: what a bout without a result says on this card (Upcoming, or Results not in yet). */
function BoutRow({ bout, pending }: { bout: EventBout; pending: string }) {
  const p = bout.probabilityA ?? 0.5;
  const result =
    bout.outcomeA === null
      ? pending
      : bout.outcomeA === 'D'
        ? 'Draw'
        : bout.outcomeA === 'NC'
          ? 'No contest'
          : // A result whose source gives no round says the method alone ("KO/TKO · — · favourite won" read as a gap).
            [methodLabel(bout.method), bout.round === null ? null : endTime(bout.round, bout.timeSeconds)].filter(Boolean).join(' · ');
  return (
    <li className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" data-testid="event-bout">
      <div className="flex items-start gap-3">
        <Corner bout={bout} side="A" />
        <span className="pt-0.5 text-xs text-zinc-600 dark:text-zinc-400">vs</span>
        <Corner bout={bout} side="B" />
      </div>
      {bout.probabilityA !== null ? (
        <div className="mt-2 flex h-1.5 overflow-hidden rounded bg-zinc-200 dark:bg-zinc-700" aria-hidden="true">
          <span className="bg-brand-600" style={{ width: `${p * 100}%` }} />
        </div>
      ) : null}
      <p className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <span>{[bout.weightClass, bout.titleBout ? titleLabel(bout) : null].filter(Boolean).join(' · ')}</span>
        <span>
          {result}
          {bout.favoriteWon === true ? ' · favourite won' : bout.favoriteWon === false ? ' · upset' : ''}
        </span>
      </p>
    </li>
  );
}

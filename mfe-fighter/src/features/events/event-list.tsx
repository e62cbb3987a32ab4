// Events (spec route /events): upcoming and past cards, per organization, newest results first and the
// soonest upcoming card first. The organization and tab live in the URL so a list can be shared. Above the past
// results the next card is shown first (issue 25): what a fan opening Events most wants is what is coming.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { EventSummary } from '@fightrank/shared/contracts';
import { eventQueries } from '@fightrank/shared/queries';
import { href, paths } from '@fightrank/shared/routing';
import { Alert, Pager, Skeleton, cn, formatShortDate } from '@fightrank/shared/ui';
import { LoadError } from '../../components/load-error';
import { EventPhaseBadge } from './event-phase';

const PAGE_SIZE = 20;
type Tab = 'completed' | 'scheduled';

export function EventList() {
  const [params, setParams] = useSearchParams();
  const status: Tab = params.get('status') === 'scheduled' ? 'scheduled' : 'completed';
  const org = params.get('org') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const organizations = useQuery(eventQueries.organizations());
  const events = useQuery(eventQueries.list({ status, org: org || undefined, limit: PAGE_SIZE + 1, offset: page * PAGE_SIZE }));
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    // flushSync: drawn from the new URL before the next event, as the ranking lists' choices are (decision 047): in a
    // transition a second choice made meanwhile was merged into the params still drawn and dropped this one.
    setParams(merged, { flushSync: true });
  };
  const rows = events.data?.slice(0, PAGE_SIZE) ?? [];
  const hasNext = (events.data?.length ?? 0) > PAGE_SIZE;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        {/* Two filters, not tabs: each press changes the list below (and the URL), so a group of toggle buttons says
            what they are; tabs would promise arrow keys and a tab panel (QA pass 2, D15). */}
        <div role="group" aria-label="Event status" className="inline-flex rounded-md border border-zinc-300 dark:border-zinc-700">
          {(['scheduled', 'completed'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              aria-pressed={status === tab}
              onClick={() => update({ status: tab === 'completed' ? '' : tab, page: '' })}
              className={cn('px-3 py-1.5 text-sm font-medium', status === tab ? 'bg-brand-600 text-white' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800')}
            >
              {tab === 'scheduled' ? 'Upcoming' : 'Past'}
            </button>
          ))}
        </div>
        <label className="flex flex-col text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Organization</span>
          <select
            className="rounded-md border border-zinc-300 bg-white px-2 py-1.5 dark:border-zinc-700 dark:bg-zinc-900"
            value={org}
            onChange={(e) => update({ org: e.target.value, page: '' })}
          >
            <option value="">All organizations</option>
            {organizations.data?.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name} ({status === 'scheduled' ? o.scheduled : o.completed})
              </option>
            ))}
          </select>
        </label>
      </div>
      {status === 'completed' ? <NextCard org={org} organizationName={organizations.data?.find((o) => o.code === org)?.name ?? null} /> : null}
      {events.isError ? (
        <LoadError message="Failed to load events. Please try again later." retrying={events.isFetching} onRetry={() => void events.refetch()} />
      ) : null}
      {events.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading events">
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : null}
      {events.isSuccess && rows.length === 0 ? (
        <Alert title="No events found">
          {status === 'scheduled' ? 'No upcoming cards are announced for this selection yet.' : 'No past cards for this selection.'}
        </Alert>
      ) : null}
      {rows.length ? (
        <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {rows.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      ) : null}
      {/* Left out when there is one page only (an empty Upcoming tab showed two disabled buttons under "No events
          found": UI QA, session 52). */}
      {page > 0 || hasNext ? (
        <Pager
          index={page}
          canGoBack={page > 0 && !events.isFetching}
          canGoForward={hasNext && !events.isFetching}
          onPrevious={() => update({ page: page > 1 ? String(page - 1) : '' })}
          onNext={() => update({ page: String(page + 1) })}
        />
      ) : null}
    </div>
  );
}

/** The soonest upcoming card of the selection, or a plain line saying none is announced. */
function NextCard({ org, organizationName }: { org: string; organizationName: string | null }) {
  const next = useQuery(eventQueries.list({ status: 'scheduled', org: org || undefined, limit: 1, offset: 0 }));
  if (next.isPending) return <Skeleton className="h-24 w-full" />;
  // The past results below still work; their own error state speaks for a failing API.
  if (next.isError) return null;
  const event = next.data[0];
  if (!event) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="next-card">
        No upcoming card {organizationName ? `of ${organizationName} ` : ''}is announced yet.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="next-card-title"
      className="rounded-lg border border-brand-600/40 bg-brand-50 p-4 dark:border-brand-400/30 dark:bg-brand-700/10"
      data-testid="next-card"
    >
      <h2 id="next-card-title" className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
        Next card
      </h2>
      <Link to={href.event(event.id)} className="mt-1 block text-lg font-semibold hover:underline">
        {event.name}
      </Link>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{summaryLine(event)}</p>
      {event.mainEvent ? <p className="text-sm">{event.mainEvent}</p> : null}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
        <Link to={href.event(event.id)} className="text-brand-700 underline dark:text-brand-400">
          See the bouts and win chances
        </Link>
        <Link to={paths.predictions} className="text-brand-700 underline dark:text-brand-400">
          Make your picks
        </Link>
      </p>
    </section>
  );
}

const summaryLine = (event: EventSummary) =>
  [
    formatShortDate(event.date) || 'Date to be announced',
    event.organizationName,
    event.location,
    `${event.boutCount} ${event.boutCount === 1 ? 'bout' : 'bouts'}`,
  ]
    .filter(Boolean)
    .join(' · ');

function EventRow({ event }: { event: EventSummary }) {
  return (
    <li className="px-3 py-2" data-testid="event-row">
      <span className="flex flex-wrap items-center gap-2">
        <Link to={href.event(event.id)} className="font-medium hover:underline">
          {event.name}
        </Link>
        <EventPhaseBadge event={event} />
      </span>
      <span className="block text-sm text-zinc-600 dark:text-zinc-400">{summaryLine(event)}</span>
      {event.mainEvent ? <span className="block text-sm">{event.mainEvent}</span> : null}
    </li>
  );
}

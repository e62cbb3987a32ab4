// Events (spec route /events): upcoming and past cards, per organization, newest results first and the
// soonest upcoming card first. The organization and tab live in the URL so a list can be shared.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { EventSummary } from '@fightrank/shared/contracts';
import { eventQueries } from '@fightrank/shared/queries';
import { Alert, Button, Skeleton, cn, formatShortDate } from '@fightrank/shared/ui';

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
    setParams(merged);
  };
  const rows = events.data?.slice(0, PAGE_SIZE) ?? [];
  const hasNext = (events.data?.length ?? 0) > PAGE_SIZE;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div role="tablist" aria-label="Event status" className="inline-flex rounded-md border border-zinc-300 dark:border-zinc-700">
          {(['scheduled', 'completed'] as const).map((tab) => (
            <button
              key={tab}
              role="tab"
              type="button"
              aria-selected={status === tab}
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
      {events.isError ? (
        <Alert variant="destructive" title="Error">
          Failed to load events. Please try again later.
        </Alert>
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
      <div className="flex justify-between">
        <Button disabled={page === 0 || events.isFetching} onClick={() => update({ page: page > 1 ? String(page - 1) : '' })}>
          Previous
        </Button>
        <Button disabled={!hasNext || events.isFetching} onClick={() => update({ page: String(page + 1) })}>
          Next
        </Button>
      </div>
    </div>
  );
}

function EventRow({ event }: { event: EventSummary }) {
  return (
    <li className="px-3 py-2" data-testid="event-row">
      <Link to={`/events/${event.id}`} className="font-medium hover:underline">
        {event.name}
      </Link>
      <span className="block text-sm text-zinc-600 dark:text-zinc-400">
        {[formatShortDate(event.date), event.organizationName, event.location, `${event.boutCount} ${event.boutCount === 1 ? 'bout' : 'bouts'}`]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {event.mainEvent ? <span className="block text-sm">{event.mainEvent}</span> : null}
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { eventQueries } from '@fightrank/shared/queries';
import { isNavEntryActive, NAV_ENTRIES, navHref, type NavEntry } from '@fightrank/shared/routing';
import { cn } from '@fightrank/shared/ui';

const linkClass = (active: boolean) =>
  cn(
    'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active
      ? 'bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100'
      : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
  );

/**
 * The number of upcoming cards beside an entry, once it is known (the prerendered menu has none: nothing shifts, the
 * badge only fills the end of its line). Zero is shown too: it says there is nothing to predict yet.
 */
function UpcomingCardCount() {
  const count = useQuery(eventQueries.upcomingCount()).data;
  if (count === undefined) return null;
  const counted = `${count} upcoming ${count === 1 ? 'card' : 'cards'}`;
  return (
    <span
      className={cn(
        'rounded-full px-2 text-xs font-semibold tabular-nums leading-5',
        count > 0 ? 'bg-brand-600 text-white' : 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
      )}
      data-testid="upcoming-card-count"
      // A bare "0" beside Events read as "no events" to a fan: the pointer's tip says what is counted.
      title={counted}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{`(${counted})`}</span>
    </span>
  );
}

function NavItem({ entry, pathname, onNavigate }: { entry: NavEntry; pathname: string; onNavigate?: () => void }) {
  const active = isNavEntryActive(entry, pathname);
  return (
    <li>
      <Link to={navHref(entry)} className={linkClass(active)} aria-current={active ? 'page' : undefined} data-active={active} onClick={onNavigate}>
        {entry.label}
        {entry.count === 'upcoming-cards' ? <UpcomingCardCount /> : null}
      </Link>
      {entry.children ? (
        <ul className="ml-3 mt-1 space-y-1 border-l border-zinc-200 pl-2 dark:border-zinc-800">
          {entry.children.map((child) => (
            <NavItem key={child.path} entry={child} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The spec §2 menu, shared by the desktop sidebar and the mobile drawer. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {NAV_ENTRIES.map((entry) => (
          <NavItem key={entry.path} entry={entry} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

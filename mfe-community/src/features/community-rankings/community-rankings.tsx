// Community Rankings (spec §2, §4, §7): fighters ranked from fantasy-matchup votes, with the spec's rank-cursor
// paging, page-size and direction controls, and a refetch every 10 s. How the ranking is fitted:
// docs/decisions/025-community.md and api/src/community/.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type CommunityRankedFighter, type PageSize } from '@fightrank/shared/contracts';
import { communityQueries } from '@fightrank/shared/queries';
import { fighterPath } from '@fightrank/shared/routing';
import { Alert, Button, formatRating, formatRecord, formatShortDate, NationalityFlag, RankChangeIndicator, Skeleton } from '@fightrank/shared/ui';
import { useCursorPagination } from './use-cursor-pagination';

/** Spec §9: loading shows 10 skeleton rows. */
const SKELETON_ROWS = 10;
const CELL = 'px-3 py-2.5 align-middle';

export function CommunityRankings() {
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const [dir, setDir] = useState<'asc' | 'desc'>('asc');
  const paging = useCursorPagination();
  // Spec §4: Next is allowed only when more rows than the page size came back, so one extra row is asked for.
  const list = useQuery(communityQueries.rankings({ last_rank: paging.cursor, limit: pageSize + 1, dir }));
  const rows = list.data ?? [];
  const shown = rows.slice(0, pageSize);
  const canGoForward = rows.length > pageSize;

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Community Rankings</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Ranks calculated based on community votes.</p>
        <LastUpdated />
        <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400" data-testid="community-method">
          Every fantasy-matchup vote is a head-to-head result, and a Bradley-Terry model turns them into ratings on the same
          scale as ours, starting everyone level so that a handful of votes cannot make a champion. One voter's votes count
          for at most 25, and a burst of many new voters from one address shares the weight of five.
        </p>
      </header>

      <div className="flex flex-wrap items-end gap-4" role="group" aria-label="List options">
        <label className="flex flex-col text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Page size</span>
          <select
            className="rounded-md border border-zinc-300 bg-white px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900"
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value) as PageSize);
              paging.reset();
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Order</span>
          <select
            className="rounded-md border border-zinc-300 bg-white px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900"
            value={dir}
            onChange={(event) => {
              setDir(event.target.value as 'asc' | 'desc');
              paging.reset();
            }}
          >
            <option value="asc">Best first</option>
            <option value="desc">Lowest first</option>
          </select>
        </label>
      </div>

      {list.isError ? (
        <Alert title="Error" variant="destructive">
          Failed to load rankings. Please try again later.
        </Alert>
      ) : !list.isPending && shown.length === 0 ? (
        <Alert title="No Rankings Found">
          No community votes yet. <Link className="font-medium underline" to="/community/vote">Vote on fantasy matchups</Link> to start the ranking.
        </Alert>
      ) : (
        <CommunityTable rows={shown} loading={list.isPending} />
      )}

      <nav className="flex items-center justify-between" aria-label="Pages">
        <Button onClick={paging.previous} disabled={list.isFetching || !paging.canGoBack}>
          Previous
        </Button>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">Page {paging.index + 1}</span>
        <Button onClick={() => paging.next(shown.at(-1)!.currentRank)} disabled={list.isFetching || !canGoForward}>
          Next
        </Button>
      </nav>
    </div>
  );
}

function LastUpdated() {
  const { data } = useQuery(communityQueries.lastUpdated());
  const date = formatShortDate(data?.lastUpdated);
  return date ? <p className="text-xs text-zinc-600 dark:text-zinc-400">Last updated: {date}</p> : null;
}

/** Spec §2 community row tags: the organization (omitted when 'Unknown') and the weight class. */
export function communityTags(fighter: CommunityRankedFighter): string[] {
  return [fighter.organization === 'Unknown' ? null : fighter.organization, fighter.weightClass].filter((tag): tag is string => Boolean(tag));
}

function CommunityTable({ rows, loading }: { rows: readonly CommunityRankedFighter[]; loading: boolean }) {
  return (
    <div className="overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
      <table className="w-full table-fixed border-collapse text-sm" aria-busy={loading}>
        <caption className="sr-only">Community rankings</caption>
        <thead className="bg-zinc-50 text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            <th scope="col" className={`${CELL} w-14`}>Rank</th>
            <th scope="col" className={`${CELL} w-11 px-1`}>
              <span className="sr-only">Change</span>
            </th>
            <th scope="col" className={CELL}>Fighter</th>
            <th scope="col" className={`${CELL} hidden w-24 text-right sm:table-cell`}>Rating</th>
            <th scope="col" className={`${CELL} hidden w-24 text-right sm:table-cell`}>Record</th>
            <th scope="col" className={`${CELL} hidden w-64 xl:table-cell`}>Tags</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800/80">
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} data-testid="community-skeleton-row">
                  <td className={CELL} colSpan={6}>
                    <Skeleton className="h-4 w-full" />
                  </td>
                </tr>
              ))
            : rows.map((fighter) => (
                <tr key={fighter.fighterId} className="relative hover:bg-zinc-50 dark:hover:bg-zinc-900/60" data-testid="community-row">
                  <td className={`${CELL} font-semibold tabular-nums`}>{fighter.currentRank}</td>
                  <td className={`${CELL} px-1`}>
                    <RankChangeIndicator currentRank={fighter.currentRank} previousRank={fighter.previousRank} />
                  </td>
                  <td className={CELL}>
                    <div className="flex min-w-0 items-center gap-2">
                      <NationalityFlag nationality={fighter.nationality} />
                      <div className="min-w-0">
                        <Link
                          to={fighterPath(fighter.fighterName, fighter.fighterId)}
                          state={{ from: '/community/rankings' }}
                          className="block truncate font-medium after:absolute after:inset-0 hover:underline focus-visible:underline"
                        >
                          {fighter.fighterName}
                        </Link>
                        <p className="truncate text-xs tabular-nums text-zinc-600 sm:hidden dark:text-zinc-400">
                          {formatRating(fighter.ratingCurrent)} · {formatRecord(fighter.totalWins, fighter.totalLosses)}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className={`${CELL} hidden text-right tabular-nums sm:table-cell`}>{formatRating(fighter.ratingCurrent)}</td>
                  <td className={`${CELL} hidden text-right tabular-nums sm:table-cell`}>{formatRecord(fighter.totalWins, fighter.totalLosses)}</td>
                  <td className={`${CELL} hidden xl:table-cell`}>
                    <ul className="flex flex-wrap gap-1" aria-label="Tags">
                      {communityTags(fighter).map((tag) => (
                        <li key={tag} className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

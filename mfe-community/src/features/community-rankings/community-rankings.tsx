// Community Rankings (spec §2, §4, §7): fighters ranked from fantasy-matchup votes, with the spec's rank-cursor
// paging, page-size and direction controls, and a refetch every 10 s. How the ranking is fitted:
// docs/decisions/025-community.md and api/src/community/.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_MIN_VOTES, PAGE_SIZES, RANKING_DIRECTIONS, type PageSize, type RankingDirection } from '@fightrank/shared/contracts';
import { COMMUNITY_DEFAULT_PAGE_SIZE, communityQueries, communityRankingsRequest } from '@fightrank/shared/queries';
import { paths, siteRouteText } from '@fightrank/shared/routing';
import { Alert, Button, formatShortDate, PageHeader, Pager, RANK_ORDER_LABELS, RankingTable } from '@fightrank/shared/ui';
import { useCursorPagination } from './use-cursor-pagination';

/** Heading and lead from the route table, which the server also puts in this page's HTML. */
const PAGE = siteRouteText(paths.communityRankings);

export function CommunityRankings() {
  const [pageSize, setPageSize] = useState<PageSize>(COMMUNITY_DEFAULT_PAGE_SIZE);
  const [dir, setDir] = useState<RankingDirection>('asc');
  const paging = useCursorPagination();
  // One row more than the page size (communityRankingsRequest): Next is allowed only when it came back.
  const list = useQuery(communityQueries.rankings(communityRankingsRequest({ cursor: paging.cursor, pageSize, dir })));
  const rows = list.data ?? [];
  const shown = rows.slice(0, pageSize);
  const canGoForward = rows.length > pageSize;

  return (
    <div className="space-y-5">
      <PageHeader title={PAGE.title} lead={PAGE.description} intro={PAGE.intro}>
        <LastUpdated />
      </PageHeader>

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
              setDir(event.target.value as RankingDirection);
              paging.reset();
            }}
          >
            {RANKING_DIRECTIONS.map((direction) => (
              <option key={direction} value={direction}>
                {RANK_ORDER_LABELS[direction]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {list.isError ? (
        <Alert
          title="Error"
          variant="destructive"
          action={
            <Button onClick={() => void list.refetch()} disabled={list.isFetching} className="border-red-300 dark:border-red-800">
              Try again
            </Button>
          }
        >
          Failed to load rankings. Please try again later.
        </Alert>
      ) : !list.isPending && shown.length === 0 ? (
        <BelowThreshold />
      ) : (
        <RankingTable
          caption="Community rankings"
          rows={shown}
          loading={list.isPending}
          linkState={{ from: '/community/rankings' }}
          rowTestId="community-row"
        />
      )}

      <Pager
        label="Pages"
        index={paging.index}
        canGoBack={!list.isFetching && paging.canGoBack}
        canGoForward={!list.isFetching && canGoForward}
        onPrevious={paging.previous}
        onNext={() => paging.next(shown.at(-1)!.currentRank)}
      />
    </div>
  );
}

/**
 * An empty list does not mean nobody voted: a fighter is listed only once enough votes involve him, so a fan who
 * just voted learns how far off the list their fighters are instead of reading "no votes" (issue 25).
 */
function BelowThreshold() {
  const mine = useQuery(communityQueries.voterProgress()).data;
  const minVotes = mine?.minVotes ?? COMMUNITY_MIN_VOTES;
  return (
    <Alert title="No Rankings Found">
      <p>
        No fighter has the {minVotes} votes the list needs yet. A fighter joins once {minVotes} votes, by anyone, involve that fighter (a vote counts for both
        fighters of a matchup), and the list is recounted every minute.
      </p>
      {mine?.fighters.length ? (
        <div className="mt-2" data-testid="voter-progress">
          <p>Your fighters so far:</p>
          <ul className="ml-5 list-disc">
            {mine.fighters.map((fighter) => (
              <li key={fighter.fighterId}>
                {fighter.fighterName}: {fighter.votes} of {minVotes} votes,{' '}
                {fighter.votes >= minVotes ? 'listed at the next recount' : `needs ${minVotes - fighter.votes} more`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-2">
        <Link className="font-medium underline" to={paths.communityVote}>
          Vote on fantasy matchups
        </Link>{' '}
        to get fighters there.
      </p>
    </Alert>
  );
}

function LastUpdated() {
  const { data } = useQuery(communityQueries.lastUpdated());
  const date = formatShortDate(data?.lastUpdated);
  // Keeps its height while empty, so the page does not jump when the date arrives (CLS). The line is the spec's; votes
  // are counted live, not as of the ratings date, so a second line says whose clock it is (one clock: decision 037).
  return (
    <div className="min-h-4 text-xs text-zinc-600 dark:text-zinc-400">
      {date ? (
        <>
          <p>Last updated: {date}</p>
          <p data-testid="community-clock">Counted live from the votes, not on the ratings date of the computed lists.</p>
        </>
      ) : null}
    </div>
  );
}

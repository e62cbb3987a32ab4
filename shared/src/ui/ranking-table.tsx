// The rows of every ranking list, computed or community-voted (spec §2): rank, rank change, flag and linked name
// everywhere; rating and record in their own columns from sm, and on a second line under the name below it, so a
// phone shows them too; tags from xl. The whole row is the fighter link (the name's link stretches over the row).
// Rows carry a `rank-row` class, a --rank-row-delay and data-flash when their rank moved, for a remote's styles
// to animate (mfe-rankings/src/styles.css).
// A row the layoff rule placed above a higher Rating says what it was ranked on, under the name (layoff-mark.tsx); a row
// the champion or head-to-head rule placed says which and over whom (placement-mark.tsx).
import { memo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { RankedFighter } from '@fightrank/shared/contracts';
import { fighterPath } from '@fightrank/shared/routing';
import { formatCount, formatRating } from './format';
import { NationalityFlag } from './country-flag';
import { getRankFlash, RankChangeIndicator } from './rank-change';
import { Skeleton } from './skeleton';
import { rankedFighterTags } from './row-tags';
import { LayoffMark, type ListScoreName } from './layoff-mark';
import { PlacementMark } from './placement-mark';
import { BeltMark } from './belt-mark';
import { RetiredMark } from './retired-mark';
import { RowRecord } from './partial-record';

/** Spec §9: loading shows 10 skeleton rows, whatever the page size. */
export const SKELETON_ROWS = 10;
/** Spec §5: at most the page size; 50 when none is given. */
export const DEFAULT_LIST_CAP = 50;

const SM = 'hidden sm:table-cell';
const XL = 'hidden xl:table-cell';
const CELL = 'px-3 py-2.5 align-middle';
/** The rank-change column's cells: narrow padding of their own (px-1 beside CELL's px-3 lost to it in the stylesheet). */
const CHANGE_CELL = 'px-1 py-2.5 align-middle';

/** What a row shows: the fields every ranking list has, computed or community-voted. */
export type RankingTableRow = Pick<
  RankedFighter,
  | 'fighterId'
  | 'fighterName'
  | 'nationality'
  | 'countryCode'
  | 'currentRank'
  | 'previousRank'
  | 'ratingCurrent'
  | 'totalWins'
  | 'totalLosses'
  | 'organization'
  | 'weightClass'
> &
  Partial<
    Pick<
      RankedFighter,
      | 'recordComplete'
      | 'recordSince'
      | 'proRecord'
      | 'layoffPoints'
      | 'lastFightDate'
      | 'placedBy'
      | 'belts'
      | 'ratedAsOf'
      | 'weightClassInferred'
      | 'retiredOn'
    >
  >;

export interface RankingTableProps {
  caption: string;
  rows?: readonly RankingTableRow[];
  loading?: boolean;
  /** At most this many rows are shown. */
  pageSize?: number;
  showRankChange?: boolean;
  /** Navigation state for the fighter links: where the list is and how to get back to it. */
  linkState?: unknown;
  /** Test id of each row (e2e and component tests find rows by it). */
  rowTestId?: string;
  /** What the number column holds: the Rating, or a list's own score (the GOAT list's career score is not a Rating). */
  ratingHeading?: string;
}

export function RankingTable({
  caption,
  rows = [],
  loading = false,
  pageSize = DEFAULT_LIST_CAP,
  showRankChange = true,
  linkState,
  rowTestId = 'ranking-row',
  ratingHeading = 'Rating',
}: RankingTableProps) {
  return (
    <div className="overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
      <table className="w-full table-fixed border-collapse text-sm" aria-busy={loading}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-zinc-50 text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            <th scope="col" className={`${CELL} w-14 pr-1 sm:w-16 sm:pr-3`}>
              Rank
            </th>
            {/* Wide enough for a four-digit move ("▲1718"): the gainers of the global list climb by thousands. */}
            <th scope="col" className={`${CHANGE_CELL} w-14`}>
              <span className="sr-only">Change</span>
            </th>
            <th scope="col" className={CELL}>
              Fighter
            </th>
            <th scope="col" className={`${CELL} ${SM} w-24 text-right`}>
              {ratingHeading}
            </th>
            {/* Wide enough for "2-4 since 2017" on one line; a longer record puts its mark on a second line (partial-record.tsx). */}
            <th scope="col" className={`${CELL} ${SM} w-28 text-right`}>
              Record
            </th>
            <th scope="col" className={`${CELL} ${XL} w-64`}>
              Tags
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800/80">
          {loading
            ? SKELETON_BODY
            : rows
                .slice(0, pageSize)
                .map((fighter, i) => (
                  <RankingRow
                    key={fighter.fighterId}
                    fighter={fighter}
                    position={i}
                    showRankChange={showRankChange}
                    linkState={linkState}
                    testId={rowTestId}
                    ratingHeading={ratingHeading}
                  />
                ))}
        </tbody>
      </table>
    </div>
  );
}

interface RankingRowProps {
  fighter: RankingTableRow;
  position: number;
  showRankChange: boolean;
  linkState: unknown;
  testId: string;
  ratingHeading: string;
}

/** What the marks call the row's number: the P4P score in a list of every division, else the Rating (GOAT rows carry no marks). */
const scoreNameOf = (heading: string): ListScoreName => (heading === 'P4P score' ? 'P4P score' : 'Rating');

/**
 * A list re-renders whenever anything above it changes (a query settling, the "Last updated" line); a row whose fighter and link are the same renders the same, so it is skipped. The fighter object is
 * the query cache's own (structurally shared, so it keeps its identity while its data is unchanged); the link
 * state is rebuilt on every render of the list, so it is compared by value.
 */
const RankingRow = memo(RankingRowView, (before, after) => {
  return (
    before.fighter === after.fighter &&
    before.position === after.position &&
    before.showRankChange === after.showRankChange &&
    before.testId === after.testId &&
    before.ratingHeading === after.ratingHeading &&
    JSON.stringify(before.linkState) === JSON.stringify(after.linkState)
  );
});

function RankingRowView({ fighter, position, showRankChange, linkState, testId, ratingHeading }: RankingRowProps) {
  const flash = getRankFlash(fighter.currentRank, fighter.previousRank);
  const tags = rankedFighterTags(fighter);
  // Rows arrive one after another, quickly enough that a page of 50 is in by ~0.5 s.
  const style = { '--rank-row-delay': `${Math.min(position, 25) * 20}ms` } as CSSProperties;
  return (
    <tr
      className="rank-row relative cursor-pointer hover:bg-zinc-50 has-[a:focus-visible]:bg-zinc-50 dark:hover:bg-zinc-900/60 dark:has-[a:focus-visible]:bg-zinc-900/60"
      data-testid={testId}
      data-flash={flash ?? undefined}
      style={style}
    >
      <td className={`${CELL} font-semibold tabular-nums`}>{formatCount(fighter.currentRank)}</td>
      <td className={CHANGE_CELL}>
        <RankChangeIndicator currentRank={fighter.currentRank} previousRank={fighter.previousRank} show={showRankChange} />
      </td>
      <td className={CELL}>
        <div className="flex min-w-0 items-center gap-2">
          <NationalityFlag nationality={fighter.nationality} countryCode={fighter.countryCode} keepSpace />
          <div className="min-w-0">
            {/* after:absolute inset-0 stretches the link over the whole row: a tap anywhere opens the fighter. */}
            <Link
              to={fighterPath(fighter.fighterName, fighter.fighterId)}
              state={linkState}
              className="block truncate font-medium text-zinc-900 outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline focus-visible:underline focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500 dark:text-zinc-100 dark:hover:text-brand-400"
            >
              {fighter.fighterName}
            </Link>
            <p className="text-xs tabular-nums text-zinc-600 sm:hidden dark:text-zinc-400" data-testid="row-compact-stats">
              {/* The Rating goes unnamed on a phone's line; another number says which it is (the heading is hidden there). The
                  line wraps rather than clip: a longer score name ("P4P score") cut "since 2011" to "since 2…" at 390 px. */}
              <span className={ratingHeading === 'Rating' ? 'sr-only' : undefined}>{ratingHeading} </span>
              {formatRating(fighter.ratingCurrent)}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, record </span>
              <RowRecord row={fighter} markClassName="text-[0.7rem]" />
            </p>
            <RetiredMark row={fighter} />
            <BeltMark row={fighter} />
            <PlacementMark row={fighter} scoreName={scoreNameOf(ratingHeading)} />
            <LayoffMark row={fighter} scoreName={scoreNameOf(ratingHeading)} />
          </div>
        </div>
      </td>
      <td className={`${CELL} ${SM} text-right tabular-nums`}>{formatRating(fighter.ratingCurrent)}</td>
      <td className={`${CELL} ${SM} text-right tabular-nums text-zinc-600 dark:text-zinc-300`}>
        <RowRecord row={fighter} markClassName="text-[0.7rem]" />
      </td>
      <td className={`${CELL} ${XL}`}>
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {tags.map((tag) => (
            <li
              key={`${tag.label ?? ''}:${tag.value}`}
              title={tag.label}
              className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
            >
              {tag.label ? <span className="sr-only">{tag.label}: </span> : null}
              {tag.value}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** Made once: the same elements on every render, so React skips the skeleton rows when the list re-renders. */
const SKELETON_BODY = Array.from({ length: SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />);

function SkeletonRow() {
  return (
    <tr data-testid="ranking-skeleton-row">
      <td className={CELL}>
        <Skeleton className="h-4 w-8" />
      </td>
      <td className={CHANGE_CELL}>
        <Skeleton className="h-3 w-6" />
      </td>
      <td className={CELL}>
        <div className="flex items-center gap-2">
          <Skeleton className="h-4 w-6" />
          <Skeleton className="h-4 w-40 max-w-full" />
        </div>
      </td>
      <td className={`${CELL} ${SM}`}>
        <Skeleton className="ml-auto h-4 w-12" />
      </td>
      <td className={`${CELL} ${SM}`}>
        <Skeleton className="ml-auto h-4 w-10" />
      </td>
      <td className={`${CELL} ${XL}`}>
        <Skeleton className="h-4 w-32" />
      </td>
    </tr>
  );
}

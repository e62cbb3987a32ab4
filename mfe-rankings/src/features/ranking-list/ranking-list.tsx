// One ranking list screen body (spec §2 "Ranking list screens"): filter bar, rows or the loading,
// empty and error states, and Previous/Next. Paging and the default filter are @fightrank/shared/queries'
// (ranking-pagination.ts, default-filter.ts: the shell prefetches a page's first answers with the same code);
// the whole list state lives in the URL (./use-ranking-pagination.ts).
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isFilteredRankingKind, SIZE_NEUTRAL_KINDS, type FilteredRankingKind, type RankingKind } from '@fightrank/shared/contracts';
import {
  browserLanguages,
  canGoNext,
  canGoPrevious,
  defaultFilter,
  nextPage,
  pageRequest,
  previousPage,
  rankingQueries,
  visibleRows,
  withDirection,
  withFilter,
  withMovement,
  withPageSize,
} from '@fightrank/shared/queries';
import { rankingLinkState } from '@fightrank/shared/routing';
import { useRankingPreferencesStore } from '@fightrank/shared/stores';
import { Alert, Button, Pager, RankingTable, ResultsThrough } from '@fightrank/shared/ui';
import { FILTER_SLOTS, FilterBar } from './filter-bar';
import { matchFilterOption } from './filter-match';
import { movementEmptyMessage } from './movement-empty';
import { useRankingPagination } from './use-ranking-pagination';

export const EMPTY_TITLE = 'No Rankings Found';
export const EMPTY_MESSAGE = 'No rankings available at this time.';
export const ERROR_TITLE = 'Error';
export const ERROR_MESSAGE = 'Failed to load rankings. Please try again later.';
/** The GOAT list's number is a career score on its own scale (Jon Jones about 2860 against a Rating near 1780), not a Rating. */
export const GOAT_SCORE_HEADING = 'GOAT score';
/**
 * A list of every division (pound for pound, a promotion's, a country's, an age group's) shows the Rating less a deep
 * men's division's level (Jon Jones 1693 against his page's 1771): named apart.
 */
export const P4P_SCORE_HEADING = 'P4P score';

export interface RankingListProps {
  kind: RankingKind;
  /** Names the table for screen readers, e.g. "Pound for pound rankings". */
  caption: string;
  /** Page-specific text of the empty state (spec §2); the default otherwise. */
  emptyMessage?: string;
  showRankChange?: boolean;
}

export function RankingList({ kind, caption, emptyMessage, showRankChange = true }: RankingListProps) {
  const [urlState, { set: setState, openWith }] = useRankingPagination(kind);
  const ratingHeading = kind === 'goat' ? GOAT_SCORE_HEADING : SIZE_NEUTRAL_KINDS.has(kind) ? P4P_SCORE_HEADING : undefined;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const setPageSize = useRankingPreferencesStore((s) => s.setPageSize);
  const setDirection = useRankingPreferencesStore((s) => s.setDirection);
  const location = useLocation();

  // A filtered list whose URL names no filter opens with the default choice at once, and the URL is
  // then made to say so (replacing the entry); the list never waits for that navigation.
  const { options, labelOf } = useFilterOptions(kind);
  const opening = isFilteredRankingKind(kind) && !urlState.filter && options.data ? defaultFilter(kind, options.data, browserLanguages()) : null;
  // A filter the URL names is read as the choice it names in any case ("?c=japan" is Japan); one that names no choice
  // is asked for nothing and says so (decision 047). Until the choices are known the URL's text is asked for as it is,
  // as the shell prefetched it, so a link from the site itself never waits for them.
  const matched = urlState.filter && options.data ? matchFilterOption(options.data, urlState.filter) : null;
  const unknownFilter = Boolean(urlState.filter && options.data && !matched);
  const state = opening ? { ...urlState, filter: opening } : matched ? { ...urlState, filter: matched.value } : urlState;
  // In the commit that shows the default, not after the paint: a passive effect can run after the fan's first choice
  // (a change event comes between a commit and its passive effects on a busy device), and its replace then wrote the
  // default over that choice (the e2e run picked Welterweight and got Featherweight's next page).
  useLayoutEffect(() => {
    if (opening) openWith(opening);
  }, [opening, openWith]);

  const request = rankingQueries.list(kind, pageRequest(state));
  const list = useQuery({ ...request, enabled: request.enabled !== false && !unknownFilter });
  const needsFilter = isFilteredRankingKind(kind) && !state.filter;
  // An empty or refused answer for a filter not yet checked against the choices may mean "no such choice": wait for them.
  const checkingFilter = Boolean(urlState.filter) && options.isPending && isFilteredRankingKind(kind);
  // Loading is a list with nothing to show yet. A list already on screen that refetches behind it (its data version moved,
  // or Back returned to it) keeps its rows: swapping them for the shorter skeleton clamped the scroll, and Back lost the
  // fan's place in a long list (the e2e scroll test, under load).
  const loading = !needsFilter && list.isFetching && !list.data;
  const rows = visibleRows(list.data, state.pageSize);
  // The page Next would show, fetched ahead: it tells whether there is one, and makes Next instant.
  const following = list.data ? nextPage(state, list.data) : state;
  const followingList = useQuery({
    ...rankingQueries.list(kind, pageRequest(following)),
    enabled: following !== state && !needsFilter,
  });
  const selectedLabel = labelOf(state.filter);
  const selectedOption = kind === 'organization' ? options.data?.find((option) => option.value === state.filter) : undefined;
  const { navRef, listRef, turned } = usePagingFocus(state.index, !loading && !followingList.isFetching);

  const body = (() => {
    if (needsFilter && (options.isError || options.isSuccess)) {
      return options.isError ? <LoadError onRetry={() => void options.refetch()} /> : <Alert title={EMPTY_TITLE}>{emptyMessage ?? EMPTY_MESSAGE}</Alert>;
    }
    if (unknownFilter && isFilteredRankingKind(kind)) return <Alert title={EMPTY_TITLE}>{unknownFilterMessage(kind)}</Alert>;
    if (needsFilter || loading || list.isPending) return <RankingTable caption={caption} ratingHeading={ratingHeading} loading />;
    if (checkingFilter && (list.isError || rows.length === 0)) return <RankingTable caption={caption} ratingHeading={ratingHeading} loading />;
    if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
    const noMovers = rows.length === 0 ? movementEmptyMessage(state.movement, selectedLabel) : null;
    // A page past the end (a cursor beyond the last row, in a hand-made or stale link) is not "nobody moved".
    if (rows.length === 0 && state.index > 0) return <PastTheEnd onFirstPage={() => setState({ ...state, cursors: [0], index: 0 })} />;
    if (noMovers) return <NoMovers message={noMovers} onShowAll={() => setState(withMovement(state, 'all'))} />;
    if (rows.length === 0)
      return <Alert title={EMPTY_TITLE}>{emptyMessage ?? (selectedLabel ? `No rankings available for ${selectedLabel} at this time.` : EMPTY_MESSAGE)}</Alert>;
    return (
      <>
        {/* Above the rows, by the header's "Last updated": a fan reads that date first, and under a long table the
            note that a promotion's results stop months earlier went unseen. */}
        <ResultsThrough rows={rows} />
        {selectedOption?.hasChampions === false ? <NoChampionNote organization={selectedOption.label} /> : null}
        <RankingTable
          caption={selectedLabel ? `${caption}: ${selectedLabel}` : caption}
          rows={rows}
          pageSize={state.pageSize}
          showRankChange={showRankChange}
          linkState={rankingLinkState(location.pathname + location.search, state)}
          ratingHeading={ratingHeading}
        />
      </>
    );
  })();

  return (
    <div className="space-y-4">
      <FilterBar
        kind={kind}
        // An unknown filter leaves the slot on its "Choose a …" prompt.
        state={unknownFilter ? { ...state, filter: null } : state}
        onFilter={(filter) => setState(withFilter(state, filter))}
        onPageSize={(pageSize) => {
          setPageSize(pageSize);
          setState(withPageSize(state, pageSize));
        }}
        onDirection={(direction) => {
          setDirection(direction);
          setState(withDirection(state, direction));
        }}
        onMovement={(movement) => setState(withMovement(state, movement))}
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        summary={selectedLabel}
      />
      <div aria-live="polite" className="sr-only">
        {loading ? 'Loading rankings…' : ''}
      </div>
      <div ref={listRef} className="space-y-4">
        {body}
      </div>
      {needsFilter || unknownFilter || (state.index === 0 && (list.isError || (list.isSuccess && rows.length === 0))) ? null : (
        <Pager
          navRef={navRef}
          index={state.index}
          canGoBack={!loading && canGoPrevious(state)}
          canGoForward={!loading && canGoNext(list.data, state.pageSize, followingList.data)}
          onPrevious={(event) => {
            const to = previousPage(state);
            turned(event, 'previous', to.index);
            setState(to);
          }}
          onNext={(event) => {
            turned(event, 'next', following.index);
            setState(following);
          }}
        />
      )}
    </div>
  );
}

/** The kind's filter options (the same cache entry the filter slot reads) and a way to label a choice. */
function useFilterOptions(kind: RankingKind) {
  const filtered = isFilteredRankingKind(kind);
  // Unfiltered kinds never ask.
  const options = useQuery({ ...rankingQueries.options(kind as FilteredRankingKind), enabled: filtered });
  // A value that names no choice is not echoed back (it may be anything a link carried).
  const labelOf = (filter: string | null) =>
    !filter || !filtered ? null : options.data ? (options.data.find((o) => o.value === filter)?.label ?? null) : filter;
  return { options, labelOf };
}

/** Why a promotion's list marks no champion: none of its current title fights is in our data (it has belts all the same). */
function NoChampionNote({ organization }: { organization: string }) {
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="no-title-fights">
      Our data marks none of the current title fights of {organization}, so this list marks no champion.
    </p>
  );
}

/** The empty state of a filter that names no choice: what to do instead, without repeating what the link said. */
function unknownFilterMessage(kind: FilteredRankingKind): string {
  const slot = FILTER_SLOTS[kind];
  return `No rankings available for that ${slot.label.toLowerCase()}. ${slot.choose} from the filters above.`;
}

type PageButton = 'previous' | 'next';

/**
 * Keyboard focus across a page turn (QA pass 2, D3). Previous and Next are disabled while a page loads (spec §2), and a
 * browser drops the focus of a disabled button to <body>: a keyboard user pressing Next was sent back to the top of
 * the document. Once the turned page has loaded (and the page after it, which decides whether Next is on), focus goes
 * back to the button pressed, so Next, Next, Next works; when that button is off for good (the last page, or back on
 * the first), to the first fighter of the page shown. A fan who moved focus elsewhere meanwhile keeps it there.
 */
function usePagingFocus(index: number, settled: boolean) {
  const turn = useRef<{ button: PageButton; index: number } | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pending = turn.current;
    if (!pending || pending.index !== index || !settled) return;
    turn.current = null;
    // Still on the button pressed (the browser may not have dropped a disabled one's focus yet), or dropped to <body>.
    const active = document.activeElement;
    const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-page="${pending.button}"]`);
    if (active && active !== document.body && active !== button) return;
    const target = button && !button.disabled ? button : listRef.current?.querySelector<HTMLElement>('a[href]');
    if (target && target !== active) target.focus();
  });
  /** Called as a button turns the page; only a focused button (keyboard, or a click that focused it) is followed. */
  const turned = (event: MouseEvent<HTMLButtonElement>, button: PageButton, toIndex: number) => {
    turn.current = event.currentTarget === document.activeElement ? { button, index: toIndex } : null;
  };
  return { navRef, listRef, turned };
}

/** A page after the last row: say so and offer the first page, rather than an empty-list or no-movers message. */
function PastTheEnd({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <Alert title={EMPTY_TITLE} action={<Button onClick={onFirstPage}>Go to the first page</Button>}>
      There are no more fighters: this page is past the end of the list.
    </Alert>
  );
}

/** The movement filter matched nobody: the list itself is not empty, so the way out is to clear the filter. */
function NoMovers({ message, onShowAll }: { message: string; onShowAll: () => void }) {
  return (
    <Alert title={EMPTY_TITLE} action={<Button onClick={onShowAll}>Show all fighters</Button>}>
      {message}
    </Alert>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      variant="destructive"
      title={ERROR_TITLE}
      action={
        <Button onClick={onRetry} className="border-red-300 dark:border-red-800">
          Try again
        </Button>
      }
    >
      {ERROR_MESSAGE}
    </Alert>
  );
}

// "Why did this fighter move": the Rating and global rank over time (a chart, lazily loaded) on the page itself,
// and behind "Why did the rating move?" the explanations: the bout that moved the Rating most, and every rated bout
// with the opponent, the result and what it did to the Rating. The page enables the history call (spec §7: the
// caller decides); the chart's code is its own chunk, so the page's first paint does not wait for it.
import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RatingHistoryStep } from '@fightrank/shared/contracts';
import { rankingQueries } from '@fightrank/shared/queries';
import { fighterPath } from '@fightrank/shared/routing';
import { Alert, Button, Skeleton, cn, formatRank, formatShortDate } from '@fightrank/shared/ui';
import { methodLabel } from '../../components/method-label';
import { timeOutText } from './time-out';
import {
  biggestMove,
  boutOutcome,
  certaintyText,
  currentStep,
  formatRatingChange,
  globalRankPoints,
  isVisibleStep,
  ratingMoves,
  type CurrentStep,
  type RatingMove,
} from './rating-moves';

// Its own chunk (visx and d3 parts): fetched once the history is there to plot.
const RatingChart = lazy(() => import('./rating-chart').then((m) => ({ default: m.RatingChart })));
/** Equal to CHART_HEIGHT in chart-geometry.ts (h-60 = 240 px): the placeholder holds the chart's place while it loads. */
const CHART_PLACEHOLDER = 'h-60 w-full';

const RESULT_STYLE: Record<RatingHistoryStep['result'], string> = {
  W: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  L: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
  D: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
  NC: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
};

const changeColour = (change: number | null) =>
  change === null || Math.round(change * 10) === 0
    ? 'text-zinc-600 dark:text-zinc-400'
    : change > 0
      ? 'text-green-700 dark:text-green-400'
      : 'text-red-700 dark:text-red-400';

export function RatingHistory({ fighterId }: { fighterId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const history = useQuery(rankingQueries.fighterHistory(fighterId, true));
  const moves = history.data ? ratingMoves(history.data) : [];
  const ranks = history.data ? globalRankPoints(history.data) : [];
  const biggest = biggestMove(moves);
  const current = history.data ? currentStep(history.data) : null;
  return (
    <section aria-labelledby={`${panelId}-title`} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${panelId}-title`} className="text-lg font-semibold">
          Rating history
        </h2>
        {moves.length ? (
          <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
            {open ? 'Hide' : 'Why did the rating move?'}
          </Button>
        ) : null}
      </div>
      {history.isPending ? <Skeleton className={CHART_PLACEHOLDER} /> : null}
      {history.isError ? (
        <Alert
          variant="destructive"
          title="Error"
          action={
            <Button onClick={() => void history.refetch()} disabled={history.isFetching} className="border-red-300 dark:border-red-800">
              Try again
            </Button>
          }
        >
          Failed to load the rating history. Please try again later.
        </Alert>
      ) : null}
      {history.isSuccess && moves.length === 0 ? <p className="text-sm text-zinc-600 dark:text-zinc-400">No rated bouts yet.</p> : null}
      {moves.length ? (
        <>
          <Suspense fallback={<Skeleton className={CHART_PLACEHOLDER} />}>
            <RatingChart moves={moves} ranks={ranks} current={current} highlightBoutId={biggest?.step.boutId} label={chartLabel(moves, biggest)} />
          </Suspense>
          <ChartLegend withRank={ranks.length > 0} withBiggest={biggest !== null} />
          {open ? (
            <div id={panelId} className="space-y-3">
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                The Rating here is the one on the ranking rows (pound for pound shows it with size taken out, the P4P score). A bout’s change is its result
                alone: a win never lowers it, a loss never raises it. Two steps of their own move it too: every bout makes us surer of a fighter’s level
                whatever the result, which lifts it, and time out of the cage makes us less sure, which lowers it (and drifts the level toward a newcomer’s, so
                for a fighter rated below a newcomer it can be a small rise).
              </p>
              {biggest ? <BiggestMove move={biggest} /> : null}
              <ol
                aria-label="Every rated bout, newest first, with its change to the Rating, and time out of the cage between them"
                className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
              >
                {current && isVisibleStep(current.inactivity) ? (
                  <InactivityRow change={current.inactivity} from={moves.at(-1)!.step.date} to={current.date} />
                ) : null}
                {[...moves].reverse().flatMap((move, i, newestFirst) => {
                  const rows = [<RatingStepRow key={move.step.boutId} move={move} biggest={move === biggest} />];
                  const previous = newestFirst[i + 1];
                  if (previous && isVisibleStep(move.inactivity)) {
                    rows.push(<InactivityRow key={`layoff-${move.step.boutId}`} change={move.inactivity} from={previous.step.date} to={move.step.date} />);
                  }
                  return rows;
                })}
              </ol>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The chart's accessible name: how many bouts, where the Rating went, and the biggest move. */
export function chartLabel(moves: readonly RatingMove[], biggest: RatingMove | null): string {
  const first = moves[0]!.step.ratingAfter.toFixed(1);
  const last = moves.at(-1)!.step.ratingAfter.toFixed(1);
  const base = `Rating after each of ${moves.length} bouts, from ${first} to ${last}`;
  return biggest ? `${base}; biggest move ${formatRatingChange(biggest.change)}: ${boutOutcome(biggest.step)}, ${biggest.step.eventName}` : base;
}

function BiggestMove({ move }: { move: RatingMove }) {
  return (
    <p className="text-sm" data-testid="biggest-move">
      Biggest move: <span className={cn('font-semibold tabular-nums', changeColour(move.change))}>{formatRatingChange(move.change)}</span>,{' '}
      {boutOutcome(move.step)} at {move.step.eventName} ({formatShortDate(move.step.date)}).
    </p>
  );
}

function ChartLegend({ withRank, withBiggest }: { withRank: boolean; withBiggest: boolean }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
      <span>
        <span className="text-green-700 dark:text-green-400">▲</span> win
      </span>
      <span>
        <span className="text-red-700 dark:text-red-400">▼</span> loss
      </span>
      <span>● draw or no contest</span>
      <span>— a result’s change</span>
      <span>┆ one more bout (surer)</span>
      <span>┄ time out of the cage</span>
      {/* The chart rings the bout of the biggest move; the panel below names it. */}
      {withBiggest ? <span data-testid="legend-biggest-move">○ biggest move</span> : null}
      {withRank ? <span className="text-sky-700 dark:text-sky-400">- - global rank (top 100)</span> : null}
    </p>
  );
}

// Drawn, not the ⏸ character: fonts without that glyph (Debian's Chromium among them) showed an empty box.
function PauseMark() {
  return (
    <svg viewBox="0 0 12 12" className="h-3 w-3" aria-hidden="true" data-testid="pause-mark">
      <rect x="2" y="1.5" width="2.5" height="9" rx="0.5" fill="currentColor" />
      <rect x="7.5" y="1.5" width="2.5" height="9" rx="0.5" fill="currentColor" />
    </svg>
  );
}

/**
 * Time out of the cage as its own step: the Rating falls because we are less sure, not because of a result (or rises a
 * little for a fighter rated below a newcomer's level, whose skill drifts up toward it; docs/how-rankings-work.md).
 */
function InactivityRow({ change, from, to }: { change: number; from: string; to: CurrentStep['date'] }) {
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-zinc-50 px-3 py-1.5 text-xs text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400"
      data-testid="inactivity-step"
    >
      <span className="flex w-8 justify-center">
        <PauseMark />
      </span>
      <span className="min-w-0 flex-1">
        Time out of the cage: {timeOutText(from, to)} ({formatShortDate(from)} to {formatShortDate(to)})
      </span>
      <span className={cn('tabular-nums font-semibold', changeColour(change))}>{formatRatingChange(change)}</span>
      <span className="w-16" />
    </li>
  );
}

function RatingStepRow({ move, biggest }: { move: RatingMove; biggest: boolean }) {
  const { step, change, globalRank } = move;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm" data-testid="rating-step" data-bout-id={step.boutId}>
      <span className={cn('w-8 rounded px-1.5 py-0.5 text-center text-xs font-bold', RESULT_STYLE[step.result])}>{step.result}</span>
      <span className="min-w-0 flex-1">
        vs{' '}
        <Link to={fighterPath(step.opponentName, step.opponentId)} className="font-medium hover:underline">
          {step.opponentName}
        </Link>
        {biggest ? (
          <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-zinc-800 dark:text-brand-400">Biggest move</span>
        ) : null}
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">
          {formatShortDate(step.date)} · {step.eventName}
          {methodLabel(step.method) ? ` · ${methodLabel(step.method)}` : ''}
          {globalRank !== null ? ` · ${formatRank(globalRank)} global after it` : ''}
        </span>
        {isVisibleStep(move.certainty) ? (
          <span className="block text-xs text-zinc-600 dark:text-zinc-400" data-testid="certainty-step">
            {certaintyText(move.certainty)}, before the result.
          </span>
        ) : null}
      </span>
      <span className={cn('tabular-nums font-semibold', changeColour(change))}>
        {change === null ? <span className="text-xs font-normal">first rated bout</span> : formatRatingChange(change)}
      </span>
      <span className="w-16 text-right tabular-nums text-zinc-600 dark:text-zinc-300" data-testid="rating-after">
        {step.ratingAfter.toFixed(1)}
      </span>
    </li>
  );
}

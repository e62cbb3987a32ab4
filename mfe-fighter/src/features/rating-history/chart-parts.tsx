// The pieces the rating chart draws (rating-chart.tsx): bout markers, the rank line, the Rating's steps, the axes and
// the tooltip. Each takes the scales chart-geometry.ts computes.
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { LinePath } from '@visx/shape';
import { cn, formatRank, formatShortDate } from '@fightrank/shared/ui';
import { CHART_HEIGHT, rankSegments, time, timeTickLabel, type ChartScales, type Segment } from './chart-geometry';
import { boutOutcome, certaintyText, formatRatingChange, isVisibleStep, type RankPoint, type RatingMove } from './rating-moves';

const MARKER_STYLE: Record<RatingMove['step']['result'], string> = {
  W: 'fill-green-700 dark:fill-green-400',
  L: 'fill-red-700 dark:fill-red-400',
  D: 'fill-zinc-500 dark:fill-zinc-400',
  NC: 'fill-zinc-500 dark:fill-zinc-400',
};

/** A win points up, a loss down, a draw or no contest is a dot. */
export function Marker({ move, x, y, active }: { move: RatingMove; x: number; y: number; active: boolean }) {
  const r = active ? 7 : 5;
  const { result } = move.step;
  const shape =
    result === 'W' ? (
      <path d={`M${x},${y - r} L${x + r},${y + r * 0.8} L${x - r},${y + r * 0.8} Z`} />
    ) : result === 'L' ? (
      <path d={`M${x},${y + r} L${x + r},${y - r * 0.8} L${x - r},${y - r * 0.8} Z`} />
    ) : (
      <circle cx={x} cy={y} r={r * 0.8} />
    );
  return (
    <g className={MARKER_STYLE[result]} data-testid="chart-bout" data-bout-id={move.step.boutId}>
      {shape}
    </g>
  );
}

/** The global rank over time, broken wherever the fighter left the top 100. */
export function RankLines({ ranks, x, yRank }: { ranks: readonly RankPoint[]; x: ChartScales['x']; yRank: ChartScales['yRank'] }) {
  return rankSegments(ranks).map((segment) => (
    <LinePath
      key={segment[0]!.date}
      data={segment}
      x={(p) => x(new Date(time(p.date)))}
      y={(p) => yRank(p.rank)}
      className="stroke-sky-700 dark:stroke-sky-400"
      strokeWidth={1.5}
      strokeDasharray="5 3"
      fill="none"
      data-testid="rank-line"
    />
  ));
}

/** `dx`: drawn that many pixels left of its date, so a certainty step stays visible beside the result's step on a loss. */
const STEP_STYLE: Record<Segment['kind'], { className: string; width: number; dash?: string; dx?: number }> = {
  bout: { className: 'stroke-zinc-800 dark:stroke-zinc-200', width: 2 },
  certainty: { className: 'stroke-zinc-400 dark:stroke-zinc-500', width: 1.5, dash: '1 3', dx: -3 },
  inactivity: { className: 'stroke-zinc-400 dark:stroke-zinc-500', width: 1.5, dash: '3 3' },
};

/** The Rating line: solid steps for results, dotted ones for the certainty a bout adds, dashed ones for time out of the cage. */
export function RatingSteps({ segments, x, yRating }: { segments: readonly Segment[]; x: ChartScales['x']; yRating: ChartScales['yRating'] }) {
  return segments.map((segment) => (
    <line
      key={segment.key}
      x1={x(new Date(time(segment.from.date))) + (STEP_STYLE[segment.kind].dx ?? 0)}
      y1={yRating(segment.from.rating)}
      x2={x(new Date(time(segment.to.date))) + (STEP_STYLE[segment.kind].dx ?? 0)}
      y2={yRating(segment.to.rating)}
      className={STEP_STYLE[segment.kind].className}
      strokeWidth={STEP_STYLE[segment.kind].width}
      strokeDasharray={STEP_STYLE[segment.kind].dash}
      strokeLinecap="round"
      data-testid={`chart-${segment.kind}-step`}
    />
  ));
}

/** Rating on the left, years along the bottom, and the rank on the right when there is one. */
export function ChartAxes({
  scales,
  innerWidth,
  innerHeight,
  narrow,
  showRank,
}: {
  scales: ChartScales;
  innerWidth: number;
  innerHeight: number;
  narrow: boolean;
  showRank: boolean;
}) {
  return (
    <g className="text-zinc-400 dark:text-zinc-600">
      <AxisLeft
        scale={scales.yRating}
        numTicks={4}
        stroke="currentColor"
        tickStroke="currentColor"
        tickFormat={(v) => String(Math.round(Number(v)))}
        tickLabelProps={{ className: 'fill-zinc-600 dark:fill-zinc-400', fontSize: 11 }}
      />
      <AxisBottom
        top={innerHeight}
        scale={scales.x}
        numTicks={narrow ? 4 : 8}
        stroke="currentColor"
        tickStroke="currentColor"
        tickFormat={timeTickLabel(scales.x.domain() as [Date, Date], innerWidth)}
        tickLabelProps={{ className: 'fill-zinc-600 dark:fill-zinc-400', fontSize: 11 }}
      />
      {showRank ? (
        <AxisRight
          left={innerWidth}
          scale={scales.yRank}
          tickValues={scales.rankTicks}
          stroke="currentColor"
          tickStroke="currentColor"
          tickFormat={(v) => formatRank(Number(v))}
          tickLabelProps={{ className: 'fill-sky-700 dark:fill-sky-400', fontSize: 11 }}
        />
      ) : null}
    </g>
  );
}

const TOOLTIP_WIDTH = 224;

export function ChartTooltip({ move, left, top, width }: { move: RatingMove; left: number; top: number; width: number }) {
  const change = formatRatingChange(move.change);
  // Kept inside the chart: flipped below the point in the upper half, clamped at both sides.
  const x = Math.min(Math.max(left - TOOLTIP_WIDTH / 2, 4), width - TOOLTIP_WIDTH - 4);
  const below = top < CHART_HEIGHT / 2;
  return (
    <div
      aria-hidden="true"
      data-testid="chart-tooltip"
      className="pointer-events-none absolute z-10 rounded-md border border-zinc-200 bg-white p-2 text-xs shadow-md dark:border-zinc-700 dark:bg-zinc-900"
      style={{ left: x, width: TOOLTIP_WIDTH, ...(below ? { top: top + 14 } : { bottom: CHART_HEIGHT - top + 14 }) }}
    >
      <p className="font-semibold text-zinc-900 dark:text-zinc-100">{boutOutcome(move.step)}</p>
      <p className="text-zinc-600 dark:text-zinc-400">
        {move.step.eventName} · {formatShortDate(move.step.date)}
      </p>
      <p className="mt-1 tabular-nums text-zinc-900 dark:text-zinc-100">
        Rating {move.step.ratingAfter.toFixed(1)}{' '}
        {change === null ? (
          <span className="text-zinc-600 dark:text-zinc-400">(first rated bout)</span>
        ) : (
          <span
            className={cn('font-semibold', move.change! > 0 ? 'text-green-700 dark:text-green-400' : move.change! < 0 ? 'text-red-700 dark:text-red-400' : '')}
          >
            ({change})
          </span>
        )}
        {move.globalRank !== null ? <span className="text-sky-700 dark:text-sky-400"> · {formatRank(move.globalRank)} global</span> : null}
      </p>
      {isVisibleStep(move.certainty) ? <p className="text-zinc-600 dark:text-zinc-400">{certaintyText(move.certainty)}, before the result</p> : null}
    </div>
  );
}

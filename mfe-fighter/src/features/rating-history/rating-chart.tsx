// The Rating and global-rank history chart, drawn with visx (decision 029). It is its own lazily loaded chunk
// (rating-history.tsx imports it with React.lazy), so the fighter page's first load does not carry it.
// Every bout is a marker whose shape says the result (colour is never the only signal); hovering, tapping or the
// arrow keys pick a bout and the tooltip names it and says how much it moved the Rating. The list below the chart
// says the same for screen readers and is the chart's text alternative.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { cn, formatShortDate } from '@fightrank/shared/ui';
import { boutOutcome, certaintyText, describeMove, formatRatingChange, isVisibleStep, type CurrentStep, type RankPoint, type RatingMove } from './rating-moves';

/** The chart's height in CSS pixels; the placeholder shown while the chunk loads has the same, so nothing shifts. */
export const CHART_HEIGHT = 240;
const MARGIN = { top: 14, bottom: 26, left: 44 };
/** Two rank snapshots further apart than this are a spell outside the top 100: the rank line breaks there. */
const RANK_GAP_DAYS = 100;
const DAY_MS = 86_400_000;
const RANK_STEPS = [10, 25, 50, 100];

const time = (date: string) => Date.parse(`${date}T00:00:00Z`);

const MARKER_STYLE: Record<RatingMove['step']['result'], string> = {
  W: 'fill-green-700 dark:fill-green-400',
  L: 'fill-red-700 dark:fill-red-400',
  D: 'fill-zinc-500 dark:fill-zinc-400',
  NC: 'fill-zinc-500 dark:fill-zinc-400',
};

/** A win points up, a loss down, a draw or no contest is a dot. */
function Marker({ move, x, y, active }: { move: RatingMove; x: number; y: number; active: boolean }) {
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

/** The element's width, followed as the window resizes (the chart fills its column at 390 px and at 1280 px). */
function useElementWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => element.clientWidth > 0 && setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Rank points split where the fighter left the top 100, so the line never bridges a spell outside it. */
function rankSegments(ranks: readonly RankPoint[]): RankPoint[][] {
  const segments: RankPoint[][] = [];
  for (const point of ranks) {
    const last = segments.at(-1)?.at(-1);
    if (last && time(point.date) - time(last.date) <= RANK_GAP_DAYS * DAY_MS) segments.at(-1)!.push(point);
    else segments.push([point]);
  }
  return segments;
}

export interface RatingChartProps {
  moves: readonly RatingMove[];
  ranks: readonly RankPoint[];
  /** The Rating on the ratings date: a last dashed step from the last bout, the time out since. */
  current?: CurrentStep | null;
  /** The bout of the biggest move, ringed on the chart. */
  highlightBoutId?: number;
  /** A one-sentence summary: the chart's accessible name. */
  label: string;
}

/**
 * A straight piece of the Rating line: a result's own step (solid, at the bout's date), the certainty fighting the
 * bout added (dotted, just before it) or time out of the cage (dashed).
 */
interface Segment {
  key: string;
  from: { date: string; rating: number };
  to: { date: string; rating: number };
  kind: 'bout' | 'certainty' | 'inactivity';
}

/**
 * The Rating line as steps: each result moves it at the bout's date from the Rating going into the result to the
 * Rating after; the time between bouts (and since the last one) and the certainty a bout adds whatever its result
 * are steps of their own, so neither ever looks like a result.
 */
export function ratingSegments(moves: readonly RatingMove[], current: CurrentStep | null | undefined): Segment[] {
  const out: Segment[] = [];
  moves.forEach((move, i) => {
    const { step } = move;
    const previous = moves[i - 1]?.step;
    const before = step.ratingBefore ?? previous?.ratingAfter;
    const certainty = move.certainty ?? 0;
    if (previous && before !== undefined) {
      out.push({
        key: `layoff-${step.boutId}`,
        from: { date: previous.date, rating: previous.ratingAfter },
        to: { date: step.date, rating: before - certainty },
        kind: 'inactivity',
      });
      if (certainty !== 0)
        out.push({
          key: `certainty-${step.boutId}`,
          from: { date: step.date, rating: before - certainty },
          to: { date: step.date, rating: before },
          kind: 'certainty',
        });
    }
    if (before !== undefined)
      out.push({ key: `bout-${step.boutId}`, from: { date: step.date, rating: before }, to: { date: step.date, rating: step.ratingAfter }, kind: 'bout' });
  });
  const last = moves.at(-1)?.step;
  if (last && current)
    out.push({
      key: 'since-last',
      from: { date: last.date, rating: last.ratingAfter },
      to: { date: current.date, rating: current.rating },
      kind: 'inactivity',
    });
  return out;
}

/** The time axis over every date shown, the Rating axis over every Rating with a margin, and the rank axis. */
function chartScales(
  moves: readonly RatingMove[],
  ranks: readonly RankPoint[],
  current: CurrentStep | null | undefined,
  innerWidth: number,
  innerHeight: number,
) {
  const dates = [...moves.map((m) => time(m.step.date)), ...ranks.map((r) => time(r.date)), ...(current ? [time(current.date)] : [])];
  let [start, end] = [Math.min(...dates), Math.max(...dates)];
  if (start === end) [start, end] = [start - 180 * DAY_MS, end + 180 * DAY_MS];
  const ratings = [
    ...moves.flatMap((m) =>
      m.step.ratingBefore === null ? [m.step.ratingAfter] : [m.step.ratingBefore - (m.certainty ?? 0), m.step.ratingBefore, m.step.ratingAfter],
    ),
    ...(current ? [current.rating] : []),
  ];
  const [low, high] = [Math.min(...ratings), Math.max(...ratings)];
  const pad = Math.max((high - low) * 0.08, 10);
  // The rank axis ends at a round rank at or below the worst one shown, and that rank is its last tick.
  const worst = Math.max(...ranks.map((r) => r.rank), 1);
  const worstRank = RANK_STEPS.find((rank) => rank >= worst) ?? worst;
  return {
    rankTicks: [1, ...RANK_STEPS.filter((rank) => rank <= worstRank)],
    x: scaleUtc({ domain: [new Date(start), new Date(end)], range: [0, innerWidth] }),
    yRating: scaleLinear({ domain: [low - pad, high + pad], range: [innerHeight, 0], nice: true }),
    // Rank 1 at the top; the axis ends at the worst rank shown (the history keeps the top 100 only).
    yRank: scaleLinear({ domain: [1, worstRank], range: [0, innerHeight] }),
  };
}

type ChartScales = ReturnType<typeof chartScales>;

/** The arrow keys, Home and End step through the bouts; null for any other key. */
function steppedBout(key: string, active: number | null, count: number): number | null {
  const last = count - 1;
  const from = active ?? last;
  const next = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: last }[key];
  return next === undefined ? null : Math.min(Math.max(next, 0), last);
}

export function RatingChart({ moves, ranks, current, highlightBoutId, label }: RatingChartProps) {
  const [containerRef, width] = useElementWidth(640);
  const [active, setActive] = useState<number | null>(null);
  const hintId = useId();
  const narrow = width < 480;
  const showRank = ranks.length > 0;
  const margin = { ...MARGIN, right: showRank ? 36 : 12 };
  const innerWidth = Math.max(width - margin.left - margin.right, 10);
  const innerHeight = CHART_HEIGHT - margin.top - margin.bottom;

  const { x, yRating, yRank, rankTicks } = useMemo(
    () => chartScales(moves, ranks, current, innerWidth, innerHeight),
    [moves, ranks, current, innerWidth, innerHeight],
  );
  const segments = useMemo(() => ratingSegments(moves, current), [moves, current]);

  const pointAt = (move: RatingMove) => ({ px: x(new Date(time(move.step.date))), py: yRating(move.step.ratingAfter) });

  /** The bout nearest the pointer along the time axis. */
  const nearest = (event: PointerEvent<SVGRectElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const at = event.clientX - bounds.left;
    let best = 0;
    moves.forEach((move, i) => {
      if (Math.abs(pointAt(move).px - at) < Math.abs(pointAt(moves[best]!).px - at)) best = i;
    });
    setActive(best);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = steppedBout(event.key, active, moves.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  const activeMove = active === null ? null : moves[active];
  const activePoint = activeMove ? pointAt(activeMove) : null;
  const highlighted = moves.find((m) => m.step.boutId === highlightBoutId);

  return (
    // A focusable chart whose arrow keys move between bouts (announced through its live region): jsx-a11y
    // counts role="group" as non-interactive, but this group is the widget the keys drive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={containerRef}
      className="relative w-full rounded-lg border border-zinc-200 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-zinc-800 dark:focus-visible:ring-brand-400"
      style={{ height: CHART_HEIGHT }}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the chart is keyboard-driven (see above)
      tabIndex={0}
      role="group"
      aria-label="Rating chart"
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      onFocus={() => setActive((a) => a ?? moves.length - 1)}
      onBlur={() => setActive(null)}
      data-testid="rating-chart"
    >
      <span id={hintId} className="sr-only">
        Left and right arrow keys move from bout to bout; the list below the chart holds the same bouts.
      </span>
      <svg width={width} height={CHART_HEIGHT} role="img" aria-label={label} className="block">
        <Group left={margin.left} top={margin.top}>
          <g className="text-zinc-300 dark:text-zinc-700">
            {yRating.ticks(4).map((tick) => (
              <line key={tick} x1={0} x2={innerWidth} y1={yRating(tick)} y2={yRating(tick)} stroke="currentColor" strokeDasharray="2 4" />
            ))}
          </g>
          {showRank ? <RankLines ranks={ranks} x={x} yRank={yRank} /> : null}
          <RatingSteps segments={segments} x={x} yRating={yRating} />
          {activePoint ? (
            <line x1={activePoint.px} x2={activePoint.px} y1={0} y2={innerHeight} className="stroke-zinc-400 dark:stroke-zinc-500" strokeWidth={1} />
          ) : null}
          {highlighted ? (
            <circle
              cx={pointAt(highlighted).px}
              cy={pointAt(highlighted).py}
              r={11}
              fill="none"
              className="stroke-brand-700 dark:stroke-brand-400"
              strokeWidth={2}
            />
          ) : null}
          {moves.map((move, i) => (
            <Marker key={move.step.boutId} move={move} {...{ x: pointAt(move).px, y: pointAt(move).py }} active={i === active} />
          ))}
          <ChartAxes scales={{ x, yRating, yRank, rankTicks }} innerWidth={innerWidth} innerHeight={innerHeight} narrow={narrow} showRank={showRank} />
          {/* Catches the pointer over the whole plot: the nearest bout in time is the one described. */}
          <rect
            width={innerWidth}
            height={innerHeight}
            fill="transparent"
            onPointerMove={nearest}
            onPointerDown={nearest}
            onPointerLeave={() => setActive(null)}
            data-testid="chart-hit-area"
          />
        </Group>
      </svg>
      {activeMove && activePoint ? (
        <ChartTooltip move={activeMove} left={margin.left + activePoint.px} top={margin.top + activePoint.py} width={width} />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {activeMove ? describeMove(activeMove) : ''}
      </p>
    </div>
  );
}

/** The global rank over time, broken wherever the fighter left the top 100. */
function RankLines({ ranks, x, yRank }: { ranks: readonly RankPoint[]; x: ChartScales['x']; yRank: ChartScales['yRank'] }) {
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
function RatingSteps({ segments, x, yRating }: { segments: readonly Segment[]; x: ChartScales['x']; yRating: ChartScales['yRating'] }) {
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const YEAR_MS = 365.25 * 86_400_000;

/**
 * Time-axis labels: years for a career of three years or more, months ("Mar '24") for a shorter one, whose ticks fall
 * several to a year. A label the tick before already shows is left blank, so no axis reads "2024 2024 2024".
 */
/** A tick's value: a Date, or the time in milliseconds. */
type TimeValue = { valueOf(): number };

export function timeTickLabel([start, end]: [Date, Date]): (value: TimeValue, index: number, values: { value: TimeValue }[]) => string {
  const label = (value: TimeValue) => {
    const d = new Date(Number(value));
    return end.getTime() - start.getTime() >= 3 * YEAR_MS ? String(d.getUTCFullYear()) : `${MONTHS[d.getUTCMonth()]} '${String(d.getUTCFullYear()).slice(2)}`;
  };
  return (value, index, values) => {
    const text = label(value);
    return index > 0 && label(values[index - 1]!.value) === text ? '' : text;
  };
}

/** Rating on the left, years along the bottom, and the rank on the right when there is one. */
function ChartAxes({
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
        tickFormat={timeTickLabel(scales.x.domain() as [Date, Date])}
        tickLabelProps={{ className: 'fill-zinc-600 dark:fill-zinc-400', fontSize: 11 }}
      />
      {showRank ? (
        <AxisRight
          left={innerWidth}
          scale={scales.yRank}
          tickValues={scales.rankTicks}
          stroke="currentColor"
          tickStroke="currentColor"
          tickFormat={(v) => `#${Number(v)}`}
          tickLabelProps={{ className: 'fill-sky-700 dark:fill-sky-400', fontSize: 11 }}
        />
      ) : null}
    </g>
  );
}

const TOOLTIP_WIDTH = 224;

function ChartTooltip({ move, left, top, width }: { move: RatingMove; left: number; top: number; width: number }) {
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
        {move.globalRank !== null ? <span className="text-sky-700 dark:text-sky-400"> · #{move.globalRank} global</span> : null}
      </p>
      {isVisibleStep(move.certainty) ? <p className="text-zinc-600 dark:text-zinc-400">{certaintyText(move.certainty)}, before the result</p> : null}
    </div>
  );
}

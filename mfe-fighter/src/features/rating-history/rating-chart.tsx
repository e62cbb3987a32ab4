// The Rating and global-rank history chart, drawn with visx (decision 029): its geometry is chart-geometry.ts, its
// pieces chart-parts.tsx; this module holds the interaction. It is its own lazily loaded chunk
// (rating-history.tsx imports it with React.lazy), so the fighter page's first load does not carry it.
// Every bout is a marker whose shape says the result (colour is never the only signal); hovering, tapping or the
// arrow keys pick a bout and the tooltip names it and says how much it moved the Rating. The list below the chart
// says the same for screen readers and is the chart's text alternative.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Group } from '@visx/group';
import { CHART_HEIGHT, chartScales, ratingSegments, steppedBout, time } from './chart-geometry';
import { ChartAxes, ChartTooltip, Marker, RankLines, RatingSteps } from './chart-parts';
import { describeMove, type CurrentStep, type RankPoint, type RatingMove } from './rating-moves';

const MARGIN = { top: 14, bottom: 26, left: 44 };

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

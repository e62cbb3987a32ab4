// The rating chart's geometry, apart from its drawing (rating-chart.tsx): the Rating line as steps, the rank line's
// pieces, the scales, the time axis's labels and the keys that step through bouts. Pure functions of the history.
import { scaleLinear, scaleUtc } from '@visx/scale';
import type { CurrentStep, RankPoint, RatingMove } from './rating-moves';

/** The chart's height in CSS pixels; the placeholder shown while the chunk loads has the same, so nothing shifts. */
export const CHART_HEIGHT = 240;
/** Two rank snapshots further apart than this are a spell outside the top 100: the rank line breaks there. */
const RANK_GAP_DAYS = 100;
const DAY_MS = 86_400_000;
const RANK_STEPS = [10, 25, 50, 100];

/** A history date (YYYY-MM-DD) as UTC milliseconds. */
export const time = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Rank points split where the fighter left the top 100, so the line never bridges a spell outside it. */
export function rankSegments(ranks: readonly RankPoint[]): RankPoint[][] {
  const segments: RankPoint[][] = [];
  for (const point of ranks) {
    const last = segments.at(-1)?.at(-1);
    if (last && time(point.date) - time(last.date) <= RANK_GAP_DAYS * DAY_MS) segments.at(-1)!.push(point);
    else segments.push([point]);
  }
  return segments;
}

/**
 * A straight piece of the Rating line: a result's own step (solid, at the bout's date), the certainty fighting the
 * bout added (dotted, just before it) or time out of the cage (dashed).
 */
export interface Segment {
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
export function chartScales(
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

export type ChartScales = ReturnType<typeof chartScales>;

/** The arrow keys, Home and End step through the bouts; null for any other key. */
export function steppedBout(key: string, active: number | null, count: number): number | null {
  const last = count - 1;
  const from = active ?? last;
  const next = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: last }[key];
  return next === undefined ? null : Math.min(Math.max(next, 0), last);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const YEAR_MS = 365.25 * 86_400_000;

/** A tick's value: a Date, or the time in milliseconds. */
type TimeValue = { valueOf(): number };

/**
 * Time-axis labels: years for a career of three years or more, months ("Mar '24") for a shorter one, whose ticks fall
 * several to a year. A label the tick before already shows is left blank, so no axis reads "2024 2024 2024".
 */
/** Room a time label needs beside the next ("Nov '24" at 11 px is about 40 px wide). */
const TIME_LABEL_GAP_PX = 48;

/**
 * The time axis's labels: by year over three years or more, else by month; each year or month once. With the axis's
 * `width`, a label too close to the one before is left out: a career of two months put "Oct '24" and "Nov '24" on
 * top of each other a week apart (UI QA, session 52). The domain's first label gives way to a month boundary.
 */
export function timeTickLabel(
  [start, end]: [Date, Date],
  width = Number.POSITIVE_INFINITY,
): (value: TimeValue, index: number, values: { value: TimeValue }[]) => string {
  const span = end.getTime() - start.getTime();
  const label = (value: TimeValue) => {
    const d = new Date(Number(value));
    return span >= 3 * YEAR_MS ? String(d.getUTCFullYear()) : `${MONTHS[d.getUTCMonth()]} '${String(d.getUTCFullYear()).slice(2)}`;
  };
  const xOf = (value: TimeValue) => (span > 0 ? ((Number(value) - start.getTime()) / span) * width : 0);
  const labelsOf = (values: { value: TimeValue }[]) => {
    const texts = values.map((tick) => label(tick.value));
    const shown = texts.map((text, i) => (i > 0 && texts[i - 1] === text ? '' : text));
    let last = -1;
    shown.forEach((text, i) => {
      const crowded = Number.isFinite(width) && text !== '' && last >= 0 && xOf(values[i]!.value) - xOf(values[last]!.value) < TIME_LABEL_GAP_PX;
      if (crowded && last !== 0) shown[i] = '';
      else if (text !== '') {
        if (crowded) shown[0] = '';
        last = i;
      }
    });
    return shown;
  };
  // The axis asks once per tick with the same list of ticks: the labels are worked out once per list.
  let cached: { values: { value: TimeValue }[]; shown: string[] } | undefined;
  return (_value, index, values) => {
    if (cached?.values !== values) cached = { values, shown: labelsOf(values) };
    return cached.shown[index]!;
  };
}

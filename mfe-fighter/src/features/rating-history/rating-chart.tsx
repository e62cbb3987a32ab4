import type { RatingHistoryStep } from '@fightrank/shared/contracts';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;

/** The rating after each bout as a line, oldest left; each point is a bout (green win, red loss). */
export function RatingChart({ steps }: { steps: RatingHistoryStep[] }) {
  if (steps.length < 2) return null;
  const values = steps.flatMap((s) => [s.ratingBefore, s.ratingAfter]);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD + (i / (steps.length - 1)) * (WIDTH - 2 * PAD);
  const y = (v: number) => PAD + (1 - (v - min) / span) * (HEIGHT - 2 * PAD);
  const points = steps.map((s, i) => `${x(i).toFixed(1)},${y(s.ratingAfter).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-40 w-full text-brand-700 dark:text-brand-400"
      role="img"
      aria-label={`Rating after each of ${steps.length} bouts, from ${Math.round(steps[0]!.ratingAfter)} to ${Math.round(steps.at(-1)!.ratingAfter)}`}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
      {steps.map((s, i) => (
        <circle key={s.boutId} cx={x(i)} cy={y(s.ratingAfter)} r={3} className={s.result === 'W' ? 'fill-green-600' : s.result === 'L' ? 'fill-red-600' : 'fill-zinc-400'} />
      ))}
    </svg>
  );
}

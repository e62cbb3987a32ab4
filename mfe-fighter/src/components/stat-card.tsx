// Spec §3 stat card: title, value, secondary title/value, splits and a statChange shown green with a plus
// and 1 decimal, as a neutral mark at zero, red with 1 decimal below zero.
import { cn } from '@fightrank/shared/ui';

export interface StatSplit {
  title: string;
  value: string;
}

export interface StatCardProps {
  title: string;
  value: string;
  secondaryTitle?: string | undefined;
  secondaryValue?: string | undefined;
  splits?: StatSplit[] | undefined;
  statChange?: number | null | undefined;
  /** What the change is measured against, read to screen readers ("since the last bout"). */
  changeLabel?: string | undefined;
}

export type ChangeTone = 'up' | 'down' | 'neutral';

export function formatStatChange(change: number): { text: string; tone: ChangeTone } {
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return { text: '–', tone: 'neutral' };
  return rounded > 0 ? { text: `+${rounded.toFixed(1)}`, tone: 'up' } : { text: `−${Math.abs(rounded).toFixed(1)}`, tone: 'down' };
}

const TONE_CLASS: Record<ChangeTone, string> = {
  up: 'text-green-700 dark:text-green-400',
  down: 'text-red-700 dark:text-red-400',
  neutral: 'text-zinc-600 dark:text-zinc-400',
};

export function StatChange({ change, label }: { change: number; label?: string | undefined }) {
  const { text, tone } = formatStatChange(change);
  const spoken = tone === 'neutral' ? 'no change' : tone === 'up' ? `up ${text.slice(1)}` : `down ${text.slice(1)}`;
  return (
    <span className={cn('text-sm font-semibold tabular-nums', TONE_CLASS[tone])} data-tone={tone} aria-label={label ? `${spoken} ${label}` : spoken}>
      {text}
    </span>
  );
}

export function StatCard({ title, value, secondaryTitle, secondaryValue, splits, statChange, changeLabel }: StatCardProps) {
  return (
    <div className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" data-testid="stat-card">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{title}</p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold tabular-nums">{value}</span>
        {typeof statChange === 'number' ? <StatChange change={statChange} label={changeLabel} /> : null}
        {/* What the change is measured against, in sight too ("+100.3" alone reads as today's move); the change's
            own label already says it to a screen reader. */}
        {typeof statChange === 'number' && changeLabel ? (
          <span className="text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true" data-testid="stat-change-label">
            {changeLabel}
          </span>
        ) : null}
      </p>
      {secondaryTitle ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-300">
          {/* A record never breaks at its hyphens ("28-1-" above "0 (1 NC)"): the value moves to a line of its own. */}
          {secondaryTitle}:{' '}
          <span className="font-medium whitespace-nowrap tabular-nums" data-testid="stat-secondary-value">
            {secondaryValue ?? '—'}
          </span>
        </p>
      ) : null}
      {splits?.length ? (
        <dl className="mt-2 grid grid-cols-3 gap-2 border-t border-zinc-100 pt-2 text-xs dark:border-zinc-800">
          {splits.map((split) => (
            <div key={split.title}>
              <dt className="text-zinc-600 dark:text-zinc-400">{split.title}</dt>
              <dd className="font-semibold tabular-nums">{split.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

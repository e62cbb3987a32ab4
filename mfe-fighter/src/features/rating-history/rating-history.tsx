// "Why did this fighter move": every rated bout with the opponent, the result and what it did to
// the rating, plus a line of the rating over time. Closed by default: the history is requested only
// once a fan opens it (spec §7: the history call runs only when the caller enables it).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RatingHistoryStep } from '@fightrank/shared/contracts';
import { rankingQueries } from '@fightrank/shared/queries';
import { fighterPath } from '@fightrank/shared/routing';
import { Alert, Button, Skeleton, cn, formatShortDate } from '@fightrank/shared/ui';
import { methodLabel } from '../../components/method-label';
import { RatingChart } from './rating-chart';

const RESULT_STYLE: Record<RatingHistoryStep['result'], string> = {
  W: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  L: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
  D: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
  NC: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
};

export function formatRatingChange(step: Pick<RatingHistoryStep, 'ratingBefore' | 'ratingAfter'>): string {
  const change = step.ratingAfter - step.ratingBefore;
  const rounded = Math.round(change * 10) / 10;
  return rounded === 0 ? '±0.0' : `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}`;
}

export function RatingHistory({ fighterId }: { fighterId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const history = useQuery(rankingQueries.fighterHistory(fighterId, open));
  const steps = history.data?.steps ?? [];
  return (
    <section aria-labelledby={`${panelId}-title`} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${panelId}-title`} className="text-lg font-semibold">
          Rating history
        </h2>
        <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide' : 'Why did the rating move?'}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className="space-y-3">
          {/* Decision 013: this history is the engine's skill estimate; the cards' Rating takes 2 x uncertainty off it. */}
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            Points here are the skill estimate after each bout; the Rating above is that estimate minus twice its uncertainty.
          </p>
          {history.isPending ? <Skeleton className="h-40 w-full" /> : null}
          {history.isError ? (
            <Alert variant="destructive" title="Error">
              Failed to load the rating history. Please try again later.
            </Alert>
          ) : null}
          {history.isSuccess && steps.length === 0 ? <p className="text-sm text-zinc-600 dark:text-zinc-400">No rated bouts yet.</p> : null}
          {steps.length ? (
            <>
              <RatingChart steps={steps} />
              <ol className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
                {[...steps].reverse().map((step) => (
                  <RatingStepRow key={step.boutId} step={step} />
                ))}
              </ol>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function RatingStepRow({ step }: { step: RatingHistoryStep }) {
  const change = step.ratingAfter - step.ratingBefore;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm" data-testid="rating-step">
      <span className={cn('w-8 rounded px-1.5 py-0.5 text-center text-xs font-bold', RESULT_STYLE[step.result])}>{step.result}</span>
      <span className="min-w-0 flex-1">
        vs{' '}
        <Link to={fighterPath(step.opponentName, step.opponentId)} className="font-medium hover:underline">
          {step.opponentName}
        </Link>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">
          {formatShortDate(step.date)} · {step.eventName}
          {methodLabel(step.method) ? ` · ${methodLabel(step.method)}` : ''}
        </span>
      </span>
      <span className={cn('tabular-nums font-semibold', change > 0 ? 'text-green-700 dark:text-green-400' : change < 0 ? 'text-red-700 dark:text-red-400' : 'text-zinc-600 dark:text-zinc-400')}>
        {formatRatingChange(step)}
      </span>
      <span className="w-16 text-right tabular-nums text-zinc-600 dark:text-zinc-300">{step.ratingAfter.toFixed(1)}</span>
    </li>
  );
}

// /predictions (signed-in only, guarded by the shell): upcoming cards with a pick per bout, the fan's score and
// the season leaderboard with the engine's line.
import { useQuery } from '@tanstack/react-query';
import { formatShortDate, usePageMeta } from '@fightrank/shared/ui';
import { predictionQueries } from '@fightrank/shared/queries';
import { BoutPick } from '../features/predictions/bout-pick';
import { PredictionLeaderboard } from '../features/predictions/prediction-leaderboard';
import { PredictionRecordSummary } from '../features/predictions/prediction-record';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

const panel = 'rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900';

export default function PredictionsPage() {
  usePageMeta('Predictions', 'Predict upcoming fights.');
  const cards = useQuery(predictionQueries.cards());
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <div data-testid="remote-page" className="mx-auto max-w-5xl space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-zinc-50">Predictions</h1>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Pick the winner (1 point) and the method (+1). Picks lock when the card's day starts (UTC).
          </p>
          <div className="mt-2">
            <PredictionRecordSummary />
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-6">
            {cards.isPending && <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading upcoming cards…</p>}
            {cards.isError && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                Upcoming cards could not be loaded.
              </p>
            )}
            {cards.data?.length === 0 && (
              <p className={`${panel} text-sm text-zinc-700 dark:text-zinc-300`}>No upcoming cards right now. Check back when the next event is announced.</p>
            )}
            {cards.data?.map((card) => (
              <section key={card.eventId} aria-labelledby={`card-${card.eventId}`} className={panel}>
                <h2 id={`card-${card.eventId}`} className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
                  {card.name}
                </h2>
                <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{[formatShortDate(card.date), card.location].filter(Boolean).join(' · ')}</p>
                <ul className="space-y-3">
                  {card.bouts.map((bout) => (
                    <BoutPick key={`${bout.id}-${bout.fighterA.id}-${bout.fighterB.id}`} bout={bout} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <section aria-labelledby="prediction-leaderboard" className={`${panel} self-start`}>
            <h2 id="prediction-leaderboard" className="mb-3 text-lg font-semibold text-zinc-900 dark:text-zinc-50">
              Leaderboard
            </h2>
            <PredictionLeaderboard />
          </section>
        </div>
      </div>
    </div>
  );
}

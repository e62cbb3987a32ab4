// The signed-in fan's season score: points, correct winners and methods, pending and voided picks.
import { useQuery } from '@tanstack/react-query';
import { predictionQueries } from '@fightrank/shared/queries';

export function PredictionRecordSummary() {
  const { data } = useQuery(predictionQueries.me());
  if (!data) return null;
  return (
    <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="prediction-record">
      Season {data.season}: <strong className="text-zinc-900 dark:text-zinc-50">{data.points} points</strong> · {data.correctWinners}/{data.scored} winners ·{' '}
      {data.correctMethods} methods · {data.pending} pending{data.voided ? ` · ${data.voided} voided` : ''}
    </p>
  );
}

// The fan's prediction record this season (issue 11), from /api/predictions/me; links to /predictions.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { predictionQueries } from '@fightrank/shared/queries';

export function PredictionRecord() {
  const { data, isError } = useQuery(predictionQueries.me());
  if (isError) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Your prediction record could not be loaded.</p>;
  if (!data) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading…</p>;
  return (
    <div className="space-y-2 text-sm text-zinc-700 dark:text-zinc-300" data-testid="profile-prediction-record">
      <p>
        Season {data.season}: <strong className="text-zinc-900 dark:text-zinc-50">{data.points} points</strong> — {data.correctWinners} of {data.scored} winners
        right, {data.correctMethods} methods, {data.pending} pending.
      </p>
      <Link to="/predictions" className="font-medium text-red-700 underline dark:text-red-400">
        Make your picks
      </Link>
    </div>
  );
}

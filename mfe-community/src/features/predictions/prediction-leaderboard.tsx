// The season leaderboard: fans by points, with the engine's line to beat.
import { useQuery } from '@tanstack/react-query';
import { predictionQueries } from '@fightrank/shared/queries';

export function PredictionLeaderboard() {
  const { data, isPending, isError } = useQuery(predictionQueries.leaderboard());
  if (isPending) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading the leaderboard…</p>;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        The leaderboard could not be loaded.
      </p>
    );
  return (
    <table className="w-full text-sm" data-testid="prediction-leaderboard">
      <caption className="sr-only">Season {data.season} prediction leaderboard</caption>
      <thead>
        <tr className="text-left text-xs text-zinc-600 dark:text-zinc-400">
          <th scope="col" className="py-1 pr-2">
            #
          </th>
          <th scope="col" className="py-1 pr-2">
            Name
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Points
          </th>
          <th scope="col" className="py-1 text-right">
            Winners
          </th>
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr
            key={row.name}
            className={`border-t border-zinc-200 dark:border-zinc-800 ${row.isEngine ? 'bg-zinc-100 font-medium dark:bg-zinc-800' : ''} ${row.isYou ? 'font-semibold text-red-700 dark:text-red-400' : 'text-zinc-900 dark:text-zinc-100'}`}
          >
            <td className="py-1 pr-2">{row.rank}</td>
            <td className="py-1 pr-2">{row.isYou ? `${row.name} (you)` : row.name}</td>
            <td className="py-1 pr-2 text-right tabular-nums">{row.points}</td>
            <td className="py-1 text-right tabular-nums">
              {row.correctWinners}/{row.scored}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

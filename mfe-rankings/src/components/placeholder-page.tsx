// Stand-in for a screen a later issue fills in: names its remote and shows the shared data source,
// which also proves the remotes read one QueryClient cache.
import { useQuery } from '@tanstack/react-query';
import { REMOTE_SCOPE_CLASS } from '../scope';
import { healthQueries } from '@fightrank/shared/queries';

export function PlaceholderPage({ title, remote }: { title: string; remote: string }) {
  const health = useQuery(healthQueries.status());
  return (
    <section data-testid="remote-page" className={`${REMOTE_SCOPE_CLASS} space-y-2`}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Served by the <code>{remote}</code> remote.
      </p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="api-database">
        API database: {health.data?.database ?? '…'}
      </p>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { healthQueries } from '@fightrank/shared/queries';
import { Alert, Button } from '@fightrank/shared/ui';

/**
 * A remote's page would not load. Whether the rest of the site works is asked, not assumed (QA pass 2, D9): the
 * API's liveness (`/api/health`) is asked once, at once, without the retries of spec §8. It answers: the other
 * sections still work. It does not (the server is down, or this device is offline): the whole site is out of reach,
 * and saying "the rest still works" would be false. While it is being asked, the panel says neither.
 */
export function SectionUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  const health = useQuery({ ...healthQueries.status(), retry: false, staleTime: 0, refetchOnMount: 'always' });
  const siteDown = health.isError && !health.isFetching;
  const siteUp = health.isSuccess && !health.isFetching;
  return (
    <div data-testid="section-unavailable" className="mx-auto max-w-xl py-8">
      <Alert
        variant="destructive"
        title={siteDown ? 'FightRank cannot be reached right now' : `The ${area} section is unavailable right now`}
        action={
          <Button variant="primary" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {siteDown
          ? "FightRank's server is not answering, or this device is offline. Please try again in a moment."
          : `${siteUp ? 'The rest of FightRank still works. ' : ''}Please try again in a moment.`}
      </Alert>
    </div>
  );
}

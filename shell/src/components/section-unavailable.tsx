import { Alert, Button } from '@fightrank/shared/ui';

export function SectionUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <div data-testid="section-unavailable" className="mx-auto max-w-xl py-8">
      <Alert
        variant="destructive"
        title={`The ${area} section is unavailable right now`}
        action={
          <Button variant="primary" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        The rest of FightRank still works. Please try again in a moment.
      </Alert>
    </div>
  );
}

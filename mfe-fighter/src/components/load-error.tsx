// A screen whose data did not come (spec §8's "Failed to load …" text): the page keeps a heading where it has no
// other, and offers Try again, as the ranking, vote and fighter screens do (decision 047; QA pass 2, D17).
import { Alert, Button } from '@fightrank/shared/ui';

export interface LoadErrorProps {
  /** The page's h1 while its data is missing; leave it out where the page shows its own heading. */
  heading?: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

export function LoadError({ heading, message, retrying, onRetry }: LoadErrorProps) {
  return (
    <>
      {heading ? <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1> : null}
      <Alert
        variant="destructive"
        title="Error"
        action={
          <Button onClick={onRetry} disabled={retrying} className="border-red-300 dark:border-red-800">
            {retrying ? 'Trying again…' : 'Try again'}
          </Button>
        }
      >
        {message}
      </Alert>
    </>
  );
}

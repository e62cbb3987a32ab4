// Who is signed in and since when.
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@fightrank/shared/queries';
import { Alert, Button, Skeleton, formatShortDate } from '@fightrank/shared/ui';

export function AccountSummary() {
  const account = useQuery(accountQueries.me());
  if (account.isPending) {
    return (
      <div className="space-y-2" aria-label="Loading your account">
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-4 w-40" />
      </div>
    );
  }
  if (account.isError) {
    return (
      <Alert title="Error" variant="destructive" action={<Button onClick={() => void account.refetch()}>Try again</Button>}>
        We couldn&apos;t load your account. Please try again.
      </Alert>
    );
  }
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">E-mail</dt>
      <dd className="break-all font-medium text-zinc-900 dark:text-zinc-100" data-testid="profile-email">
        {account.data.email}
      </dd>
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">Public name</dt>
      <dd className="break-all font-medium text-zinc-900 dark:text-zinc-100" data-testid="profile-display-name">
        {account.data.displayName}
      </dd>
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">Member since</dt>
      <dd className="font-medium text-zinc-900 dark:text-zinc-100" data-testid="profile-member-since">
        {formatShortDate(account.data.memberSince)}
      </dd>
    </dl>
  );
}

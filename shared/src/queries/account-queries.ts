// The signed-in user's account, read by the shell's account menu and the profile page.
import { queryOptions } from '@tanstack/react-query';
import { getAccount } from '@fightrank/shared/api-client';
import { withSession } from '@fightrank/shared/stores';

export const accountQueries = {
  all: () => ['account'] as const,
  me: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => withSession(() => getAccount(signal)),
    }),
};

// Ends every session of the account, on every device, this browser included; asks once before.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { signOutEverywhere } from '@fightrank/shared/api-client';
import { accountQueries } from '@fightrank/shared/queries';
import { useAuthStore, withSession } from '@fightrank/shared/stores';
import { Button } from '@fightrank/shared/ui';
import { FormError } from '../../lib/fields';
import { serverErrors } from '../../lib/server-errors';

export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const setAuthenticated = useAuthStore((s) => s.setAuthenticated);

  async function run() {
    setBusy(true);
    setError(undefined);
    try {
      await withSession(() => signOutEverywhere());
      queryClient.removeQueries({ queryKey: accountQueries.all() });
      // The guard now sends this browser to the sign-in page, like every other device on its next request.
      setAuthenticated(false);
    } catch (failure) {
      setError(serverErrors(failure, [] as const).form);
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Lost a phone or used a shared computer? Sign out on every device where you are signed in, this one included.
      </p>
      <FormError message={error} />
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Confirm sign out everywhere">
          <span className="text-sm font-medium">Sign out on every device now?</span>
          <Button variant="primary" onClick={() => void run()} disabled={busy}>
            {busy ? 'Signing out…' : 'Yes, sign out everywhere'}
          </Button>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button onClick={() => setConfirming(true)}>Sign out everywhere</Button>
      )}
    </div>
  );
}

// Ends every session of the account, on every device, this browser included; asks once before.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { signOutEverywhere } from '@fightrank/shared/api-client';
import { accountQueries } from '@fightrank/shared/queries';
import { useAuthStore, withSession } from '@fightrank/shared/stores';
import { Button } from '@fightrank/shared/ui';
import { FormError } from '../../lib/fields';
import { serverErrors } from '../../lib/server-errors';
import { useEscapeKey } from '../../lib/use-escape-key';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';

export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const setAuthenticated = useAuthStore((s) => s.setAuthenticated);
  // The button the fan pressed is replaced each step: the focus follows to the question, back to the button, or to
  // the error.
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const questionRef = useRef<HTMLSpanElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  function ask() {
    setConfirming(true);
    focusAfterRender(questionRef);
  }

  function cancel() {
    setConfirming(false);
    focusAfterRender(openerRef);
  }

  useEscapeKey(panelRef, confirming && !busy, cancel);

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
      focusAfterRender(errorRef);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Lost a phone or used a shared computer? Sign out on every device where you are signed in, this one included.
      </p>
      <FormError ref={errorRef} message={error} />
      {confirming ? (
        <div ref={panelRef} className="flex flex-wrap items-center gap-2" role="group" aria-label="Confirm sign out everywhere">
          <span ref={questionRef} tabIndex={-1} className="text-sm font-medium">
            Sign out on every device now?
          </span>
          <Button variant="primary" onClick={() => void run()} disabled={busy}>
            {busy ? 'Signing out…' : 'Yes, sign out everywhere'}
          </Button>
          <Button onClick={cancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button ref={openerRef} onClick={ask}>
          Sign out everywhere
        </Button>
      )}
    </div>
  );
}

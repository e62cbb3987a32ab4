// Deleting the account needs the password again. Sessions go with it; community votes stay counted
// (decision 011). What stays is said in full before the fan confirms (ACCOUNT_DELETION_NOTICE, decision 034).
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { deleteAccount } from '@fightrank/shared/api-client';
import { ACCOUNT_DELETION_NOTICE } from '@fightrank/shared/contracts';
import { accountQueries } from '@fightrank/shared/queries';
import { paths } from '@fightrank/shared/routing';
import { useAuthStore, useNoticeStore, withSession } from '@fightrank/shared/stores';
import { Button } from '@fightrank/shared/ui';
import { FormError, PasswordField } from '../../lib/fields';
import { serverErrors, type FormErrors } from '../../lib/server-errors';
import { useEscapeKey } from '../../lib/use-escape-key';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<'password'>>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLFormElement>(null);
  // The panel replaces the button that opens it, and back: the focus goes to its password field and returns to the
  // button; a refusal takes it to the field or the message (the submit button was disabled meanwhile).
  const focusAfterRender = useFocusAfterRender();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setAuthenticated = useAuthStore((s) => s.setAuthenticated);
  const showNotice = useNoticeStore((s) => s.showNotice);

  function openPanel() {
    setOpen(true);
    focusAfterRender(passwordRef);
  }

  function closePanel() {
    setOpen(false);
    setPassword('');
    setErrors({ fields: {} });
    focusAfterRender(openerRef);
  }

  useEscapeKey(panelRef, open && !busy, closePanel);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setErrors({ fields: { password: 'Enter your password to confirm.' } });
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    try {
      await withSession(() => deleteAccount(password));
      queryClient.removeQueries({ queryKey: accountQueries.all() });
      showNotice('Your account was deleted.');
      await navigate(paths.poundForPound, { replace: true });
      setAuthenticated(false);
    } catch (error) {
      const next = serverErrors(error, ['password'] as const);
      if (next.fields.password) next.fields.password = "That isn't your password.";
      setErrors(next);
      setBusy(false);
      focusAfterRender(next.fields.password ? passwordRef : errorRef);
    }
  }

  if (!open) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Deleting your account cannot be undone.</p>
        <Button
          ref={openerRef}
          onClick={openPanel}
          className="border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
        >
          Delete account…
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={panelRef}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-label="Delete account"
      className="space-y-4 rounded-lg border border-red-300 bg-red-50/60 p-4 dark:border-red-900 dark:bg-red-950/40"
    >
      <p className="text-sm text-zinc-800 dark:text-zinc-200">{ACCOUNT_DELETION_NOTICE}</p>
      <FormError ref={errorRef} message={errors.form} />
      <PasswordField
        ref={passwordRef}
        label="Your password"
        name="confirm-password"
        autoComplete="current-password"
        value={password}
        error={errors.fields.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {/* Not the kit's Button: its variant colours would compete with the destructive red. */}
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center rounded-md bg-red-700 px-3 py-2 text-sm font-medium text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? 'Deleting…' : 'Delete my account'}
        </button>
        <Button onClick={closePanel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

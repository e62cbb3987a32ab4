// Change password: the current one proves it is really the owner; every other session is signed out
// by the server, this one stays.
import { useRef, useState, type FormEvent } from 'react';
import { changePassword } from '@fightrank/shared/api-client';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@fightrank/shared/queries';
import { withSession } from '@fightrank/shared/stores';
import { Button } from '@fightrank/shared/ui';
import { PASSWORD_MIN_LENGTH } from '@fightrank/shared/contracts';
import { newPasswordError } from '../../lib/validation';
import { loadPasswordJudge } from '../../lib/password-strength';
import { serverErrors, type FormErrors } from '../../lib/server-errors';
import { FormError, FormSuccess, PasswordField } from '../../lib/fields';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';

type Field = 'currentPassword' | 'newPassword';

export function ChangePasswordForm() {
  const account = useQuery(accountQueries.me()).data;
  const email = account?.email ?? '';
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({ fields: {} });
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The button is disabled while the change runs: the outcome takes the focus (its line, or the field it is about).
  const focusAfterRender = useFocusAfterRender();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDone(undefined);
    setBusy(true);
    await loadPasswordJudge();
    setBusy(false);
    const fields: FormErrors<Field>['fields'] = {
      currentPassword: currentPassword === '' ? 'Enter your current password.' : undefined,
      newPassword:
        newPasswordError(newPassword, email, account?.displayName) ??
        (newPassword === currentPassword ? 'Choose a password different from the current one.' : undefined),
    };
    if (fields.currentPassword || fields.newPassword) {
      setErrors({ fields });
      (fields.currentPassword ? currentRef : newRef).current?.focus();
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const { signedOutSessions } = await withSession(() => changePassword({ currentPassword, newPassword }));
      setCurrentPassword('');
      setNewPassword('');
      setDone(
        signedOutSessions === 0
          ? 'Password changed.'
          : `Password changed. ${signedOutSessions} other ${signedOutSessions === 1 ? 'session was' : 'sessions were'} signed out; you are still signed in here.`,
      );
      focusAfterRender(doneRef);
    } catch (error) {
      const next = serverErrors(error, ['currentPassword', 'newPassword'] as const);
      if (next.fields.currentPassword) next.fields.currentPassword = "That isn't your current password.";
      setErrors(next);
      focusAfterRender(next.fields.currentPassword ? currentRef : next.fields.newPassword ? newRef : errorRef);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} aria-label="Change password" className="space-y-4">
      <FormError ref={errorRef} message={errors.form} />
      <FormSuccess ref={doneRef} message={done} />
      <PasswordField
        ref={currentRef}
        label="Current password"
        name="current-password"
        autoComplete="current-password"
        value={currentPassword}
        error={errors.fields.currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <PasswordField
        ref={newRef}
        label="New password"
        name="new-password"
        autoComplete="new-password"
        value={newPassword}
        error={errors.fields.newPassword}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not easily guessed. Every other device is signed out when you change it.`}
        onFocus={() => void loadPasswordJudge()}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Changing password…' : 'Change password'}
      </Button>
    </form>
  );
}

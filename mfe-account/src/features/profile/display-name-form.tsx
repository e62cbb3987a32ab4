// The public name shown on the predictions leaderboard (issue 22 finding 8). Every account starts with an opaque
// handle; the fan may choose a name here. The server has the full rules (reserved and offensive names, uniqueness);
// this form checks only what a fan can see at once (length, characters) and shows the server's reason otherwise.
import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, changeDisplayName } from '@fightrank/shared/api-client';
import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from '@fightrank/shared/contracts';
import { accountQueries, predictionQueries } from '@fightrank/shared/queries';
import { withSession } from '@fightrank/shared/stores';
import { Button } from '@fightrank/shared/ui';
import { FormError, FormSuccess, TextField } from '../../lib/fields';
import { serverErrors, type FormErrors } from '../../lib/server-errors';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';

/** The shape the server accepts (NAME_SHAPE in api/src/accounts/display-names.ts, checked below too), in words. */
const NAME_RULE = `${DISPLAY_NAME_MIN_LENGTH}–${DISPLAY_NAME_MAX_LENGTH} characters: Latin letters (accents too) or digits, with single spaces, dots, hyphens or underscores between them.`;

/** What a fan can fix before sending; the server explains the rest. */
export function displayNameError(raw: string): string | undefined {
  const name = raw.trim();
  const length = [...name].length;
  if (length === 0) return 'Choose a name.';
  if (length < DISPLAY_NAME_MIN_LENGTH) return `Use at least ${DISPLAY_NAME_MIN_LENGTH} characters.`;
  if (length > DISPLAY_NAME_MAX_LENGTH) return `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters (${length} so far).`;
  if (!/^[\p{Script=Latin}0-9](?:[ ._-]?[\p{Script=Latin}0-9])*$/u.test(name)) {
    return 'Use Latin letters (accents too) or digits, with single spaces, dots, hyphens or underscores between them.';
  }
  return undefined;
}

export function DisplayNameForm() {
  const account = useQuery(accountQueries.me());
  const queryClient = useQueryClient();
  const current = account.data?.displayName ?? '';
  // What the user typed, if anything: until then the field shows the current name, whenever the account arrives, and
  // a name typed before it arrived is kept rather than overwritten by it.
  const [draft, setDraft] = useState<string | null>(null);
  const name = draft ?? current;
  const [errors, setErrors] = useState<FormErrors<'displayName'>>({ fields: {} });
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // Save is disabled while the name is sent: the "now" line takes the focus, as on Change password.
  const focusAfterRender = useFocusAfterRender();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDone(undefined);
    const problem = displayNameError(name);
    if (problem) {
      setErrors({ fields: { displayName: problem } });
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const updated = await withSession(() => changeDisplayName({ displayName: name.trim() }));
      queryClient.setQueryData(accountQueries.me().queryKey, updated);
      setDraft(null);
      // The leaderboard shows the new name on its next look.
      void queryClient.invalidateQueries({ queryKey: predictionQueries.all() });
      setDone(`Your public name is now "${updated.displayName}".`);
      focusAfterRender(doneRef);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setErrors({ fields: { displayName: 'That name is taken (or too close to one that is). Choose another.' } });
      } else {
        setErrors(serverErrors(error, ['displayName'] as const));
      }
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} aria-label="Change public name" className="space-y-4">
      <FormError message={errors.form} />
      <FormSuccess ref={doneRef} message={done} />
      <TextField
        ref={inputRef}
        label="Public name"
        name="display-name"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX_LENGTH * 2}
        value={name}
        error={errors.fields.displayName}
        hint={`Shown on the predictions leaderboard instead of your e-mail. ${NAME_RULE} Names that pass for FightRank or its staff are refused.`}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit" variant="primary" disabled={busy || account.isPending}>
        {busy ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  );
}

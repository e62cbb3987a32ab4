// Sign-in form: checks fields before sending, shows the server's answer in words, stays busy while
// the request runs. Success flips the shared store to signed in; the page then moves on.
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@fightrank/shared/ui';
import { useAuthStore } from '@fightrank/shared/stores';
import { emailError, signInPasswordError } from '../../lib/validation';
import { serverErrors, type FormErrors } from '../../lib/server-errors';
import { FormError, PasswordField, TextField } from '../../lib/fields';

type Field = 'email' | 'password';

export function SignInForm() {
  const signIn = useAuthStore((s) => s.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({ fields: {} });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const check = (values: { email: string; password: string }) => ({ email: emailError(values.email), password: signInPasswordError(values.password) });
  // After the first attempt, messages follow the typing so a fixed field clears at once.
  const live = (next: { email: string; password: string }) => {
    if (submitted) setErrors({ fields: check(next) });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const fields = check({ email, password });
    if (fields.email || fields.password) {
      setErrors({ fields });
      (fields.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    try {
      await signIn({ email: email.trim(), password });
    } catch (error) {
      setErrors(serverErrors(error, ['email', 'password'] as const, { 401: 'Incorrect e-mail or password. Check both and try again.' }));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-4" aria-label="Sign in">
      <FormError message={errors.form} />
      <TextField
        ref={emailRef}
        label="E-mail"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        value={email}
        error={errors.fields.email}
        onChange={(e) => {
          setEmail(e.target.value);
          live({ email: e.target.value, password });
        }}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.fields.password}
        onChange={(e) => {
          setPassword(e.target.value);
          live({ email, password: e.target.value });
        }}
      />
      <Button type="submit" variant="primary" disabled={busy} className="w-full py-2.5">
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}

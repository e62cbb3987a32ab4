// Sign-in form: checks fields before sending, shows the server's answer in words, stays busy while
// the request runs. Success flips the shared store to signed in; the page then moves on.
import { Button } from '@fightrank/shared/ui';
import { useAuthStore } from '@fightrank/shared/stores';
import { emailError, signInPasswordError } from '../../lib/validation';
import { serverErrors } from '../../lib/server-errors';
import { FormError, PasswordField, TextField } from '../../lib/fields';
import { useCredentialsForm } from '../../lib/use-credentials-form';

export function SignInForm() {
  const signIn = useAuthStore((s) => s.signIn);
  const { values, errors, busy, onSubmit, emailRef, passwordRef, setEmail, setPassword } = useCredentialsForm({
    check: ({ email, password }) => ({ email: emailError(email), password: signInPasswordError(password) }),
    send: signIn,
    describeFailure: (error) => serverErrors(error, ['email', 'password'] as const, { 401: 'Incorrect e-mail or password. Check both and try again.' }),
  });

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
        value={values.email}
        error={errors.fields.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.fields.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="primary" disabled={busy} className="w-full py-2.5">
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}

// Sign-in form: checks fields before sending, shows the server's answer in words, stays busy while
// the request runs. Success flips the shared store to signed in; the page then moves on.
import { useAuthStore } from '@fightrank/shared/stores';
import { emailError, signInPasswordError } from '../../lib/validation';
import { serverErrors } from '../../lib/server-errors';
import { CredentialsForm } from '../../lib/credentials-form';
import { useCredentialsForm } from '../../lib/use-credentials-form';

export function SignInForm() {
  const signIn = useAuthStore((s) => s.signIn);
  const form = useCredentialsForm({
    check: ({ email, password }) => ({ email: emailError(email), password: signInPasswordError(password) }),
    send: signIn,
    describeFailure: (error) => serverErrors(error, ['email', 'password'] as const, { 401: 'Incorrect e-mail or password. Check both and try again.' }),
  });

  return (
    <CredentialsForm
      label="Sign in"
      form={form}
      emailAutoComplete="username"
      password={{ name: 'password', autoComplete: 'current-password' }}
      submit={{ idle: 'Sign in', busy: 'Signing in…' }}
    />
  );
}

// Register form (spec §4: registration is followed by an automatic sign-in with the same credentials).
// The server answers a taken e-mail like a new one, so a failed sign-in right after registering is the
// one place where we say the e-mail may already have an account.
import { useState, type ReactNode } from 'react';
import { loadPasswordJudge } from '../../lib/password-strength';
import { ApiError } from '@fightrank/shared/api-client';
import { useAuthStore } from '@fightrank/shared/stores';
import { PASSWORD_MIN_LENGTH } from '@fightrank/shared/contracts';
import { emailError, newPasswordError } from '../../lib/validation';
import { serverErrors } from '../../lib/server-errors';
import { CredentialsForm } from '../../lib/credentials-form';
import { useCredentialsForm } from '../../lib/use-credentials-form';

export function RegisterForm({ signInLink }: { signInLink: ReactNode }) {
  const signUp = useAuthStore((s) => s.signUp);
  const [existing, setExisting] = useState(false);
  const form = useCredentialsForm({
    check: ({ email, password }) => ({ email: emailError(email), password: newPasswordError(password, email) }),
    beforeCheck: loadPasswordJudge,
    send: async (credentials) => {
      setExisting(false);
      await signUp(credentials);
    },
    describeFailure: (error) => {
      // Registered (or already registered), but these credentials do not sign in.
      if (error instanceof ApiError && error.status === 401) {
        setExisting(true);
        return { fields: {} };
      }
      return serverErrors(error, ['email', 'password'] as const);
    },
  });

  return (
    <CredentialsForm
      label="Register"
      form={form}
      emailAutoComplete="email"
      password={{
        name: 'new-password',
        autoComplete: 'new-password',
        hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password; common or easily guessed ones (like "Summer2024!") are refused.`,
        onFocus: () => void loadPasswordJudge(),
      }}
      submit={{ idle: 'Create account', busy: 'Creating your account…' }}
      notice={
        existing ? (
          <div
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            We couldn&apos;t sign you in with these details. If you already have an account with this e-mail, {signInLink} with your password instead.
          </div>
        ) : null
      }
    />
  );
}

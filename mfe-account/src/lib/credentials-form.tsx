// The markup the sign-in and register forms share: the refusal, the e-mail field, the password field and a submit
// button that says the form is busy. Each form keeps what differs: its checks and request (`useCredentialsForm`),
// the password field's name, autocomplete and hint, the button's words and any notice above the fields.
import type { ReactNode } from 'react';
import { Button } from '@fightrank/shared/ui';
import { FormError, PasswordField, TextField } from './fields';
import type { useCredentialsForm } from './use-credentials-form';

interface CredentialsFormProps {
  /** The form's accessible name ("Sign in", "Register"). */
  label: string;
  form: ReturnType<typeof useCredentialsForm>;
  /** "username" where a password manager fills a saved account, "email" where a new one is made. */
  emailAutoComplete: 'username' | 'email';
  password: { name: string; autoComplete: 'current-password' | 'new-password'; hint?: string; onFocus?: () => void };
  submit: { idle: string; busy: string };
  /** Shown under the refusal, above the fields (the register form's "you may already have an account"). */
  notice?: ReactNode;
}

export function CredentialsForm({ label, form, emailAutoComplete, password, submit, notice }: CredentialsFormProps) {
  const { values, errors, busy, onSubmit, emailRef, passwordRef, formErrorRef, setEmail, setPassword } = form;
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-4" aria-label={label}>
      <FormError ref={formErrorRef} message={errors.form} />
      {notice}
      <TextField
        ref={emailRef}
        label="E-mail"
        type="email"
        name="email"
        autoComplete={emailAutoComplete}
        inputMode="email"
        autoCapitalize="none"
        value={values.email}
        error={errors.fields.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name={password.name}
        autoComplete={password.autoComplete}
        value={values.password}
        error={errors.fields.password}
        hint={password.hint}
        onFocus={password.onFocus}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="primary" disabled={busy} className="w-full py-2.5">
        {busy ? submit.busy : submit.idle}
      </Button>
    </form>
  );
}

// The behaviour the sign-in and register forms share: e-mail and password state, checks before sending
// (focus on the first field in error), messages that follow the typing once a submit was tried, and a busy
// state while the request runs; a refusal takes the focus to the field it names, else to its message. Each form keeps its own checks, request and wording of failures.
import { useRef, useState, type FormEvent } from 'react';
import type { FormErrors } from './server-errors';
import { useFocusAfterRender } from './use-focus-after-render';

export interface Credentials {
  email: string;
  password: string;
}

type Field = keyof Credentials;

export interface CredentialsFormOptions {
  /** The message for each field in error, undefined for a good one. */
  check: (values: Credentials) => Partial<Record<Field, string | undefined>>;
  /** Sends the checked credentials (e-mail trimmed); resolves on success, throws the server's refusal. */
  send: (values: Credentials) => Promise<void>;
  /** What the form shows for a refusal. */
  describeFailure: (error: unknown) => FormErrors<Field>;
  /** Awaited before the checks on submit (the register form loads its password rule here). */
  beforeCheck?: () => Promise<void>;
}

export function useCredentialsForm({ check, send, describeFailure, beforeCheck }: CredentialsFormOptions) {
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>({ fields: {} });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, messages follow the typing so a fixed field clears at once.
    if (submitted) setErrors({ fields: check(next) });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (beforeCheck) {
      setBusy(true);
      await beforeCheck();
      setBusy(false);
    }
    const fields = check(values);
    if (fields.email || fields.password) {
      setErrors({ fields });
      (fields.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    try {
      await send({ email: values.email.trim(), password: values.password });
    } catch (error) {
      const refusal = describeFailure(error);
      setErrors(refusal);
      setBusy(false);
      focusAfterRender(refusal.fields.email ? emailRef : refusal.fields.password ? passwordRef : formErrorRef);
    }
  }

  return {
    values,
    errors,
    busy,
    onSubmit,
    emailRef,
    passwordRef,
    formErrorRef,
    setEmail: (value: string) => change('email', value),
    setPassword: (value: string) => change('password', value),
  };
}

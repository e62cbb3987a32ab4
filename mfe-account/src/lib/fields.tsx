// Labelled inputs with their error text wired up for screen readers (aria-invalid + aria-describedby).
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@fightrank/shared/ui';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

const INPUT =
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-zinc-900 shadow-sm outline-none transition-colors placeholder:text-zinc-400 ' +
  'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 dark:bg-zinc-900 dark:text-zinc-100';

function describedBy(ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** The label, hint and error around one input; `children` gets the input's id and its aria attributes. */
function FieldFrame({
  label,
  error,
  hint,
  className,
  children,
}: Pick<FieldProps, 'label' | 'error' | 'hint' | 'className'> & { children: (input: InputWiring) => ReactNode }) {
  const id = useId();
  const wiring: InputWiring = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy([hint !== undefined && `${id}-hint`, error && `${id}-error`]),
    className: cn(INPUT, error ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700'),
  };
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      {children(wiring)}
      {hint !== undefined ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface InputWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, hint, className, ...input }, ref) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(wiring) => <input ref={ref} {...wiring} {...input} />}
    </FieldFrame>
  );
});

/** A password input with a Show/Hide toggle, so a fan on a phone can check what they typed. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(function PasswordField({ label, error, hint, className, ...input }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(wiring) => (
        <div className="relative">
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...wiring}
            className={cn(wiring.className, 'pr-20')}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={wiring.id}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            className="absolute inset-y-1 right-1 rounded px-3 text-sm font-medium text-brand-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400 dark:hover:bg-zinc-800"
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldFrame>
  );
});

/** A form's refusal, announced at once (role="alert"); focusable by script, so a failed submit can take the focus there. */
export const FormError = forwardRef<HTMLDivElement, { message: string | undefined }>(function FormError({ message }, ref) {
  if (!message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </div>
  );
});

/** A form's "done" line, read out politely (role="status"); nothing when there is no message. Focusable by script. */
export const FormSuccess = forwardRef<HTMLParagraphElement, { message: string | null | undefined }>(function FormSuccess({ message }, ref) {
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
    >
      {message}
    </p>
  );
});

/** The frame of the sign-in and register screens: a narrow card, centred. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section data-testid="remote-page" className="mx-auto w-full max-w-md py-2 sm:py-8">
      <div className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-zinc-50">{title}</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

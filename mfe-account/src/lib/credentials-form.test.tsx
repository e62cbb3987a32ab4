import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CredentialsForm } from './credentials-form';
import type { FormErrors } from './server-errors';
import { useCredentialsForm } from './use-credentials-form';

/** A form built from the shared piece, sending to `send`, with an e-mail check that refuses "bad". */
function Harness({
  send,
  notice,
  failure = { fields: {}, form: 'Refused.' },
}: {
  send: () => Promise<void>;
  notice?: string;
  failure?: FormErrors<'email' | 'password'>;
}) {
  const form = useCredentialsForm({
    check: ({ email, password }) => ({ email: email === 'bad' ? 'Bad e-mail.' : undefined, password: password ? undefined : 'Enter your password.' }),
    send,
    describeFailure: () => failure,
  });
  return (
    <CredentialsForm
      label="Try"
      form={form}
      emailAutoComplete="email"
      password={{ name: 'new-password', autoComplete: 'new-password', hint: 'Long is good.' }}
      submit={{ idle: 'Go', busy: 'Going…' }}
      notice={notice ? <p>{notice}</p> : null}
    />
  );
}

describe('CredentialsForm', () => {
  it('wires the e-mail and password fields the way both account forms need', () => {
    render(<Harness send={async () => {}} notice="Heads up." />);
    const form = screen.getByRole('form', { name: 'Try' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    const email = screen.getByLabelText('E-mail');
    expect([email.getAttribute('type'), email.getAttribute('autocomplete'), email.getAttribute('inputmode'), email.getAttribute('autocapitalize')]).toEqual([
      'email',
      'email',
      'email',
      'none',
    ]);
    const password = screen.getByLabelText('Password');
    expect([password.getAttribute('name'), password.getAttribute('autocomplete')]).toEqual(['new-password', 'new-password']);
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe('Long is good.');
    // The notice sits above the fields, so a screen reader meets it first.
    expect(screen.getByText('Heads up.').compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts focus on the first field in error and sends nothing', async () => {
    let sent = 0;
    render(<Harness send={async () => void sent++} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.getByText('Bad e-mail.')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('says it is busy while sending and shows the refusal', async () => {
    let refuse!: (error: Error) => void;
    render(<Harness send={() => new Promise((_, reject) => (refuse = reject))} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'octagon southpaw');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const button = screen.getByRole('button', { name: 'Going…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('form', { name: 'Try' }).getAttribute('aria-busy')).toBe('true');
    refuse(new Error('no'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Refused.'));
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
  });

  it('takes the focus to the refusal once the server says no, or to the field it names (not to <body>)', async () => {
    const refused = render(<Harness send={() => Promise.reject(new Error('no'))} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'octagon southpaw{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    refused.unmount();

    render(<Harness send={() => Promise.reject(new Error('no'))} failure={{ fields: { password: 'Too short.' } }} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'octagon southpaw');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });
});

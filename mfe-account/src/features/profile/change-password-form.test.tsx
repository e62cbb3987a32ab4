import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@fightrank/shared/testing';
import { ChangePasswordForm } from './change-password-form';

const account = { email: 'fan@example.com', displayName: 'Octagon Owl', memberSince: '2026-01-01T00:00:00Z' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The account, and the password change answered with `answer`. */
function stubAccount(answer: () => Response) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/account') return json(200, { data: account });
    if (url === '/api/account/password') return answer();
    return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
  });
}

async function changePassword(current: string) {
  renderWithProviders(<ChangePasswordForm />);
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), 'a much longer octagon southpaw phrase{Enter}');
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('change password form', () => {
  it('takes the keyboard focus to "Password changed." (the button was busy, so the focus had nowhere to stay)', async () => {
    stubAccount(() => json(200, { data: { signedOutSessions: 0 } }));
    await changePassword('the old octagon phrase');
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Password changed.');
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('takes the focus to the current password when the server says it is not the current one', async () => {
    stubAccount(() => json(400, { statusCode: 400, error: 'Bad Request', message: 'currentPassword is not your current password' }));
    await changePassword('not my old phrase');
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it('takes the focus to the message when the server fails', async () => {
    stubAccount(() => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' }));
    await changePassword('the old octagon phrase');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

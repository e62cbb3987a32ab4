import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import { SignOutEverywhere } from './sign-out-everywhere';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  useAuthStore.setState({ isAuthenticated: true, isChecking: false });
  vi.stubGlobal('fetch', async () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('sign out everywhere', () => {
  it('takes the keyboard focus to the question, back to the button on Cancel or Escape, and to the error when it fails', async () => {
    renderWithProviders(<SignOutEverywhere />);
    const open = () => userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    await open();
    // The button pressed is gone; the fan hears the question and tabs on to the answers.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sign out on every device now?'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out everywhere' })));

    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Confirm sign out everywhere' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out everywhere' })));

    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});

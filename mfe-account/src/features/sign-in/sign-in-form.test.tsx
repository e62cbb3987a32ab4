import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { useAuthStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import LoginPage from '../../pages/login-page';

vi.mock('../../styles.css', () => ({}));

/** The text a screen reader reads as the field's description (hint and error). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** fetch stub: login answers with `status` (after `gate` resolves, to observe the busy state). */
function stubLogin(status: number, gate: Promise<void> = Promise.resolve()) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== '/api/auth/login') return new Response('', { status: 404 });
    bodies.push(JSON.parse(String(init.body)));
    await gate;
    const body =
      status === 200
        ? { data: { email: 'fan@example.com', memberSince: '2026-01-01T00:00:00Z' } }
        : {
            statusCode: status,
            error: 'x',
            message: status === 429 ? 'Too many attempts for this account: try again in 15 minutes.' : 'Incorrect e-mail or password.',
          };
    return new Response(JSON.stringify(body), { status });
  });
  return bodies;
}

const renderLogin = (state?: unknown) =>
  renderWithProviders(<LoginPage />, { path: '/login', routePath: '/login', state, extraRoutes: [{ path: '*', element: <Where /> }] });

beforeEach(() => {
  useAuthStore.setState({ isAuthenticated: false, isChecking: false });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign-in page', () => {
  it('explains empty and malformed fields without calling the server, and focuses the first one', async () => {
    const bodies = stubLogin(200);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(description(screen.getByLabelText('E-mail'))).toBe('Enter your e-mail address.');
    expect(description(screen.getByLabelText('Password'))).toBe('Enter your password.');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'jon@');
    expect(description(screen.getByLabelText('E-mail'))).toMatch(/like name@example.com/);
    expect(bodies).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'secret words');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('is busy while signing in, then returns to the page the guard came from, replacing /login', async () => {
    let release!: () => void;
    const bodies = stubLogin(200, new Promise((resolve) => (release = resolve)));
    const { router } = renderLogin({ from: '/predictions' });
    await userEvent.type(screen.getByLabelText('E-mail'), ' fan@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'octagon southpaw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/predictions'));
    expect(bodies).toEqual([{ email: 'fan@example.com', password: 'octagon southpaw' }]);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says the e-mail or password is wrong, and stays signed out', async () => {
    stubLogin(401);
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect e-mail or password.');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('puts the keyboard focus on the refusal after a failed sign-in, so the fan hears it and carries on from the form', async () => {
    stubLogin(401);
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password{Enter}');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // From the message, Tab goes on to the e-mail field.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('passes on the rate-limit message', async () => {
    stubLogin(429);
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/try again in 15 minutes/);
  });
});

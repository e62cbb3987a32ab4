import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { useAuthStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import { AccountMenu } from './account-menu';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login-state">{JSON.stringify(location.state)}</p>;
}

function stubApi(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    const answer = answers[url] ?? { status: 404 };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

beforeEach(() => useAuthStore.setState({ isAuthenticated: false, isChecking: false }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('header account menu', () => {
  it('offers Sign in to a visitor, remembering the page to come back to', async () => {
    renderWithProviders(<AccountMenu />, {
      path: '/rankings/global?wc=Lightweight',
      extraRoutes: [{ path: '/login', element: <LoginProbe /> }],
      routePath: '/rankings/global',
    });
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login');
    await userEvent.click(link);
    expect(screen.getByTestId('login-state').textContent).toBe(JSON.stringify({ from: '/rankings/global?wc=Lightweight' }));
  });

  it('shows nothing clickable while the start-up check runs', () => {
    useAuthStore.setState({ isAuthenticated: true, isChecking: true });
    renderWithProviders(<AccountMenu />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives a signed-in user Profile and Sign out, and signing out flips the shared state', async () => {
    useAuthStore.getState().setAuthenticated(true);
    const calls = stubApi({
      '/api/account': { status: 200, body: { data: { email: 'fan@example.com', memberSince: '2026-01-01T00:00:00Z' } } },
      '/api/auth/logout': { status: 204 },
    });
    renderWithProviders(<AccountMenu />);
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByText('fan@example.com')).textContent).toBe('fan@example.com');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(calls).toContain('POST /api/auth/logout');
    expect(localStorage.getItem('isAuthenticated')).toBe('false');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    useAuthStore.getState().setAuthenticated(true);
    stubApi({});
    renderWithProviders(<AccountMenu />);
    const button = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus tabs on past its last item, and stays open while focus is inside (QA pass 2, D16)', async () => {
    useAuthStore.getState().setAuthenticated(true);
    stubApi({});
    renderWithProviders(
      <>
        <AccountMenu />
        <a href="/rankings/global">Global</a>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Profile' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab(); // on into the page
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Global' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('account-menu')).toBeNull();
  });
});

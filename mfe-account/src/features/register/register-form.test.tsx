import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { useAuthStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import RegisterPage from '../../pages/register-page';

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

function stubApi(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[url] ?? { status: 404 };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

const renderRegister = (state?: unknown) =>
  renderWithProviders(<RegisterPage />, { path: '/register', routePath: '/register', state, extraRoutes: [{ path: '*', element: <Where /> }] });

async function fill(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => {
  useAuthStore.setState({ isAuthenticated: false, isChecking: false });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('register page', () => {
  it('registers, signs in with the same credentials and lands on the profile', async () => {
    const calls = stubApi({
      '/api/auth/register': { status: 201, body: { data: { message: 'ok' } } },
      '/api/auth/login': { status: 200, body: { data: { email: 'new@example.com', memberSince: '2026-01-01T00:00:00Z' } } },
    });
    renderRegister();
    await fill('new@example.com', 'octagon southpaw');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/profile'));
    const credentials = { email: 'new@example.com', password: 'octagon southpaw' };
    expect(calls).toEqual([
      { url: '/api/auth/register', body: credentials },
      { url: '/api/auth/login', body: credentials },
    ]);
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('checks the password before sending: length and not the e-mail', async () => {
    const calls = stubApi({});
    renderRegister();
    await fill('new@example.com', 'short');
    expect(description(screen.getByLabelText('Password'))).toMatch(/Use at least 8 characters \(5 so far\)/);
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'new@example.com');
    expect(description(screen.getByLabelText('Password'))).toMatch(/Don't use your e-mail address/);
    expect(calls).toHaveLength(0);
  });

  it('refuses an easily guessed password before sending, with the same advice the server gives (issue 22)', async () => {
    const calls = stubApi({});
    renderRegister();
    await fill('new@example.com', 'Summer2024!');
    await waitFor(() => expect(description(screen.getByLabelText('Password'))).toMatch(/This is very close to a commonly used password\. Add more words/));
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'fightrank');
    expect(description(screen.getByLabelText('Password'))).toMatch(/the site's name/);
    expect(calls).toHaveLength(0);
  });

  it("puts the server's password rule under the password field", async () => {
    stubApi({
      '/api/auth/register': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'password is too easy to guess. This is a commonly used password. Add more words that are less common.',
        },
      },
    });
    renderRegister();
    await fill('new@example.com', 'octagon southpaw 77');
    await waitFor(() => expect(description(screen.getByLabelText('Password'))).toMatch(/Is too easy to guess\. This is a commonly used password/));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('suggests signing in when the e-mail already has an account with another password', async () => {
    stubApi({
      '/api/auth/register': { status: 201, body: { data: { message: 'ok' } } },
      '/api/auth/login': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Incorrect e-mail or password.' } },
    });
    renderRegister({ from: '/predictions' });
    await fill('taken@example.com', 'octagon southpaw');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/already have an account/);
    expect(screen.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/login');
  });
});

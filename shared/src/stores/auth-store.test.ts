import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getAccount } from '@fightrank/shared/api-client';
import { useAuthStore, withSession } from './auth-store';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Answers each "METHOD url" from a queue of responses (the last one repeats). */
function stubApi(responses: Record<string, { status: number; body?: unknown }[]>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const queue = responses[`${method} ${url}`];
    const r = (queue && (queue.length > 1 ? queue.shift() : queue[0])) ?? { status: 404 };
    return new Response(r.body === undefined ? '' : JSON.stringify(r.body), { status: r.status });
  });
  return calls;
}

const account = { data: { email: 'fan@example.com', memberSince: '2026-01-02T00:00:00.000Z' } };
const credentials = { email: 'fan@example.com', password: 'octagon southpaw 1993' };

beforeEach(() => {
  useAuthStore.setState({ isAuthenticated: false, isChecking: false });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('auth store (spec §4)', () => {
  it('registration is followed by a sign-in with the same credentials, and the flag is stored', async () => {
    const calls = stubApi({
      'POST /api/auth/register': [{ status: 201, body: { data: { message: 'ok' } } }],
      'POST /api/auth/login': [{ status: 200, body: account }],
    });
    await useAuthStore.getState().signUp(credentials);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/register', 'POST /api/auth/login']);
    expect(calls[1]!.body).toEqual(credentials);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('a failed registration does not try to sign in and re-throws the error', async () => {
    const calls = stubApi({ 'POST /api/auth/register': [{ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'password is too common' } }] });
    await expect(useAuthStore.getState().signUp(credentials)).rejects.toMatchObject({ status: 400, message: 'password is too common' });
    expect(calls).toHaveLength(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('a failed sign-in is logged, re-thrown and leaves the user signed out', async () => {
    stubApi({ 'POST /api/auth/login': [{ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Incorrect e-mail or password.' } }] });
    await expect(useAuthStore.getState().signIn(credentials)).rejects.toBeInstanceOf(ApiError);
    expect(console.error).toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('sign-out sets signed out only when the server confirms it', async () => {
    useAuthStore.getState().setAuthenticated(true);
    stubApi({ 'POST /api/auth/logout': [{ status: 500 }, { status: 204 }] });
    await expect(useAuthStore.getState().signOut()).rejects.toMatchObject({ status: 500 });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    await useAuthStore.getState().signOut();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('isAuthenticated')).toBe('false');
  });

  it('start-up: a stored true answered 401 is refreshed, the token stored as accessToken, and the user signed in', async () => {
    useAuthStore.setState({ isAuthenticated: true, isChecking: true });
    stubApi({ 'GET /api/auth/check': [{ status: 401 }], 'POST /api/auth/refresh': [{ status: 200, body: { data: { token: 'receipt-1' } } }] });
    expect(await useAuthStore.getState().initialize()).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isChecking: false });
    expect(localStorage.getItem('accessToken')).toBe('receipt-1');
  });

  it('start-up: a stored true the server rejects ends signed out, written back', async () => {
    useAuthStore.setState({ isAuthenticated: true, isChecking: true });
    stubApi({ 'GET /api/auth/check': [{ status: 401 }], 'POST /api/auth/refresh': [{ status: 401 }] });
    expect(await useAuthStore.getState().initialize()).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isChecking: false });
    expect(localStorage.getItem('isAuthenticated')).toBe('false');
  });

  it('follows a sign-out in another tab', () => {
    useAuthStore.getState().setAuthenticated(true);
    window.dispatchEvent(new StorageEvent('storage', { key: 'isAuthenticated', newValue: 'false' }));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('withSession', () => {
  it('refreshes an expired access token once and repeats the call', async () => {
    useAuthStore.getState().setAuthenticated(true);
    const calls = stubApi({
      'GET /api/account': [{ status: 401 }, { status: 200, body: account }],
      'POST /api/auth/refresh': [{ status: 200, body: { data: { token: 't' } } }],
    });
    expect(await withSession(() => getAccount())).toEqual(account.data);
    expect(calls.map((c) => c.url)).toEqual(['/api/account', '/api/auth/refresh', '/api/account']);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('shares one refresh between calls that find the token expired at the same time', async () => {
    useAuthStore.getState().setAuthenticated(true);
    const calls = stubApi({
      'GET /api/account': [{ status: 401 }, { status: 401 }, { status: 200, body: account }],
      'POST /api/auth/refresh': [{ status: 200, body: { data: { token: 't' } } }],
    });
    await Promise.all([withSession(() => getAccount()), withSession(() => getAccount())]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs the user out when the session cannot be refreshed', async () => {
    useAuthStore.getState().setAuthenticated(true);
    stubApi({ 'GET /api/account': [{ status: 401 }], 'POST /api/auth/refresh': [{ status: 401 }] });
    await expect(withSession(() => getAccount())).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('passes other errors through without refreshing', async () => {
    useAuthStore.getState().setAuthenticated(true);
    const calls = stubApi({ 'GET /api/account': [{ status: 500 }] });
    await expect(withSession(() => getAccount())).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});

// Spec §7 auth calls. Failures are thrown to the caller as ApiError (spec §8: logged and re-thrown).
import { apiFetch } from './client';
import type { Account, Credentials, Envelope, RefreshResult, RegisterResult } from '../contracts';

export const checkAuth = (signal?: AbortSignal) => apiFetch<Envelope<Account>>('/api/auth/check', { signal });
export const login = (credentials: Credentials) => apiFetch<Envelope<Account>>('/api/auth/login', { method: 'POST', body: credentials });
export const logout = () => apiFetch<unknown>('/api/auth/logout', { method: 'POST' });
export const register = (credentials: Credentials) => apiFetch<Envelope<RegisterResult>>('/api/auth/register', { method: 'POST', body: credentials });
export const refreshAuth = () => apiFetch<Envelope<RefreshResult>>('/api/auth/refresh', { method: 'POST' }).then((r) => r.data);

// The signed-in user's own account (profile screen). Mirrors api/src/routes/account.
import { apiFetch } from './client';
import type { Account, ChangePasswordRequest, Envelope, SignedOutSessions } from '../contracts';

export const getAccount = (signal?: AbortSignal) => apiFetch<Envelope<Account>>('/api/account', { signal }).then((r) => r.data);
export const changePassword = (body: ChangePasswordRequest) =>
  apiFetch<Envelope<SignedOutSessions>>('/api/account/password', { method: 'POST', body }).then((r) => r.data);
export const signOutEverywhere = () =>
  apiFetch<Envelope<SignedOutSessions>>('/api/account/sign-out-everywhere', { method: 'POST' }).then((r) => r.data);
export const deleteAccount = (password: string) => apiFetch<unknown>('/api/account', { method: 'DELETE', body: { password } });

// The signed-in user's own account (profile screen). Mirrors api/src/http/routes/account.
import { apiFetch } from './client';
import type { Account, ChangeDisplayNameRequest, ChangePasswordRequest, Envelope, SignedOutSessions } from '../contracts';

export const getAccount = (signal?: AbortSignal) => apiFetch<Envelope<Account>>('/api/account', { signal }).then((r) => r.data);
export const changePassword = (body: ChangePasswordRequest) =>
  apiFetch<Envelope<SignedOutSessions>>('/api/account/password', { method: 'POST', body }).then((r) => r.data);
/** Sets the public name the leaderboard shows; answers the updated account. */
export const changeDisplayName = (body: ChangeDisplayNameRequest) =>
  apiFetch<Envelope<Account>>('/api/account/display-name', { method: 'PUT', body }).then((r) => r.data);
export const signOutEverywhere = () => apiFetch<Envelope<SignedOutSessions>>('/api/account/sign-out-everywhere', { method: 'POST' }).then((r) => r.data);
export const deleteAccount = (password: string) => apiFetch<unknown>('/api/account', { method: 'DELETE', body: { password } });

// Spec §4 start-up auth: a stored 'false' stays signed out without a call; a stored 'true' is
// confirmed with the auth check, falling back to a token refresh when the check answers 401.
import { ApiError, checkAuth, refreshAuth } from '@fightrank/shared/api-client';
import { writeStorage } from './local-storage';

export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';

let refreshing: Promise<boolean> | undefined;

/**
 * Spec §4 refresh: stores the token as accessToken; a failure is logged and counts as signed out.
 * Concurrent callers share one request: a refresh token is single-use, and the server treats a second
 * use as theft and ends the session.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= refreshAuth()
    .then(({ token }) => {
      writeStorage(ACCESS_TOKEN_STORAGE_KEY, token);
      return true;
    })
    .catch((refreshError: unknown) => {
      console.warn('Session refresh failed', refreshError);
      return false;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

export async function resolveAuthentication(storedFlag: boolean): Promise<boolean> {
  if (!storedFlag) return false;
  try {
    await checkAuth();
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) return false;
    return refreshSession();
  }
}

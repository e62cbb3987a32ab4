// Spec §4 start-up auth: a stored 'false' stays signed out without a call; a stored 'true' is
// confirmed with the auth check, falling back to a token refresh when the check answers 401. A check that gets
// no answer at all is asked once more before it counts as an error (decision 042, session 17).
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

/** How long a check that got no answer at all waits before it asks once more. */
export const CHECK_RETRY_MS = 1000;

export async function resolveAuthentication(storedFlag: boolean): Promise<boolean> {
  if (!storedFlag) return false;
  for (let attempt = 1; ; attempt++) {
    try {
      await checkAuth();
      return true;
    } catch (error) {
      if (error instanceof ApiError) return error.status === 401 ? refreshSession() : false;
      // No answer: the network dropped, or a reload cancelled the request. Counting that as signed out at once
      // would write "false" to the stored flag as the page goes, and sign the visitor out of the page he reloads.
      // So ask once more after a pause: a page being left is gone by then and writes nothing.
      if (attempt === 2) return false;
      await new Promise((resolve) => setTimeout(resolve, CHECK_RETRY_MS));
    }
  }
}

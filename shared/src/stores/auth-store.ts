// The spec §4 auth state machine, shared by the shell (start-up check, guard, header menu) and every
// remote (forms, profile, predictions). The flag starts from the stored 'isAuthenticated' string and
// every change is written back to it; the session itself lives in httpOnly cookies the page never sees.
import { create } from 'zustand';
import { ApiError, login, logout, register } from '@fightrank/shared/api-client';
import type { Credentials } from '../contracts';
import { readStorage, writeStorage } from './local-storage';
import { refreshSession, resolveAuthentication } from './resolve-auth';

export const AUTH_STORAGE_KEY = 'isAuthenticated';

interface AuthState {
  isAuthenticated: boolean;
  /** True until the start-up auth check has settled (only when the stored flag said signed in). */
  isChecking: boolean;
  setAuthenticated: (value: boolean) => void;
  setChecking: (value: boolean) => void;
  /** Start-up: confirm a stored 'true' with the server (check, then refresh on 401). */
  initialize: () => Promise<boolean>;
  /** Login; success sets signed in. A failure is logged and re-thrown (spec §8). */
  signIn: (credentials: Credentials) => Promise<void>;
  /** Register, then sign in with the same credentials (spec §4). */
  signUp: (credentials: Credentials) => Promise<void>;
  /** Logout; success sets signed out. A failure is logged and re-thrown (spec §8). */
  signOut: () => Promise<void>;
}

const storedFlag = () => readStorage(AUTH_STORAGE_KEY) === 'true';

// One start-up check at a time (React's strict mode runs effects twice in development).
let initializing: Promise<boolean> | undefined;

export const useAuthStore = create<AuthState>()((set, get) => {
  const setAuthenticated = (value: boolean) => {
    writeStorage(AUTH_STORAGE_KEY, String(value));
    set({ isAuthenticated: value });
  };
  return {
    isAuthenticated: storedFlag(),
    isChecking: storedFlag(),
    setAuthenticated,
    setChecking: (value) => set({ isChecking: value }),
    initialize: () => {
      initializing ??= resolveAuthentication(get().isAuthenticated)
        .then((signedIn) => {
          setAuthenticated(signedIn);
          set({ isChecking: false });
          return signedIn;
        })
        .finally(() => {
          initializing = undefined;
        });
      return initializing;
    },
    signIn: async (credentials) => {
      try {
        await login(credentials);
      } catch (error) {
        console.error('Sign-in failed', error);
        throw error;
      }
      setAuthenticated(true);
      set({ isChecking: false });
    },
    signUp: async (credentials) => {
      try {
        await register(credentials);
      } catch (error) {
        console.error('Registration failed', error);
        throw error;
      }
      await get().signIn(credentials);
    },
    signOut: async () => {
      try {
        await logout();
      } catch (error) {
        console.error('Sign-out failed', error);
        throw error;
      }
      setAuthenticated(false);
    },
  };
});

/**
 * Runs an API call that needs a session. When the short-lived access token has expired (401), the
 * session is refreshed once and the call repeated; if that fails too, the user counts as signed out
 * (the guard then sends them to /login) and the 401 is thrown.
 */
export async function withSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    if (await refreshSession()) {
      try {
        return await call();
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) useAuthStore.getState().setAuthenticated(false);
        throw retryError;
      }
    }
    useAuthStore.getState().setAuthenticated(false);
    throw error;
  }
}

// Another tab signed in or out: follow it, so no tab shows a stale signed-in header.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY || event.newValue === null) return;
    const value = event.newValue === 'true';
    if (useAuthStore.getState().isAuthenticated !== value) useAuthStore.setState({ isAuthenticated: value, isChecking: false });
  });
}

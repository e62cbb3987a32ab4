// Signed-in flag shared by the shell's guard and every remote. Spec §4: it starts from the stored
// 'isAuthenticated' string and every change is written back to it.
import { create } from 'zustand';
import { readStorage, writeStorage } from './local-storage';

export const AUTH_STORAGE_KEY = 'isAuthenticated';

interface AuthState {
  isAuthenticated: boolean;
  /** True until the start-up auth check has settled. */
  isChecking: boolean;
  setAuthenticated: (value: boolean) => void;
  setChecking: (value: boolean) => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  isAuthenticated: readStorage(AUTH_STORAGE_KEY) === 'true',
  isChecking: readStorage(AUTH_STORAGE_KEY) === 'true',
  setAuthenticated: (value) => {
    writeStorage(AUTH_STORAGE_KEY, String(value));
    set({ isAuthenticated: value });
  },
  setChecking: (value) => set({ isChecking: value }),
}));

import { useEffect } from 'react';
import { resolveAuthentication, useAuthStore } from '@fightrank/shared/stores';

/** Runs the spec §4 start-up auth check once and settles the shared auth store. */
export function useAuthBootstrap(): void {
  useEffect(() => {
    const { isAuthenticated, setAuthenticated, setChecking } = useAuthStore.getState();
    let cancelled = false;
    void resolveAuthentication(isAuthenticated).then((signedIn) => {
      if (cancelled) return;
      setAuthenticated(signedIn);
      setChecking(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);
}

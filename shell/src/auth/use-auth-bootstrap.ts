import { useEffect } from 'react';
import { useAuthStore } from '@fightrank/shared/stores';

/** Runs the spec §4 start-up auth check once: the shared store confirms a stored 'true' with the server. */
export function useAuthBootstrap(): void {
  useEffect(() => {
    void useAuthStore.getState().initialize();
  }, []);
}

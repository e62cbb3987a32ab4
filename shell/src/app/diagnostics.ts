// Lets QA (and the e2e suite) prove there is one React and one QueryClient across all remotes:
// remotes compare what they import with these references.
import React from 'react';
import type { QueryClient } from '@tanstack/react-query';

declare global {
  interface Window {
    __FIGHTRANK_SHELL__?: { react: typeof React; queryClient: QueryClient };
  }
}

export function exposeSingletonsForDiagnostics(queryClient: QueryClient): void {
  window.__FIGHTRANK_SHELL__ = { react: React, queryClient };
}

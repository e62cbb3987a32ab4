import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@fightrank/shared/queries';
import { routerFlushSync } from '@fightrank/shared/routing';
import { createAppRouter } from './app/router';
import { captureFirstView } from './app/first-view';
import { prefetchPages } from './app/prefetch-pages';
import './styles.css';

captureFirstView();
const queryClient = createQueryClient();
const router = createAppRouter();
// The page's first answers are asked for now, while its remote's code is still loading, so it mounts with them.
prefetchPages(queryClient, router);

// The page is already on screen (the server's first view), so the first render need not block the main thread:
// as a transition React renders in slices and yields to the browser between them (issue 12: total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} flushSync={routerFlushSync} />
      </QueryClientProvider>
    </StrictMode>,
  );
});

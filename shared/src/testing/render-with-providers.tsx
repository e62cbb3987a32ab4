// Renders a component the way the composed site does: one QueryClient (no retries, so failures show
// at once) and a memory router at the given path.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routerFlushSync } from '@fightrank/shared/routing';

export interface RenderOptions {
  path?: string;
  routePath?: string;
  state?: unknown;
  queryClient?: QueryClient;
  extraRoutes?: RouteObject[];
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', routePath = '*', state, queryClient = createTestQueryClient(), extraRoutes = [] }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient; router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter([{ path: routePath, element: ui }, ...extraRoutes], {
    initialEntries: [{ pathname: path.split('?')[0] ?? '/', search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

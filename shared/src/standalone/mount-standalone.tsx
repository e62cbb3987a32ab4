// Runs one remote's pages without the shell, for its team's `npm run dev -w <remote>`: the same
// providers the shell gives (one QueryClient with the product defaults, a browser router), at the
// pages' real paths, under a bare list of links. The composed site never loads this.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '@fightrank/shared/queries';

export interface StandalonePage {
  /** The page's path in the composed site, e.g. '/rankings/global' or '/fighter/:nameId'. */
  path: string;
  label: string;
  /** Where the harness menu links to (defaults to `path`; needed for paths with parameters). */
  href?: string;
  Page: ComponentType;
}

export function mountStandalone(remote: string, pages: readonly StandalonePage[]): void {
  function Harness() {
    return (
      <div className="p-4">
        <nav aria-label={`${remote} pages`}>
          <ul className="mb-4 flex flex-wrap gap-3 text-sm">
            {pages.map((page) => (
              <li key={page.path}>
                <Link className="underline" to={page.href ?? page.path}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </div>
    );
  }
  const router = createBrowserRouter([{ element: <Harness />, children: pages.map(({ path, Page }) => ({ path, element: <Page /> })) }]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// Runs one remote's pages without the shell, for its team's `npm run dev -w <remote>`: the same
// providers the shell gives (one QueryClient with the product defaults, a browser router), at the
// pages' real paths, under a bare list of links. The composed site never loads this.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import type { RemoteName } from '@fightrank/shared/federation';
import { createQueryClient } from '@fightrank/shared/queries';
import { pagesOf, routerFlushSync } from '@fightrank/shared/routing';

interface StandalonePage {
  /** The page's path in the composed site, e.g. '/rankings/global' or '/fighter/:nameId'. */
  path: string;
  label: string;
  /** Where the harness menu links to (the pattern itself, or the manifest's example for a pattern with parameters). */
  href: string;
  Page: ComponentType;
}

/**
 * Mounts the remote's pages at the paths the page manifest gives them. `components` holds the remote's page
 * components by module name; a page of the manifest without one (or one the manifest does not know) is an error.
 */
export function mountStandalone(remote: RemoteName, components: Readonly<Record<string, ComponentType>>): void {
  const manifestPages = pagesOf(remote);
  const unknown = Object.keys(components).filter((module) => !manifestPages.some((page) => page.module === module));
  const missing = manifestPages.filter((page) => !components[page.module]).map((page) => page.module);
  if (unknown.length > 0 || missing.length > 0)
    throw new Error(`${remote} standalone: pages not in the manifest [${unknown.join(', ')}], pages without a component [${missing.join(', ')}]`);
  const pages: StandalonePage[] = manifestPages.map((page) => ({
    path: page.pattern,
    label: page.title,
    href: page.example ?? page.pattern,
    Page: components[page.module]!,
  }));

  function Harness() {
    return (
      <div className="p-4">
        <nav aria-label={`${remote} pages`}>
          <ul className="mb-4 flex flex-wrap gap-3 text-sm">
            {pages.map((page) => (
              <li key={page.path}>
                <Link className="underline" to={page.href}>
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
        <RouterProvider router={router} flushSync={routerFlushSync} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

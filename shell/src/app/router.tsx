// The route table is the page manifest's (shared/src/routing/page-manifest.ts, spec §2). Each screen is a page
// module that its owning remote exposes; /about lives here. Pages whose access is 'signed-in' sit behind the guard.
import { lazy, type ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, SITE_REDIRECTS, SITE_ROUTES, type SiteRoute } from '@fightrank/shared/routing';
import type { RemoteName } from '@fightrank/shared/federation';
import { LazyShellPage } from './lazy-shell-page';
import { RedirectKeepingQuery } from './redirect-keeping-query';
import { RootLayout } from './root-layout';
import { RemotePage } from '../federation/remote-page';
import { RequireAuth } from '../auth/require-auth';
import { NotFoundPage } from '../pages/not-found-page';

const remote = (name: RemoteName, module: string) => <RemotePage key={`${name}/${module}`} remote={name} module={module} />;

const AboutPage = lazy(() => import('../pages/about/about-page').then((module) => ({ default: module.AboutPage })));

/** The pages the shell draws itself, by the manifest's module name; each loads when it is opened. */
const SHELL_PAGES: Record<string, ReactElement> = { 'about-page': <LazyShellPage Page={AboutPage} /> };

/** A page of the manifest as a route: the owning remote's exposed module, or the shell's own page. */
function pageRoute(page: SiteRoute): RouteObject {
  const element = page.owner === 'shell' ? SHELL_PAGES[page.module] : remote(page.owner, page.module);
  if (!element) throw new Error(`the shell has no page module ${page.module}`);
  return page.pattern === paths.poundForPound ? { index: true, element } : { path: page.pattern.slice(1), element };
}

const redirects: RouteObject[] = Object.entries(SITE_REDIRECTS).map(([from, to]) => ({ path: from.slice(1), element: <RedirectKeepingQuery to={to} /> }));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...SITE_ROUTES.filter((page) => page.access === 'public').map(pageRoute),
      ...redirects,
      { element: <RequireAuth />, children: SITE_ROUTES.filter((page) => page.access === 'signed-in').map(pageRoute) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

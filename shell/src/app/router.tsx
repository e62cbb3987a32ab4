// The route table is the spec's (§2). Each screen is a page module that its owning remote exposes;
// /about lives here. /predictions and /profile sit behind the sign-in guard.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@fightrank/shared/routing';
import type { RemoteName } from '@fightrank/shared/federation';
import { RootLayout } from './root-layout';
import { RemotePage } from '../federation/remote-page';
import { RequireAuth } from '../auth/require-auth';
import { AboutPage } from '../pages/about/about-page';
import { NotFoundPage } from '../pages/not-found-page';

const remote = (name: RemoteName, module: string) => <RemotePage key={`${name}/${module}`} remote={name} module={module} />;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: remote('mfe_rankings', 'pound-for-pound-page') },
      { path: 'rankings', element: <Navigate to={paths.globalRankings} replace /> },
      { path: 'rankings/global', element: remote('mfe_rankings', 'global-rankings-page') },
      { path: 'rankings/weightclass', element: remote('mfe_rankings', 'weight-class-rankings-page') },
      { path: 'rankings/country', element: remote('mfe_rankings', 'country-rankings-page') },
      { path: 'rankings/organization', element: remote('mfe_rankings', 'organization-rankings-page') },
      { path: 'rankings/age', element: remote('mfe_rankings', 'age-rankings-page') },
      { path: 'rankings/goat', element: remote('mfe_rankings', 'goat-rankings-page') },
      { path: 'fighter/:nameId', element: remote('mfe_fighter', 'fighter-overview-page') },
      { path: 'fighter/:nameId/fights', element: remote('mfe_fighter', 'fighter-fights-page') },
      { path: 'favorites', element: remote('mfe_fighter', 'favorites-page') },
      { path: 'events', element: remote('mfe_fighter', 'events-page') },
      { path: 'events/:id', element: remote('mfe_fighter', 'event-fights-page') },
      { path: 'community', element: <Navigate to={paths.communityVote} replace /> },
      { path: 'community/vote', element: remote('mfe_community', 'vote-page') },
      { path: 'community/rankings', element: remote('mfe_community', 'community-rankings-page') },
      { path: 'about', element: <AboutPage /> },
      { path: 'login', element: remote('mfe_account', 'login-page') },
      { path: 'register', element: remote('mfe_account', 'register-page') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'predictions', element: remote('mfe_community', 'predictions-page') },
          { path: 'profile', element: remote('mfe_account', 'profile-page') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

// Standalone harness: runs this remote's pages without the shell (npm run dev -w mfe-rankings).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '@fightrank/shared/queries';
import PoundForPoundPage from './pages/pound-for-pound-page';
import GlobalRankingsPage from './pages/global-rankings-page';
import WeightClassRankingsPage from './pages/weight-class-rankings-page';
import CountryRankingsPage from './pages/country-rankings-page';
import OrganizationRankingsPage from './pages/organization-rankings-page';
import AgeRankingsPage from './pages/age-rankings-page';
import GoatRankingsPage from './pages/goat-rankings-page';

function Harness() {
  return (
    <div className="p-4">
      <nav aria-label="Standalone pages">
        <ul className="mb-4 flex flex-wrap gap-3 text-sm">
            <li><Link className="underline" to="/pound-for-pound-page">Pound For Pound</Link></li>
            <li><Link className="underline" to="/global-rankings-page">Global Rankings</Link></li>
            <li><Link className="underline" to="/weight-class-rankings-page">Rankings by Weight Class</Link></li>
            <li><Link className="underline" to="/country-rankings-page">Rankings by Country</Link></li>
            <li><Link className="underline" to="/organization-rankings-page">Rankings by Organization</Link></li>
            <li><Link className="underline" to="/age-rankings-page">Rankings by Age Group</Link></li>
            <li><Link className="underline" to="/goat-rankings-page">GOAT Rankings</Link></li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

const router = createBrowserRouter([{ element: <Harness />, children: [
  { path: '/pound-for-pound-page', element: <PoundForPoundPage /> },
  { path: '/global-rankings-page', element: <GlobalRankingsPage /> },
  { path: '/weight-class-rankings-page', element: <WeightClassRankingsPage /> },
  { path: '/country-rankings-page', element: <CountryRankingsPage /> },
  { path: '/organization-rankings-page', element: <OrganizationRankingsPage /> },
  { path: '/age-rankings-page', element: <AgeRankingsPage /> },
  { path: '/goat-rankings-page', element: <GoatRankingsPage /> },
] }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

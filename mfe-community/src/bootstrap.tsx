// Standalone harness: runs this remote's pages without the shell (npm run dev -w mfe-community).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '@fightrank/shared/queries';
import VotePage from './pages/vote-page';
import CommunityRankingsPage from './pages/community-rankings-page';
import PredictionsPage from './pages/predictions-page';

function Harness() {
  return (
    <div className="p-4">
      <nav aria-label="Standalone pages">
        <ul className="mb-4 flex flex-wrap gap-3 text-sm">
            <li><Link className="underline" to="/vote-page">Fantasy Matches</Link></li>
            <li><Link className="underline" to="/community-rankings-page">Community Rankings</Link></li>
            <li><Link className="underline" to="/predictions-page">Predictions</Link></li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

const router = createBrowserRouter([{ element: <Harness />, children: [
  { path: '/vote-page', element: <VotePage /> },
  { path: '/community-rankings-page', element: <CommunityRankingsPage /> },
  { path: '/predictions-page', element: <PredictionsPage /> },
] }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

// Standalone harness: runs this remote's pages without the shell (npm run dev -w mfe-fighter).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '@fightrank/shared/queries';
import FighterOverviewPage from './pages/fighter-overview-page';
import FighterFightsPage from './pages/fighter-fights-page';
import FavoritesPage from './pages/favorites-page';
import EventsPage from './pages/events-page';
import EventFightsPage from './pages/event-fights-page';

function Harness() {
  return (
    <div className="p-4">
      <nav aria-label="Standalone pages">
        <ul className="mb-4 flex flex-wrap gap-3 text-sm">
            <li><Link className="underline" to="/fighter-overview-page">Fighter</Link></li>
            <li><Link className="underline" to="/fighter-fights-page">Fights</Link></li>
            <li><Link className="underline" to="/favorites-page">Favorites</Link></li>
            <li><Link className="underline" to="/events-page">Events</Link></li>
            <li><Link className="underline" to="/event-fights-page">Event</Link></li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

const router = createBrowserRouter([{ element: <Harness />, children: [
  { path: '/fighter-overview-page', element: <FighterOverviewPage /> },
  { path: '/fighter-fights-page', element: <FighterFightsPage /> },
  { path: '/favorites-page', element: <FavoritesPage /> },
  { path: '/events-page', element: <EventsPage /> },
  { path: '/event-fights-page', element: <EventFightsPage /> },
] }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

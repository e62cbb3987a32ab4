// Standalone dev only (npm run dev -w <remote>): the composed site loads the exposed pages, never this.
import { paths } from '@fightrank/shared/routing';
import { mountStandalone } from '@fightrank/shared/standalone';
import './standalone.css';
import FighterOverviewPage from './pages/fighter-overview-page';
import FighterFightsPage from './pages/fighter-fights-page';
import FavoritesPage from './pages/favorites-page';
import EventsPage from './pages/events-page';
import EventFightsPage from './pages/event-fights-page';

mountStandalone('mfe_fighter', [
  { path: '/fighter/:nameId', href: '/fighter/fighter-1', label: 'Fighter', Page: FighterOverviewPage },
  { path: '/fighter/:nameId/fights', href: '/fighter/fighter-1/fights', label: 'Fights', Page: FighterFightsPage },
  { path: paths.favorites, label: 'Favorites', Page: FavoritesPage },
  { path: paths.events, label: 'Events', Page: EventsPage },
  { path: '/events/:id', href: '/events/1', label: 'Event', Page: EventFightsPage },
]);

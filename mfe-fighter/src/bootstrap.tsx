// Standalone dev only (npm run dev -w <remote>): the composed site loads the exposed pages, never this.
import { mountStandalone } from '@fightrank/shared/standalone';
import './standalone.css';
import FighterOverviewPage from './pages/fighter-overview-page';
import FighterFightsPage from './pages/fighter-fights-page';
import FavoritesPage from './pages/favorites-page';
import EventsPage from './pages/events-page';
import EventFightsPage from './pages/event-fights-page';

mountStandalone('mfe_fighter', {
  'fighter-overview-page': FighterOverviewPage,
  'fighter-fights-page': FighterFightsPage,
  'favorites-page': FavoritesPage,
  'events-page': EventsPage,
  'event-fights-page': EventFightsPage,
});

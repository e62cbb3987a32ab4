// Standalone dev only (npm run dev -w <remote>): the composed site loads the exposed pages, never this.
import { mountStandalone } from '@fightrank/shared/standalone';
import './standalone.css';
import VotePage from './pages/vote-page';
import CommunityRankingsPage from './pages/community-rankings-page';
import PredictionsPage from './pages/predictions-page';

mountStandalone('mfe_community', {
  'vote-page': VotePage,
  'community-rankings-page': CommunityRankingsPage,
  'predictions-page': PredictionsPage,
});

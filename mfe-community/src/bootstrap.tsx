// Standalone dev only (npm run dev -w <remote>): the composed site loads the exposed pages, never this.
import { paths } from '@fightrank/shared/routing';
import { mountStandalone } from '@fightrank/shared/standalone';
import './standalone.css';
import VotePage from './pages/vote-page';
import CommunityRankingsPage from './pages/community-rankings-page';
import PredictionsPage from './pages/predictions-page';

mountStandalone('mfe_community', [
  { path: paths.communityVote, label: 'Fantasy Matches', Page: VotePage },
  { path: paths.communityRankings, label: 'Community Rankings', Page: CommunityRankingsPage },
  { path: paths.predictions, label: 'Predictions', Page: PredictionsPage },
]);

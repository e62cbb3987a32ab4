// Standalone dev only (npm run dev -w <remote>): the composed site loads the exposed pages, never this.
import { mountStandalone } from '@fightrank/shared/standalone';
import './standalone.css';
import PoundForPoundPage from './pages/pound-for-pound-page';
import GlobalRankingsPage from './pages/global-rankings-page';
import WeightClassRankingsPage from './pages/weight-class-rankings-page';
import CountryRankingsPage from './pages/country-rankings-page';
import OrganizationRankingsPage from './pages/organization-rankings-page';
import AgeRankingsPage from './pages/age-rankings-page';
import GoatRankingsPage from './pages/goat-rankings-page';

mountStandalone('mfe_rankings', {
  'pound-for-pound-page': PoundForPoundPage,
  'global-rankings-page': GlobalRankingsPage,
  'weight-class-rankings-page': WeightClassRankingsPage,
  'country-rankings-page': CountryRankingsPage,
  'organization-rankings-page': OrganizationRankingsPage,
  'age-rankings-page': AgeRankingsPage,
  'goat-rankings-page': GoatRankingsPage,
});

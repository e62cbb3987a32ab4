// Standalone dev only (npm run dev -w <remote>): the composed site loads the exposed pages, never this.
import { paths } from '@fightrank/shared/routing';
import { mountStandalone } from '@fightrank/shared/standalone';
import './standalone.css';
import PoundForPoundPage from './pages/pound-for-pound-page';
import GlobalRankingsPage from './pages/global-rankings-page';
import WeightClassRankingsPage from './pages/weight-class-rankings-page';
import CountryRankingsPage from './pages/country-rankings-page';
import OrganizationRankingsPage from './pages/organization-rankings-page';
import AgeRankingsPage from './pages/age-rankings-page';
import GoatRankingsPage from './pages/goat-rankings-page';

mountStandalone('mfe_rankings', [
  { path: paths.poundForPound, label: 'Pound For Pound', Page: PoundForPoundPage },
  { path: paths.globalRankings, label: 'Global', Page: GlobalRankingsPage },
  { path: paths.weightClassRankings, label: 'Weight Class', Page: WeightClassRankingsPage },
  { path: paths.countryRankings, label: 'Country', Page: CountryRankingsPage },
  { path: paths.organizationRankings, label: 'Organization', Page: OrganizationRankingsPage },
  { path: paths.ageRankings, label: 'Age Group', Page: AgeRankingsPage },
  { path: paths.goatRankings, label: 'GOAT', Page: GoatRankingsPage },
]);

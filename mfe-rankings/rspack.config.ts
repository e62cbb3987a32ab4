// Remote mfe_rankings: the rankings area. Its exposes are a contract with the shell's route table
// (shell/src/app/router.tsx): renaming one breaks that route until both are deployed.
import { createFederatedApp } from '../rspack.federation';

export default createFederatedApp({
  name: 'mfe_rankings',
  configUrl: import.meta.url,
  exposes: {
    './pound-for-pound-page': './src/pages/pound-for-pound-page.tsx',
    './global-rankings-page': './src/pages/global-rankings-page.tsx',
    './weight-class-rankings-page': './src/pages/weight-class-rankings-page.tsx',
    './country-rankings-page': './src/pages/country-rankings-page.tsx',
    './organization-rankings-page': './src/pages/organization-rankings-page.tsx',
    './age-rankings-page': './src/pages/age-rankings-page.tsx',
    './goat-rankings-page': './src/pages/goat-rankings-page.tsx',
  },
});

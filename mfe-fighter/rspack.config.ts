// Remote mfe_fighter: the fighter area. Its exposes are a contract with the shell's route table
// (shell/src/app/router.tsx): renaming one breaks that route until both are deployed.
import { createFederatedApp } from '../rspack.federation';

export default createFederatedApp({
  name: 'mfe_fighter',
  configUrl: import.meta.url,
  exposes: {
    './fighter-overview-page': './src/pages/fighter-overview-page.tsx',
    './fighter-fights-page': './src/pages/fighter-fights-page.tsx',
    './favorites-page': './src/pages/favorites-page.tsx',
    './events-page': './src/pages/events-page.tsx',
    './event-fights-page': './src/pages/event-fights-page.tsx',
  },
});

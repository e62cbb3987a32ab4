// Remote mfe_community: the community area. Its exposes are a contract with the shell's route table
// (shell/src/app/router.tsx): renaming one breaks that route until both are deployed.
import { createFederatedApp } from '../rspack.federation';

export default createFederatedApp({
  name: 'mfe_community',
  configUrl: import.meta.url,
  exposes: {
    './vote-page': './src/pages/vote-page.tsx',
    './community-rankings-page': './src/pages/community-rankings-page.tsx',
    './predictions-page': './src/pages/predictions-page.tsx',
  },
});

// Remote mfe_account: the account area. Its exposes are a contract with the shell's route table
// (shell/src/app/router.tsx): renaming one breaks that route until both are deployed.
import { createFederatedApp } from '../rspack.federation';

export default createFederatedApp({
  name: 'mfe_account',
  configUrl: import.meta.url,
  exposes: {
    './login-page': './src/pages/login-page.tsx',
    './register-page': './src/pages/register-page.tsx',
    './profile-page': './src/pages/profile-page.tsx',
  },
});

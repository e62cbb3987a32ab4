// Remote mfe_account: the account area. It exposes the pages the page manifest gives it (shared/src/routing/page-manifest.ts),
// the same entries the shell's router loads: renaming one breaks that route until both are deployed.
import { createFederatedApp } from '../rspack.federation';
import { exposesOf } from '@fightrank/shared/routing';

export default createFederatedApp({
  name: 'mfe_account',
  configUrl: import.meta.url,
  exposes: exposesOf('mfe_account'),
});

// Remote mfe_community: the community area. It exposes the pages the page manifest gives it (shared/src/routing/page-manifest.ts),
// the same entries the shell's router loads: renaming one breaks that route until both are deployed.
import { createFederatedApp } from '../rspack.federation';
import { exposesOf } from '@fightrank/shared/routing';

export default createFederatedApp({
  name: 'mfe_community',
  configUrl: import.meta.url,
  exposes: exposesOf('mfe_community'),
});

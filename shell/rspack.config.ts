// The host: owns layout, navigation, search, theme, page views, the auth guard and the route table.
// It knows no remote location at build time; it reads /remotes.json when it starts.
import { createFederatedApp } from '../rspack.federation';

export default createFederatedApp({ name: 'shell', configUrl: import.meta.url });

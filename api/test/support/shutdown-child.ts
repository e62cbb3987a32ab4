// A server process for the graceful-shutdown test: the real app plus one slow route, shut down by the
// same handler as server.ts. Prints its port on stdout once listening.
import { buildApp } from '../../src/http/app';
import { readConfig } from '../../src/config';
import { installGracefulShutdown } from '../../src/http/graceful-shutdown';
import { openTestDatabase } from './test-database';

const db = await openTestDatabase();
const app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent' }, db });
app.get('/test/slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return { data: 'finished' };
});
installGracefulShutdown(app, db);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${(app.server.address() as { port: number }).port}\n`);

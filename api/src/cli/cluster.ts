// npm run start:cluster: N API instances on one machine behind one port (node:cluster shares the
// listening socket). Each worker is a full server.ts; they share state only through PostgreSQL and
// Redis, exactly as instances on several machines behind a load balancer would.
import cluster from 'node:cluster';
import { instanceCount } from './instance-count';
import { readConfig } from '../config';
import { jsonLineLog, prepareDatabase } from '../pipeline/startup-data';

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL) {
    console.error('start:cluster needs DATABASE_URL: the embedded database (PGlite) takes one process only.');
    process.exit(1);
  }
  if (!process.env.REDIS_URL) console.warn('start:cluster without REDIS_URL: each instance keeps its own rate-limit counts and cache.');
  const size = instanceCount(process.env.API_INSTANCES);
  // Migrate and load data once, before any instance starts: on an empty database N instances would otherwise
  // each import the same data (the advisory lock would serialise them, not stop the repeats).
  await prepareDatabase(readConfig(), jsonLineLog({ role: 'primary' }), 'npm run start:cluster');
  let stopping = false;
  for (let i = 0; i < size; i++) cluster.fork();
  // A crashed instance is replaced; on shutdown each finishes its in-flight requests (graceful-shutdown.ts).
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.warn(`API instance ${worker.process.pid} exited (${signal ?? code}); starting a new one`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} else {
  await import('../server');
}

// Graceful shutdown on SIGTERM/SIGINT (a deploy or scale-down): stop accepting connections, let
// in-flight requests finish, then close the database. Fastify answers requests arriving meanwhile with
// 503 so a load balancer retries them elsewhere; a stuck request cannot hold the process forever.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../data/db/database';

export const SHUTDOWN_GRACE_MS = 10_000;

export function installGracefulShutdown(app: FastifyInstance, db: Database, graceMs = SHUTDOWN_GRACE_MS): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ graceMs }, 'in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    // A keep-alive connection whose request finishes after close() began would stay open until the
    // client hangs up: keep closing the connections that have gone idle until the server is done.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
    try {
      await app.close();
      clearInterval(sweeper);
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

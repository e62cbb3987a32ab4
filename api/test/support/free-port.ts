// A TCP port free on 127.0.0.1 right now, for a test's own server or redis-server. Another process may still take it
// before that server binds it: startServerProcess takes another on EADDRINUSE.
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

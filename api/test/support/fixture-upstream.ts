// A stand-in for raw.githubusercontent.com on 127.0.0.1 that serves the reference copies in ../shared/data at their
// upstream paths (upstream-sources.ts), with Range support and switches to break it: tests never use the network.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { UPSTREAM_FILES, upstreamUrl } from '../../src/pipeline/importer/upstream-sources';
import { SHARED_DATA } from './small-real-data';

export interface FixtureUpstream {
  url: string;
  server: Server;
  /** Every request: local path (as in a data directory), method and Range header. */
  requests: { path: string; method: string; range: string | undefined }[];
  /** Local path -> what to do instead of serving the file once (`cut`: close the connection after that many bytes). */
  faults: Map<string, { status: number } | { cut: number } | { body: Buffer }>;
  /** Local paths answered 404. */
  hidden: Set<string>;
  /** Local path -> content served instead of the reference copy, every time (a newer upstream, a cut-down one). */
  overrides: Map<string, Buffer>;
  close(): Promise<void>;
}

export async function startFixtureUpstream(port = 0): Promise<FixtureUpstream> {
  const byUrlPath = new Map(UPSTREAM_FILES.map((f) => [upstreamUrl(f, 'http://fixture/').pathname, f.path]));
  const requests: FixtureUpstream['requests'] = [];
  const faults: FixtureUpstream['faults'] = new Map();
  const hidden = new Set<string>();
  const overrides = new Map<string, Buffer>();
  const server = createServer((request: IncomingMessage, response) => {
    void (async () => {
      const local = byUrlPath.get(new URL(request.url ?? '/', 'http://fixture').pathname);
      requests.push({ path: local ?? request.url ?? '', method: request.method ?? 'GET', range: request.headers.range });
      if (!local || hidden.has(local)) {
        response.writeHead(404).end();
        return;
      }
      const file = path.join(SHARED_DATA, ...local.split('/'));
      const size = (await stat(file)).size;
      const override = overrides.get(local);
      const fault = faults.get(local) ?? (override ? { body: override } : undefined);
      if (faults.has(local)) faults.delete(local);
      if (fault && 'status' in fault) {
        response.writeHead(fault.status).end();
        return;
      }
      if (fault && 'body' in fault) {
        response.writeHead(200, { 'content-length': fault.body.length }).end(request.method === 'HEAD' ? undefined : fault.body);
        return;
      }
      const match = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
      const start = match ? Number(match[1]) : 0;
      if (start >= size && match) {
        response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
        return;
      }
      response.writeHead(match ? 206 : 200, {
        'content-length': size - start,
        'accept-ranges': 'bytes',
        ...(match ? { 'content-range': `bytes ${start}-${size - 1}/${size}` } : {}),
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      if (fault && 'cut' in fault) {
        // Send the first `cut` bytes, then drop the connection as a flaky network would.
        const head = (await readFile(file)).subarray(start, start + fault.cut);
        response.write(head, () => setTimeout(() => response.socket?.destroy(), 300));
        return;
      }
      createReadStream(file, { start }).pipe(response);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    server,
    requests,
    faults,
    hidden,
    overrides,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// One fan's browser, as nginx sees it: its own loopback address (Linux routes all of 127/8 to this machine), its own
// keep-alive connections and cookie jar, and the anti-forgery header on writes (the double-submit cookie of
// xsrf.ts). nginx hands the instances that address in X-Forwarded-For, so rate limits count each fan apart, as they
// would for a crowd, with TRUST_PROXY=1 and no allowlist.
import { Agent, request } from 'node:http';

export interface Answer {
  /** 0 when the request failed without an answer. */
  status: number;
  ms: number;
  cacheStatus: string | undefined;
  /** The body, only when asked for (JSON the bench reads); measured reads discard it unread. */
  body?: string;
}

/** A loopback address of its own for the n-th client of a block (1..250 distinct third and fourth parts). */
export function loopbackAddress(block: number, n: number): string {
  if (!Number.isInteger(block) || block < 1 || block > 250) throw new RangeError(`address block must be 1..250 (got ${block})`);
  const index = Math.abs(Math.trunc(n)) % (250 * 250);
  return `127.${block}.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class FanClient {
  private readonly cookies = new Map<string, string>();
  private readonly agent: Agent;

  /** `sockets`: connections at once, as a browser opens several per site to load a page's parts together. */
  constructor(
    private readonly proxy: URL,
    readonly address: string,
    sockets = 4,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets });
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  /** Measured reads ask for br/gzip like a browser; `readBody` asks for plain JSON the bench can parse. */
  send(method: string, path: string, { json, readBody = false }: { json?: unknown; readBody?: boolean } = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (!readBody) headers['accept-encoding'] = 'gzip, deflate, br';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && method !== 'HEAD') headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    const payload = json === undefined ? undefined : JSON.stringify(json);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    return new Promise((resolve) => {
      const failed = () => resolve({ status: 0, ms: performance.now() - started, cacheStatus: undefined });
      const req = request(
        { host: this.proxy.hostname, port: this.proxy.port, method, path, headers, agent: this.agent, localAddress: this.address, timeout: REQUEST_TIMEOUT_MS },
        (res) => {
          this.keepCookies(res.headers['set-cookie']);
          let body = '';
          if (readBody) {
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
          } else res.resume();
          res.once('error', failed);
          res.once('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              cacheStatus: (res.headers['x-cache-status'] as string | undefined) || undefined,
              ...(readBody ? { body } : {}),
            }),
          );
        },
      );
      req.once('timeout', () => req.destroy(new Error('timed out')));
      req.once('error', failed);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }

  private keepCookies(setCookies: readonly string[] | undefined): void {
    for (const line of setCookies ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

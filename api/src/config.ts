// Runtime configuration, read once from the environment. Everything a deployment changes lives here.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Federated remotes: MF name -> workspace folder and the env var that relocates it. */
export const REMOTES = [
  { name: 'mfe_rankings', folder: 'mfe-rankings', env: 'MFE_RANKINGS_URL' },
  { name: 'mfe_fighter', folder: 'mfe-fighter', env: 'MFE_FIGHTER_URL' },
  { name: 'mfe_community', folder: 'mfe-community', env: 'MFE_COMMUNITY_URL' },
  { name: 'mfe_account', folder: 'mfe-account', env: 'MFE_ACCOUNT_URL' },
] as const;

export interface AppConfig {
  port: number;
  host: string;
  /** Embedded PGlite directory (ignored when databaseUrl is set). */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** A directory laid out like shared/data; loaded on first start when the database is empty. */
  fightDataDir: string | undefined;
  /**
   * A local copy of the public datasets (the team kit's ../shared/data beside the clone), loaded on first start when
   * FIGHTRANK_DATA is unset and the upstream is out of reach, so an offline machine that has the data shows it, not the demo.
   */
  localFightDataDir: string | undefined;
  /** Where the built shell and remotes are; each remote is served under /remotes/<folder>/. */
  distRoot: string;
  /** MF name -> manifest URL, as the shell receives it in /remotes.json. */
  remotes: Record<string, string>;
  logLevel: string;
  /** Proxy hops or addresses whose X-Forwarded-For is believed (TRUST_PROXY); false trusts none. */
  trustProxy: number | string[] | false;
  /** PostgreSQL: statements running longer are stopped (DATABASE_STATEMENT_TIMEOUT_MS). */
  databaseStatementTimeoutMs: number;
  /** PostgreSQL: a request's statement that gets no answer for this long gives up client-side (DATABASE_QUERY_TIMEOUT_MS). */
  databaseQueryTimeoutMs: number;
  /** Client addresses never rate-limited (RATE_LIMIT_ALLOWLIST): benchmarks, monitoring. */
  rateLimitAllowlist: string[];
  /** The site's public address (https://host), used in canonical links and share cards; else http://localhost:PORT, never the request's host. */
  publicUrl: string | undefined;
  /** How often the community ranking is refitted from the votes (issue 11: at least every minute). */
  communityJobSeconds: number;
  /** Connection cap and timeouts of the HTTP server (issue 22 finding 10, decision 034). */
  http: HttpLimits;
  /** When an overloaded instance refuses new requests with 503 instead of queueing them (decision 041). */
  loadShedding: LoadSheddingLimits;
  /** Bearer token that /metrics asks for (METRICS_TOKEN); unset: no /metrics at all. */
  metricsToken: string | undefined;
}

export interface LoadSheddingLimits {
  /** Requests one instance serves at once at most (MAX_IN_FLIGHT_REQUESTS); 0: no cap. */
  maxInFlight: number;
  /** Event-loop delay in ms past which new requests are refused (MAX_EVENT_LOOP_DELAY_MS); 0: not watched. */
  maxEventLoopDelayMs: number;
}

export interface HttpLimits {
  /** Open client connections at most (MAX_CONNECTIONS); a connection past it is closed at once. */
  maxConnections: number;
  /**
   * Open connections of one client address at most (MAX_CONNECTIONS_PER_ADDRESS), so one address cannot hold them all;
   * not applied to trusted proxies, RATE_LIMIT_ALLOWLIST, or at all when TRUST_PROXY is a hop count (connection-share.ts).
   */
  maxConnectionsPerAddress: number;
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** A request's headers must have arrived within this (HEADERS_TIMEOUT_MS): a slow-headers client is cut off. */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed (SOCKET_TIMEOUT_MS). */
  socketTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

export function readConfig(env: Env = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: postgresUrl(env.DATABASE_URL),
    redisUrl: env.REDIS_URL || undefined,
    fightDataDir: env.FIGHTRANK_DATA ? path.resolve(env.FIGHTRANK_DATA) : undefined,
    localFightDataDir: localFightData(env.FIGHTRANK_LOCAL_DATA),
    distRoot: REPO_ROOT,
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, env[r.env] || `/remotes/${r.folder}/mf-manifest.json`])),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseStatementTimeoutMs: nonNegativeInteger('DATABASE_STATEMENT_TIMEOUT_MS', env.DATABASE_STATEMENT_TIMEOUT_MS, 30_000),
    databaseQueryTimeoutMs: nonNegativeInteger('DATABASE_QUERY_TIMEOUT_MS', env.DATABASE_QUERY_TIMEOUT_MS, 5_000),
    rateLimitAllowlist: splitList(env.RATE_LIMIT_ALLOWLIST),
    publicUrl: publicOrigin(env.PUBLIC_URL),
    communityJobSeconds: positiveNumber(env, 'COMMUNITY_JOB_SECONDS', 60),
    http: readHttpLimits(env),
    // A request beyond 256 at once would wait behind the 10-connection database pool longer than a retry takes. An event
    // loop a quarter second late turn after turn makes every answer that much slower; on PGlite the database itself runs
    // on the event loop, so lateness there is queries, not overload, and is not watched unless asked (decision 041).
    loadShedding: {
      maxInFlight: nonNegativeCount('MAX_IN_FLIGHT_REQUESTS', env.MAX_IN_FLIGHT_REQUESTS, 256),
      maxEventLoopDelayMs: nonNegativeCount('MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS, env.DATABASE_URL ? 250 : 0),
    },
    metricsToken: metricsToken(env.METRICS_TOKEN),
  };
}

/**
 * DATABASE_URL, checked before anything connects: a typo should say so, not surface as a DNS error. The URL often
 * carries a password, so the message never repeats it.
 */
function postgresUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
  if (protocol === 'postgres:' || protocol === 'postgresql:' || protocol === 'socket:') return value;
  throw new Error(
    protocol
      ? `DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), not a ${protocol.slice(0, -1)}: URL`
      : 'DATABASE_URL is not a valid URL: expected postgres://user:password@host:5432/database',
  );
}

/** FIGHTRANK_LOCAL_DATA, else ../shared/data beside the clone when it holds the ufcstats files; set empty for none. */
function localFightData(value: string | undefined): string | undefined {
  if (value !== undefined) return value ? path.resolve(value) : undefined;
  const kit = path.resolve(REPO_ROOT, '../shared/data');
  return existsSync(path.join(kit, 'ufcstats')) ? kit : undefined;
}

/** Whoever has it reads every route's traffic: long enough that guessing it at the rate limit is hopeless. */
function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\S{24,200}$/.test(value)) throw new Error('METRICS_TOKEN must be 24 to 200 characters without spaces (e.g. openssl rand -hex 24)');
  return value;
}

/**
 * Defaults for a server behind a load balancer on a small machine: a fan's browser reuses a connection for
 * the next click within seconds, so 5 s idle is plenty, and a thousand sockets is far past what one instance
 * serves at once. Behind a load balancer that keeps idle upstream connections longer, set
 * KEEP_ALIVE_TIMEOUT_MS above its idle timeout (README "Deploying").
 */
function readHttpLimits(env: Env): HttpLimits {
  const limits = {
    maxConnections: positiveInteger(env, 'MAX_CONNECTIONS', 1024),
    maxConnectionsPerAddress: positiveInteger(env, 'MAX_CONNECTIONS_PER_ADDRESS', 128),
    keepAliveTimeoutMs: positiveInteger(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
    headersTimeoutMs: positiveInteger(env, 'HEADERS_TIMEOUT_MS', 10_000),
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', 30_000),
    socketTimeoutMs: positiveInteger(env, 'SOCKET_TIMEOUT_MS', 60_000),
  };
  // Node refuses a headers timeout longer than the request timeout (the headers are part of the request).
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  return limits;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback);
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return number;
}

function nonNegativeCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`${name} must be a whole number (0 turns it off), got "${value}"`);
  return number;
}

/** PUBLIC_URL as an origin: http(s), a host, nothing after it; every absolute link on a page starts with it. */
function publicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be the site's address, like https://fightrank.example, got "${value}"`);
  }
  return url.origin;
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * TRUST_PROXY is a hop count ("1": one load balancer in front) or a comma-separated list of proxy
 * addresses/CIDRs. Unset means no proxy is trusted, so a client cannot pick its own address with a header.
 */
export function parseTrustProxy(value: string | undefined): number | string[] | false {
  const text = value?.trim() ?? '';
  if (!text || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') throw new Error('TRUST_PROXY=true would trust any client: give the number of proxy hops or their addresses');
  return splitList(text);
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

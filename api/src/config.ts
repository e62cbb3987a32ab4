// Runtime configuration, read once from the environment. Everything a deployment changes lives here.
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
  /** Where the built shell and remotes are; each remote is served under /remotes/<folder>/. */
  distRoot: string;
  /** MF name -> manifest URL, as the shell receives it in /remotes.json. */
  remotes: Record<string, string>;
  logLevel: string;
  /** Proxy hops or addresses whose X-Forwarded-For is believed (TRUST_PROXY); false trusts none. */
  trustProxy: number | string[] | false;
  /** PostgreSQL: statements running longer are stopped (DATABASE_STATEMENT_TIMEOUT_MS). */
  databaseStatementTimeoutMs: number;
  /** Client addresses never rate-limited (RATE_LIMIT_ALLOWLIST): benchmarks, monitoring. */
  rateLimitAllowlist: string[];
  /** The site's public address (https://host), used in canonical links and share cards; else http://localhost:PORT, never the request's host. */
  publicUrl: string | undefined;
  /** How often the community ranking is refitted from the votes (issue 11: at least every minute). */
  communityJobSeconds: number;
}

type Env = Record<string, string | undefined>;

export function readConfig(env: Env = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    fightDataDir: env.FIGHTRANK_DATA ? path.resolve(env.FIGHTRANK_DATA) : undefined,
    distRoot: REPO_ROOT,
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.name, env[r.env] || `/remotes/${r.folder}/mf-manifest.json`]),
    ),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseStatementTimeoutMs: nonNegativeInteger('DATABASE_STATEMENT_TIMEOUT_MS', env.DATABASE_STATEMENT_TIMEOUT_MS, 30_000),
    rateLimitAllowlist: splitList(env.RATE_LIMIT_ALLOWLIST),
    publicUrl: publicOrigin(env.PUBLIC_URL),
    communityJobSeconds: positiveNumber(env, 'COMMUNITY_JOB_SECONDS', 60),
  };
}

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback);
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
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

const splitList = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

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

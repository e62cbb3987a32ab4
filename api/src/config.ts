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
    communityJobSeconds: positiveNumber(env, 'COMMUNITY_JOB_SECONDS', 60),
  };
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

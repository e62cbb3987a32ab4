// Where data:sync and start-up find the upstream datasets and keep the downloaded files (docs/data-sources.md).
import path from 'node:path';
import { DEFAULT_UPSTREAM } from './upstream-sources';

export interface SyncConfig {
  /** Lasting download directory, laid out like ../shared/data (FIGHTRANK_DOWNLOADS, default ./fight-data). */
  downloadDir: string;
  /** Base URL in raw.githubusercontent.com's layout (FIGHTRANK_UPSTREAM): a fixture server in tests, or a proxy. */
  upstream: string;
  /** How long start-up waits for the upstream to answer before it loads the demo instead (FIGHTRANK_UPSTREAM_TIMEOUT_MS). */
  probeTimeoutMs: number;
  /** FIGHTRANK_SYNC_ON_START=0 keeps start-up off the network (an air-gapped host goes straight to the demo). */
  syncOnStart: boolean;
}

export function readSyncConfig(env: Record<string, string | undefined> = process.env): SyncConfig {
  const timeout = Number(env.FIGHTRANK_UPSTREAM_TIMEOUT_MS ?? 3000);
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new Error(`FIGHTRANK_UPSTREAM_TIMEOUT_MS must be a positive number, got "${env.FIGHTRANK_UPSTREAM_TIMEOUT_MS}"`);
  return {
    downloadDir: path.resolve(env.FIGHTRANK_DOWNLOADS || './fight-data'),
    upstream: env.FIGHTRANK_UPSTREAM || DEFAULT_UPSTREAM,
    probeTimeoutMs: timeout,
    syncOnStart: env.FIGHTRANK_SYNC_ON_START !== '0',
  };
}

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
  /** Where `data:sync` reads Wikipedia's event pages (decision 045); null with FIGHTRANK_WIKIPEDIA=0. */
  wikipedia: WikipediaConfig | null;
}

export interface WikipediaConfig {
  /** MediaWiki API endpoint (FIGHTRANK_WIKIPEDIA_API): en.wikipedia.org, or a stand-in in tests. */
  readonly api: string;
  /** Wikimedia asks automated clients to name themselves and a contact (FIGHTRANK_WIKIPEDIA_CONTACT, else PUBLIC_URL). */
  readonly userAgent: string;
  /** Listed events before this date are not read (FIGHTRANK_WIKIPEDIA_SINCE): the other sources hold those years. */
  readonly since: string;
}

const WIKIPEDIA_API = 'https://en.wikipedia.org/w/api.php';
// The shared datasets end in mid-December 2024; Wikipedia takes over from the start of that month.
const WIKIPEDIA_SINCE = '2024-12-01';

function readWikipediaConfig(env: Record<string, string | undefined>): WikipediaConfig | null {
  if (env.FIGHTRANK_WIKIPEDIA === '0') return null;
  const since = env.FIGHTRANK_WIKIPEDIA_SINCE || WIKIPEDIA_SINCE;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`FIGHTRANK_WIKIPEDIA_SINCE must be a date (YYYY-MM-DD), got "${since}"`);
  const api = env.FIGHTRANK_WIKIPEDIA_API || WIKIPEDIA_API;
  if (!/^https?:\/\//.test(api)) throw new Error(`FIGHTRANK_WIKIPEDIA_API must be an http(s) URL, got "${api}"`);
  const contact = env.FIGHTRANK_WIKIPEDIA_CONTACT || env.PUBLIC_URL || 'no contact configured: set FIGHTRANK_WIKIPEDIA_CONTACT';
  return { api, since, userAgent: `FightRank-data-sync/1.0 (MMA rankings; ${contact})` };
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
    wikipedia: readWikipediaConfig(env),
  };
}

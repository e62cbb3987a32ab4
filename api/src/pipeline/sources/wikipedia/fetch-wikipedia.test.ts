// The live path against a local stand-in for the MediaWiki API that serves the saved answers (tests never use the
// network): which pages it asks for, how politely, what it saves, and that the import reads the saved folder.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSyncConfig } from '../../importer/sync-config';
import { syncWikipedia } from '../../importer/sync-sources';
import { fetchWikipedia, wikipediaSeeds, type WikipediaFetchOptions } from './fetch-wikipedia';
import { parseAnswer } from './parse-answer';
import { readWikipediaFolder } from './read-wikipedia-folder';

const SAVED = fileURLToPath(new URL('./fixtures/data/wikipedia/', import.meta.url));
const byTitle = new Map(
  readdirSync(SAVED).map((name) => {
    const body = readFileSync(path.join(SAVED, name), 'utf8');
    return [parseAnswer(body, name).title, body] as const;
  }),
);

interface FakeApi {
  url: string;
  requests: { page: string; params: URLSearchParams; userAgent: string | undefined; at: number }[];
  /** Page -> HTTP statuses to answer before the real answer (a 429 with Retry-After: 1). */
  failures: Map<string, number[]>;
  server: Server;
}

async function startFakeApi(): Promise<FakeApi> {
  const api: Omit<FakeApi, 'url' | 'server'> = { requests: [], failures: new Map() };
  const server = createServer((request, response) => {
    const params = new URL(request.url ?? '/', 'http://fake').searchParams;
    const page = params.get('page') ?? '';
    api.requests.push({ page, params, userAgent: request.headers['user-agent'], at: Date.now() });
    const failure = api.failures.get(page)?.shift();
    if (failure) {
      response.writeHead(failure, { 'retry-after': '1' }).end();
      return;
    }
    const body = byTitle.get(page) ?? JSON.stringify({ error: { code: 'missingtitle', info: "The page you specified doesn't exist." } });
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { ...api, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/w/api.php` };
}

describe('fetchWikipedia against a stand-in MediaWiki API', () => {
  let api: FakeApi;
  let dir: string;
  const options = (extra: Partial<WikipediaFetchOptions> = {}): WikipediaFetchOptions => ({
    api: api.url,
    userAgent: 'FightRank-test/1.0 (https://example.org/fightrank; ops@example.org)',
    seeds: ['List of UFC events', '2024 in ONE Championship', 'List of KSW events'],
    since: '2024-11-01',
    today: '2026-11-25',
    minIntervalMs: 40,
    ...extra,
  });

  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(async () => {
    await new Promise((resolve) => api.server.close(resolve));
  });
  afterEach(async () => {
    api.requests.length = 0;
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the lists, follows their event links from `since` on, and saves answers the import reads', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fightrank-wikifetch-'));
    const result = await fetchWikipedia(dir, options());
    expect(api.requests.map((request) => request.page)).toEqual([
      'List of UFC events',
      '2024 in ONE Championship',
      'List of KSW events',
      'UFC Fight Night: Example vs. Sample',
      'UFC 309: Jones vs. Miocic',
      'UFC Fight Night: Magny vs. Prates',
      'ONE Fight Night 26: Kongthoranee vs. Nong-O 2',
    ]);
    expect(result.missing).toEqual(['List of KSW events', 'UFC Fight Night: Magny vs. Prates']);
    const part = await readWikipediaFolder(dir);
    expect(part.events.map((event) => event.name).sort()).toEqual([
      'ONE Fight Night 26: Kongthoranee vs. Nong-O 2',
      'UFC 309: Jones vs. Miocic',
      'UFC Fight Night: Example vs. Sample',
    ]);
    expect(part.pages.find((page) => page.title === 'UFC 309: Jones vs. Miocic')!.revisionId).toBe(1258000001);
  });

  it('asks politely: its User-Agent, action=parse of wikitext with maxlag, one request at a time with a pause', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fightrank-wikifetch-'));
    // A wide interval: the fake server stamps a request when it reads it, and on a loaded machine one read late can
    // shorten the next gap by tens of milliseconds (a 40 ms interval once measured 32).
    await fetchWikipedia(dir, options({ seeds: ['List of UFC events'], minIntervalMs: 250 }));
    for (const request of api.requests) {
      expect(request.userAgent).toBe('FightRank-test/1.0 (https://example.org/fightrank; ops@example.org)');
      expect(Object.fromEntries(request.params)).toMatchObject({ action: 'parse', prop: 'wikitext', format: 'json', maxlag: '5', redirects: '1' });
    }
    const gaps = api.requests.slice(1).map((request, index) => request.at - api.requests[index]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(200);
  });

  it('waits as Retry-After says after a 429, then reads the page', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fightrank-wikifetch-'));
    api.failures.set('List of UFC events', [429]);
    const result = await fetchWikipedia(dir, options({ seeds: ['List of UFC events'], since: '2026-01-01' }));
    const tries = api.requests.filter((request) => request.page === 'List of UFC events');
    expect(tries).toHaveLength(2);
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(950);
    expect(result.fetched).toEqual(['List of UFC events', 'UFC Fight Night: Example vs. Sample']);
  });

  it('does not ask again for a settled card it has saved, but does for the upcoming one', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fightrank-wikifetch-'));
    await fetchWikipedia(dir, options());
    api.requests.length = 0;
    const second = await fetchWikipedia(dir, options());
    expect(second.kept).toEqual(['UFC 309: Jones vs. Miocic', 'ONE Fight Night 26: Kongthoranee vs. Nong-O 2']);
    expect(api.requests.map((request) => request.page)).toContain('UFC Fight Night: Example vs. Sample');
    expect(api.requests.map((request) => request.page)).not.toContain('UFC 309: Jones vs. Miocic');
  });

  it('fails with the page and status when the API keeps failing, so the sync can say what is wrong', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fightrank-wikifetch-'));
    api.failures.set('List of UFC events', [503, 503, 503]);
    await expect(fetchWikipedia(dir, options({ seeds: ['List of UFC events'] }))).rejects.toThrow(/"List of UFC events": HTTP 503/);
  });
});

describe('wikipediaSeeds', () => {
  it("names every promotion's event list and the yearly pages around today", () => {
    const seeds = wikipediaSeeds('2026-11-25');
    expect(seeds).toContain('List of PFL events');
    expect(seeds).toContain('2026 in ONE Championship');
    expect(seeds).toContain('2027 in UFC');
    expect(seeds).toContain('2025 in Rizin Fighting Federation');
  });
});

describe('Wikipedia in data:sync', () => {
  it('is on by default with a User-Agent naming the contact, off with FIGHTRANK_WIKIPEDIA=0, and refuses a bad date', () => {
    expect(readSyncConfig({ FIGHTRANK_WIKIPEDIA_CONTACT: 'ops@example.org' }).wikipedia).toEqual({
      api: 'https://en.wikipedia.org/w/api.php',
      since: '2024-12-01',
      userAgent: 'FightRank-data-sync/1.0 (MMA rankings; ops@example.org)',
    });
    expect(readSyncConfig({ FIGHTRANK_WIKIPEDIA: '0' }).wikipedia).toBeNull();
    expect(() => readSyncConfig({ FIGHTRANK_WIKIPEDIA_SINCE: 'last year' })).toThrow(/FIGHTRANK_WIKIPEDIA_SINCE must be a date/);
  });

  it('goes on without Wikipedia when it cannot be reached, saying so', async () => {
    const lines: string[] = [];
    const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-wikifetch-'));
    try {
      const result = await syncWikipedia(
        dir,
        { api: 'http://127.0.0.1:9/w/api.php', userAgent: 'FightRank-test', since: '2024-12-01' },
        { info: (line) => lines.push(line) },
      );
      expect(result).toEqual({ failed: expect.stringMatching(/127\.0\.0\.1:9.*List of UFC events/) });
      expect(lines).toEqual([expect.stringMatching(/^wikipedia: not read this run \(.*\); the pages saved before are imported$/)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

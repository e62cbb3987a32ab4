// The live path (`npm run data:sync`): asks the MediaWiki API for the promotions' event lists and yearly pages, follows
// their tables to the event articles, and saves each answer as it came into `<downloads>/wikipedia/`, where the import
// reads it with the same parser as a hand-copied folder. It is polite by Wikimedia's API etiquette: a User-Agent
// naming the project and a contact, one request at a time with a pause between, maxlag, and Retry-After honoured.
// Settled cards are not asked for again: a saved page whose event is more than `settledAfterDays` old is kept.
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '../normalise/dates';
import { parseAnswer, WikiAnswerError } from './parse-answer';
import { parseListPage } from './parse-list-page';

export interface WikipediaFetchOptions {
  /** The MediaWiki API endpoint, e.g. https://en.wikipedia.org/w/api.php (FIGHTRANK_WIKIPEDIA_API). */
  readonly api: string;
  readonly userAgent: string;
  /** Event lists and yearly pages to start from (wikipediaSeeds()). */
  readonly seeds: readonly string[];
  /** ISO date: listed events before it are not followed (the other sources hold those years). */
  readonly since: string;
  /** ISO date of today, for what counts as settled. */
  readonly today: string;
  /** A saved event page older than this is not asked for again (results settle within days). Default 30. */
  readonly settledAfterDays?: number;
  /** Pause between two requests. Default 1000 ms. */
  readonly minIntervalMs?: number;
  /** Per request. Default 30 s. */
  readonly timeoutMs?: number;
  /** At most this many event pages per run. Default 500. */
  readonly maxEventPages?: number;
  readonly log?: { info(message: string): void };
}

export interface WikipediaFetchResult {
  /** Pages asked for and saved this run. */
  readonly fetched: string[];
  /** Saved pages of settled cards, not asked for again. */
  readonly kept: string[];
  /** Pages the API says do not exist (a list not yet written for a new year). */
  readonly missing: string[];
}

// The promotions issue 25 names. Lists hold every card; yearly pages hold the current year's cards first.
const LISTS = [
  'List of UFC events',
  'List of PFL events',
  'List of Bellator MMA events',
  'List of ONE Championship events',
  'List of Rizin Fighting Federation events',
  'List of KSW events',
  'List of Oktagon MMA events',
  'List of Invicta FC events',
  "Dana White's Contender Series",
];
const YEARLY = ['in UFC', 'in ONE Championship', 'in Professional Fighters League', 'in Rizin Fighting Federation'];

/** The default start pages: the event lists, and the yearly pages of last year, this year and next. */
export function wikipediaSeeds(today: string): string[] {
  const year = Number(today.slice(0, 4));
  return [...LISTS, ...[year - 1, year, year + 1].flatMap((y) => YEARLY.map((suffix) => `${y} ${suffix}`))];
}

export class WikipediaFetchError extends Error {
  override readonly name = 'WikipediaFetchError';
}

/** File name of a page's saved answer: the title with anything outside [A-Za-z0-9._-] as "_". */
export function answerFileName(title: string): string {
  return `${title.replace(/[^\w.-]+/g, '_').slice(0, 200)}.json`;
}

export async function fetchWikipedia(dir: string, options: WikipediaFetchOptions): Promise<WikipediaFetchResult> {
  await mkdir(dir, { recursive: true });
  const client = createClient(options);
  const result: WikipediaFetchResult = { fetched: [], kept: [], missing: [] };
  const settled = addDays(options.today, -(options.settledAfterDays ?? 30));

  const listed = new Map<string, string | null>();
  for (const seed of options.seeds) {
    const answer = await fetchAndSave(client, dir, seed, result);
    if (!answer) continue;
    for (const event of parseListPage(answer)) {
      if (event.date !== null && event.date < options.since) continue;
      if (!listed.has(event.title)) listed.set(event.title, event.date);
    }
  }

  const events = [...listed].slice(0, options.maxEventPages ?? 500);
  if (listed.size > events.length) options.log?.info(`wikipedia: ${listed.size} event pages listed, the first ${events.length} read this run`);
  for (const [title, date] of events) {
    if (date !== null && date < settled && existsSync(path.join(dir, answerFileName(title)))) {
      result.kept.push(title);
      continue;
    }
    await fetchAndSave(client, dir, title, result);
  }
  options.log?.info(`wikipedia: ${result.fetched.length} pages read, ${result.kept.length} settled cards kept, ${result.missing.length} not on Wikipedia`);
  return result;
}

/** Asks for one page and saves the answer (atomically: a half-written file is never read). Resolves to its wikitext. */
async function fetchAndSave(client: Client, dir: string, title: string, result: WikipediaFetchResult): Promise<string | null> {
  const body = await client.parse(title);
  let page;
  try {
    page = parseAnswer(body, title);
  } catch (error) {
    if (error instanceof WikiAnswerError && /missingtitle|invalidtitle/.test(error.message)) {
      result.missing.push(title);
      return null;
    }
    throw error;
  }
  const file = path.join(dir, answerFileName(title));
  await writeFile(`${file}.part`, body);
  await rename(`${file}.part`, file);
  result.fetched.push(title);
  return page.wikitext;
}

interface Client {
  parse(title: string): Promise<string>;
}

function createClient(options: WikipediaFetchOptions): Client {
  const interval = options.minIntervalMs ?? 1000;
  let last = 0;
  const pause = async (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    async parse(title) {
      const url = new URL(options.api);
      url.search = new URLSearchParams({
        action: 'parse',
        page: title,
        prop: 'wikitext',
        redirects: '1',
        format: 'json',
        formatversion: '2',
        // Wikimedia asks automated clients to back off while its replicas lag.
        maxlag: '5',
      }).toString();
      for (let attempt = 1; ; attempt += 1) {
        await pause(Math.max(0, last + interval - Date.now()));
        last = Date.now();
        let response: Response;
        try {
          response = await fetch(url, {
            headers: { 'user-agent': options.userAgent, 'api-user-agent': options.userAgent, accept: 'application/json' },
            signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
          });
        } catch (error) {
          if (attempt < 3) continue;
          throw new WikipediaFetchError(`${options.api}: "${title}": ${(error as Error).message}`);
        }
        const body = await response.text();
        const lagging = response.ok && /"code"\s*:\s*"maxlag"/.test(body);
        if ((response.status === 429 || response.status >= 500 || lagging) && attempt < 3) {
          await pause(retryAfterMs(response.headers.get('retry-after'), interval));
          continue;
        }
        if (!response.ok) throw new WikipediaFetchError(`${options.api}: "${title}": HTTP ${response.status}`);
        return body;
      }
    },
  };
}

/** Retry-After in seconds (what MediaWiki sends), capped at a minute; the pause between requests otherwise. */
function retryAfterMs(header: string | null, fallback: number): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : Math.max(fallback, 1000);
}

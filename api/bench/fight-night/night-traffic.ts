// The night itself: what each kind of visitor does, until the deadline.
// - Readers: fans arriving one after another (each from its own address, for a visit of a few pages) who read the
//   ranking lists (pound for pound, weight classes, the filtered lists) and fighter pages picked by a Zipf law over
//   the pound-for-pound order (info, history and stats loaded together, as the page does).
// - A crawler walking every fighter page in id order, from a rotating block of addresses.
// - Bouts: every few seconds a bout ends and every signed-in fan opens the card, makes picks and votes on matchups.
// - Sign-ins: signed-in fans sign in again throughout the night (each one runs Argon2id on an instance).
import type { CardBout, Matchup, PickMethod } from '@fightrank/shared/contracts';
import { CARD_NAME } from './prepared-database';
import { FanClient, loopbackAddress, type Answer } from './fan-client';
import type { NightStats } from './night-stats';
import { zipfPicker } from './zipf';

/** Address blocks (127.<block>.x.y): readers, crawler and signed-in fans never share an address. */
const READER_BLOCK = 20;
const CRAWLER_BLOCK = 30;
export const SIGNED_IN_BLOCK = 40;

/** One ranking list a reader can open: its route pattern for the table and a URL with its filter. */
export interface ListPage {
  route: string;
  path: string;
  /** How often fans open it, relative to the others. */
  weight: number;
  /** How the next page is asked for: after the last rank seen, or by offset (the movement lists). */
  paging: 'last_rank' | 'offset';
}

export interface Night {
  proxy: URL;
  stats: NightStats;
  /** performance.now() at which no new request starts. */
  deadline: number;
  lists: readonly ListPage[];
  /** Fighter ids in pound-for-pound order: the Zipf law's ranks. */
  popularFighters: readonly number[];
  /** Every fighter id, for the crawler. */
  allFighters: readonly number[];
  signedIn: readonly FanClient[];
  readers: number;
  crawlers: number;
  boutEverySeconds: number;
  signInEverySeconds: number;
  password: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const randomOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function measured(night: Night, client: FanClient, route: string, method: string, path: string, init?: { json?: unknown; readBody?: boolean }) {
  const answer = await client.send(method, path, init);
  night.stats.record({ route, status: answer.status, ms: answer.ms, cacheStatus: answer.cacheStatus });
  return answer;
}

const dataOf = <T>(answer: Answer): T | null => {
  if (answer.status !== 200 || !answer.body) return null;
  return (JSON.parse(answer.body) as { data: T }).data;
};

function fighterPage(night: Night, client: FanClient, id: number) {
  return Promise.all([
    measured(night, client, 'GET /api/fighters/:id/info', 'GET', `/api/fighters/${id}/info`),
    measured(night, client, 'GET /api/rankings/fighter/:id/history', 'GET', `/api/rankings/fighter/${id}/history`),
    measured(night, client, 'GET /api/fighters/:id/stats', 'GET', `/api/fighters/${id}/stats`),
  ]);
}

function weightedPicker(lists: readonly ListPage[]): () => ListPage {
  const total = lists.reduce((sum, list) => sum + list.weight, 0);
  return () => {
    let target = Math.random() * total;
    for (const list of lists) if ((target -= list.weight) < 0) return list;
    return lists.at(-1)!;
  };
}

const PAGES_PER_VISIT = 8;
const LIST_SHARE = 0.35;

async function readers(night: Night, visitCounter: { next: number }): Promise<void> {
  const pickList = weightedPicker(night.lists);
  const pickFighter = zipfPicker(night.popularFighters.length);
  while (performance.now() < night.deadline) {
    const client = new FanClient(night.proxy, loopbackAddress(READER_BLOCK, visitCounter.next++));
    try {
      for (let page = 0; page < PAGES_PER_VISIT && performance.now() < night.deadline; page++) {
        if (Math.random() < LIST_SHARE) {
          const list = pickList();
          // Most fans stay on the first page; some scroll to the next ones.
          const scrolled = Math.random() < 0.15 ? `&${list.paging}=${25 * (1 + Math.floor(Math.random() * 3))}` : '';
          await measured(night, client, list.route, 'GET', list.path + scrolled);
        } else {
          await fighterPage(night, client, night.popularFighters[pickFighter()]!);
        }
      }
    } finally {
      client.close();
    }
  }
}

/** Fighter pages per crawler address before it moves on (a crawler farm spreads its addresses). */
const CRAWL_PAGES_PER_ADDRESS = 30;

async function crawler(night: Night, cursor: { next: number; walks: number; addresses: number }): Promise<void> {
  let client: FanClient | undefined;
  let pages = 0;
  try {
    while (performance.now() < night.deadline) {
      if (!client || pages++ % CRAWL_PAGES_PER_ADDRESS === 0) {
        client?.close();
        client = new FanClient(night.proxy, loopbackAddress(CRAWLER_BLOCK, cursor.addresses++), 1);
      }
      if (cursor.next >= night.allFighters.length) {
        cursor.next = 0;
        cursor.walks++;
      }
      const id = night.allFighters[cursor.next++]!;
      for (const [route, path] of [
        ['GET /api/fighters/:id/info', `/api/fighters/${id}/info`],
        ['GET /api/rankings/fighter/:id/history', `/api/rankings/fighter/${id}/history`],
        ['GET /api/fighters/:id/stats', `/api/fighters/${id}/stats`],
      ] as const) {
        await measured(night, client, route, 'GET', path);
      }
    }
  } finally {
    client?.close();
  }
}

/** After a bout: the fan opens the card, picks two bouts and votes on the matchups offered. */
async function afterTheBout(night: Night, fan: FanClient): Promise<void> {
  const cards = dataOf<{ name: string; bouts: CardBout[] }[]>(
    await measured(night, fan, 'GET /api/predictions/cards', 'GET', '/api/predictions/cards', { readBody: true }),
  );
  const open = (cards ?? []).find((card) => card.name === CARD_NAME)?.bouts.filter((bout) => !bout.locked) ?? [];
  for (let i = 0; i < 2 && open.length > 0; i++) {
    const bout = randomOf(open);
    const winnerId = Math.random() < 0.5 ? bout.fighterA.id : bout.fighterB.id;
    await measured(night, fan, 'PUT /api/predictions/bouts/:boutId', 'PUT', `/api/predictions/bouts/${bout.id}`, {
      json: { winnerId, method: randomOf<PickMethod | null>(['KO/TKO', 'SUB', 'DEC', null]) },
    });
  }
  const matchups = dataOf<Matchup[]>(await measured(night, fan, 'GET /api/community/matchups', 'GET', '/api/community/matchups?limit=2', { readBody: true }));
  for (const matchup of matchups ?? []) {
    const winnerId = Math.random() < 0.5 ? matchup.fighterA.id : matchup.fighterB.id;
    await measured(night, fan, 'POST /api/community/matchups/:id/votes', 'POST', `/api/community/matchups/${matchup.id}/votes`, { json: { winnerId } });
  }
}

async function bouts(night: Night, counts: { bouts: number }): Promise<void> {
  let next = performance.now() + (night.boutEverySeconds * 1000) / 2;
  while (next < night.deadline) {
    await pause(next - performance.now());
    counts.bouts++;
    await Promise.all(night.signedIn.map((fan) => afterTheBout(night, fan)));
    next += night.boutEverySeconds * 1000;
  }
}

export async function signIn(night: Pick<Night, 'stats' | 'password'>, fan: FanClient, email: string, record = true): Promise<Answer> {
  const answer = await fan.send('POST', '/api/auth/login', { json: { email, password: night.password } });
  if (record) night.stats.record({ route: 'POST /api/auth/login', status: answer.status, ms: answer.ms });
  return answer;
}

async function signIns(night: Night, emails: readonly string[]): Promise<void> {
  let turn = 0;
  while (performance.now() + night.signInEverySeconds * 1000 < night.deadline) {
    await pause(night.signInEverySeconds * 1000);
    const index = turn++ % night.signedIn.length;
    await signIn(night, night.signedIn[index]!, emails[index]!);
  }
}

export interface NightCounts {
  readerVisits: number;
  crawlerWalks: number;
  fightersCrawled: number;
  bouts: number;
}

export async function runNight(night: Night, emails: readonly string[]): Promise<NightCounts> {
  const visits = { next: 0 };
  const cursor = { next: 0, walks: 0, addresses: 0 };
  const counts = { bouts: 0 };
  await Promise.all([
    ...Array.from({ length: night.readers }, () => readers(night, visits)),
    ...Array.from({ length: night.crawlers }, () => crawler(night, cursor)),
    bouts(night, counts),
    signIns(night, emails),
  ]);
  return { readerVisits: visits.next, crawlerWalks: cursor.walks, fightersCrawled: cursor.walks * night.allFighters.length + cursor.next, bouts: counts.bouts };
}

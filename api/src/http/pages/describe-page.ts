// What a page path is, for the server: whether it exists (unknown paths and unknown fighters or
// events answer 404) and the share card it gets. The route table is the shell's own
// (@fightrank/shared/routing), so the server and the browser agree on every path.
import { recordNote, shownNickname, type FighterInfo, type FighterNamesake, type FighterRank } from '@fightrank/shared/contracts';
import {
  FIGHTER_NOT_FOUND_PAGE,
  fighterIdFromNameId,
  fighterPath,
  isBareSlug,
  matchSiteRoute,
  slugify,
  type FirstViewText,
  type SiteRoute,
} from '@fightrank/shared/routing';
import type { Queryable } from '../../data/db/database';
import { getFighterInfo } from '../../data/repositories/fighters-repository';
import { fightersWithSlug, parseFighterRef } from '../../data/repositories/fighter-lookup';
import { SITE_NAME, type PageChoice, type PageMeta } from './page-document';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type ShareCardFacts } from './share-card';

/** The share card's address; the data version is not in it: the card's cache is keyed by it on the server. */
export const shareCardPath = (id: number) => `/api/pages/card/${id}.png`;

/** What a fighter's share card says: name, country, the rank a fan quotes first, the record. */
export function shareCardFacts(fighter: FighterInfo): ShareCardFacts {
  const { record, proRecord } = fighter;
  const shown = proRecord ?? record;
  return {
    id: fighter.id,
    name: fighter.name,
    countryCode: fighter.countryCode,
    rank: headlineRank(fighter),
    record: `${shown.wins}-${shown.losses}-${shown.draws}`,
  };
}

export interface DescribedPage {
  status: 200 | 301 | 400 | 404 | 414;
  meta: PageMeta;
  /** The heading and lead the page's HTML shows before any script runs. */
  firstView: FirstViewText;
  /** Where a 301 sends the visitor: the page's canonical path. */
  location?: string;
  /** Links the first view offers when the address names several pages (namesakes of a bare slug). */
  choices?: PageChoice[];
}

export interface PageRequest {
  /** The path and query as requested, e.g. "/rankings/country?c=BR". */
  url: string;
  /** Scheme and host the visitor used, e.g. "https://fightrank.example". */
  origin: string;
}

/** Query parameters that change what a ranking page is about; the rest (page size, order) are views of it. */
const FILTER_PARAMS = ['wc', 'c', 'grp', 'org'];
const PAGE_NOT_FOUND = { title: 'Page not found', description: 'There is nothing at this address on FightRank.' };

/**
 * A page address the server cannot read (a broken percent-encoding, a NUL character, a part too long): the site's page
 * with the client error's status and the reason, rather than the API's JSON, since a visitor typed or followed it.
 * Its canonical address is the home page: the request's own text is never echoed into the document.
 */
export function unreadableAddressPage(origin: string, status: 400 | 414, reason: string): DescribedPage {
  const title = 'This address cannot be read';
  return {
    status,
    meta: {
      title: `${title} | ${SITE_NAME}`,
      description: reason,
      canonicalUrl: `${origin}/`,
      imageUrl: `${origin}/favicon.svg`,
      imageAlt: `${SITE_NAME} logo`,
      type: 'website',
    },
    firstView: { title, lead: reason, intro: '' },
  };
}

export async function describePage(db: Queryable, { url, origin }: PageRequest): Promise<DescribedPage> {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const siteImage = `${origin}/favicon.svg`;
  const base = (path: string, title: string, description: string): PageMeta => ({
    title: path === '/' && title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`,
    description,
    canonicalUrl: `${origin}${path}`,
    imageUrl: siteImage,
    imageAlt: `${SITE_NAME} logo`,
    type: 'website',
  });

  const notFound = (title: string, description: string): DescribedPage => ({
    status: 404,
    meta: base(pathname, title, description),
    firstView: { title, lead: description, intro: '' },
  });

  const match = matchSiteRoute(pathname);
  if (!match) return notFound(PAGE_NOT_FOUND.title, PAGE_NOT_FOUND.description);

  const { route, params } = match;
  if (route.pattern === '/fighter/:nameId' || route.pattern === '/fighter/:nameId/fights') {
    const nameId = params.nameId ?? '';
    const fights = route.pattern.endsWith('/fights');
    // A bare slug: one fighter of that slug is a permanent move to his canonical address (a shared link keeps
    // working and search engines learn the address); several are a page offering each; none is not found.
    if (isBareSlug(nameId)) {
      // Folded as every fighter's slug is: "/fighter/jiří-procházka" is Jiri Prochazka's.
      const namesakes = await fightersWithSlug(db, slugify(nameId));
      if (namesakes.length === 0) return notFound(FIGHTER_NOT_FOUND_PAGE.title, FIGHTER_NOT_FOUND_PAGE.description);
      const paths = namesakes.map((f) => fighterPath(f.name, f.id) + (fights ? '/fights' : ''));
      if (namesakes.length === 1) {
        const only = namesakes[0]!;
        return { status: 301, location: paths[0]!, meta: base(paths[0]!, only.name, only.name), firstView: { title: only.name, lead: '', intro: '' } };
      }
      const title = `${namesakes[0]!.name}: ${namesakes.length} fighters`;
      const lead = `${namesakes.length} fighters share the name ${namesakes[0]!.name}. Which one did you mean?`;
      return {
        status: 200,
        meta: base(pathname, title, lead),
        firstView: { title, lead, intro: '' },
        choices: namesakes.map((f, i) => ({ href: paths[i]!, label: namesakeLabel(f) })),
      };
    }
    const fighter = await findFighter(db, nameId);
    if (!fighter) return notFound(FIGHTER_NOT_FOUND_PAGE.title, FIGHTER_NOT_FOUND_PAGE.description);
    const path = fighterPath(fighter.name, fighter.id) + (fights ? '/fights' : '');
    return {
      status: 200,
      meta: {
        title: `${fights ? `${fighter.name}: fights` : fighterHeadline(fighter)} | ${SITE_NAME}`,
        description: fighterDescription(fighter),
        canonicalUrl: `${origin}${path}`,
        imageUrl: `${origin}${shareCardPath(fighter.id)}`,
        imageSize: { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT },
        imageAlt: `${fighter.name}`,
        type: 'profile',
      },
      // The record note is the one paragraph both fighter pages show near the top (FirstViewText.intro).
      firstView: { title: fights ? `${fighter.name}: fights` : fighter.name, lead: fighterFacts(fighter), intro: recordNote(fighter) ?? '' },
    };
  }
  if (route.pattern === '/events/:id') {
    const event = await findEvent(db, params.id ?? '');
    if (!event) return notFound('Event not found', 'FightRank has no event at this address.');
    const when = event.date ? ` on ${formatDay(event.date)}` : '';
    const description = `${event.name}${when}${event.location ? ` in ${event.location}` : ''}: every bout and result.`;
    return { status: 200, meta: base(`/events/${event.id}`, event.name, description), firstView: { title: event.name, lead: description, intro: '' } };
  }
  return {
    status: 200,
    meta: base(canonicalPath(route, pathname, search), route.pattern === '/' ? SITE_NAME : route.title, route.description),
    firstView: { title: route.title, lead: route.description, intro: route.intro ?? '' },
  };
}

/** "Bruno Silva · Brazil · Middleweight · last bout 2024": what tells namesakes apart in the choice. */
function namesakeLabel(fighter: FighterNamesake): string {
  const parts = [fighter.name, fighter.nationality, fighter.weightClass, fighter.lastBoutYear ? `last bout ${fighter.lastBoutYear}` : null];
  return parts.filter((p): p is string => Boolean(p)).join(' · ');
}

/** A ranking page keeps its filter in the canonical address (Brazil's list is not Japan's); other pages drop the query. */
function canonicalPath(route: SiteRoute, pathname: string, search: string): string {
  const path = route.pattern.includes(':') ? pathname : route.pattern;
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}

async function findFighter(db: Queryable, nameId: string): Promise<FighterInfo | null> {
  // The id after the last hyphen, read as the API reads it ("04804" is 4804), so page and API agree on who it is.
  const ref = parseFighterRef(fighterIdFromNameId(nameId));
  return ref && 'id' in ref ? getFighterInfo(db, ref.id) : null;
}

async function findEvent(db: Queryable, id: string) {
  if (!/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) return null;
  const [row] = await db.query<{ id: number; name: string; date: string | null; location: string | null }>(
    `select id::int as id, name, to_char(date, 'YYYY-MM-DD') as date, location from events where id = $1`,
    [Number(id)],
  );
  return row ?? null;
}

const KIND_WORDS: Record<FighterRank['kind'], string> = {
  'pound-for-pound': 'pound for pound',
  goat: 'all time (GOAT)',
  global: 'overall',
  'weight-class': '',
  country: '',
  age: '',
  organization: '',
};

/** The rank a fan would quote first: pound for pound, else their division, else overall. */
function headlineRank(fighter: FighterInfo): string | null {
  const ranks = fighter.ranks;
  const p4p = ranks.find((r) => r.kind === 'pound-for-pound');
  if (p4p) return `#${p4p.rank} ${KIND_WORDS['pound-for-pound']}`;
  const division = ranks.find((r) => r.kind === 'weight-class');
  if (division) return `#${division.rank} ${division.filterValue}`;
  const global = ranks.find((r) => r.kind === 'global');
  return global ? `#${global.rank.toLocaleString('en-US')} ${KIND_WORDS.global}` : null;
}

/** The professional record where a source states it; else the bouts we hold, said to be only those (issue 15). */
function recordText({ record, proRecord }: FighterInfo): string {
  if (proRecord) {
    const pro = `${proRecord.wins}-${proRecord.losses}-${proRecord.draws}`;
    return `record ${proRecord.noContests ? `${pro} (${proRecord.noContests} NC)` : pro}`;
  }
  const base = `${record.wins}-${record.losses}-${record.draws}`;
  return `${record.noContests > 0 ? `${base} (${record.noContests} NC)` : base} in the bouts FightRank holds`;
}

export function fighterHeadline(fighter: FighterInfo): string {
  const rank = headlineRank(fighter);
  return rank ? `${fighter.name}: ${rank}` : fighter.name;
}

export function fighterDescription(fighter: FighterInfo): string {
  const nickname = shownNickname(fighter.name, fighter.nickname);
  const name = nickname ? `${fighter.name} "${nickname}"` : fighter.name;
  return `${name} · ${fighterFacts(fighter)}. MMA rankings, record and rating history on ${SITE_NAME}.`;
}

/** "#2 pound for pound · record 27-1-0 · Heavyweight · UFC · United States": the line under the name. */
function fighterFacts(fighter: FighterInfo): string {
  const parts = [headlineRank(fighter), recordText(fighter), fighter.weightClass, fighter.organization, fighter.nationality];
  return parts.filter((p): p is string => Boolean(p)).join(' · ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function formatDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

// The demo fallback: a generated Dataset that the server imports when no real data is configured, so every
// screen has plausible content. Deterministic for a given seed and day; app_meta.data_source = 'demo' labels it.
import type { BoutMethod, BoutOutcome, Dataset, DatasetBout, DatasetEvent, DatasetFighter, Sex } from '../sources/dataset';
import { DEMO_COUNTRIES, type DemoCountry } from './demo-countries';
import { createRandom, type Random } from './prng';

export interface DemoOptions {
  seed?: number;
  /** The day the demo history ends and its scheduled cards begin (default: today, UTC). */
  today?: string;
  fighters?: number;
  /** First year with events. */
  fromYear?: number;
}

interface Organization {
  code: string;
  name: string;
  prefix: string;
  tier: 1 | 2 | 3;
  eventsPerYear: number;
  bouts: readonly [number, number];
  /** ISO codes of the countries it holds events in, the first most often. */
  venues: readonly string[];
}

const ORGANIZATIONS: readonly Organization[] = [
  {
    code: 'UFC',
    name: 'UFC',
    prefix: 'UFC',
    tier: 1,
    eventsPerYear: 34,
    bouts: [11, 13],
    venues: ['US', 'US', 'US', 'BR', 'GB', 'CA', 'AU', 'AE', 'MX', 'FR'],
  },
  { code: 'BELLATOR', name: 'Bellator MMA', prefix: 'Bellator', tier: 2, eventsPerYear: 12, bouts: [8, 11], venues: ['US', 'US', 'IE', 'GB', 'FR', 'IT'] },
  { code: 'PFL', name: 'Professional Fighters League', prefix: 'PFL', tier: 2, eventsPerYear: 10, bouts: [8, 10], venues: ['US', 'US', 'AE', 'GB'] },
  { code: 'ONE', name: 'ONE Championship', prefix: 'ONE', tier: 2, eventsPerYear: 12, bouts: [8, 10], venues: ['TH', 'PH', 'CN', 'JP'] },
  { code: 'RIZIN', name: 'RIZIN Fighting Federation', prefix: 'Rizin', tier: 2, eventsPerYear: 5, bouts: [9, 12], venues: ['JP'] },
  { code: 'KSW', name: 'KSW', prefix: 'KSW', tier: 3, eventsPerYear: 8, bouts: [8, 10], venues: ['PL', 'PL', 'GB', 'HR'] },
  {
    code: 'CAGE_WARRIORS',
    name: 'Cage Warriors',
    prefix: 'Cage Warriors',
    tier: 3,
    eventsPerYear: 10,
    bouts: [9, 12],
    venues: ['GB', 'IE', 'SE', 'DK', 'IT', 'ES'],
  },
  { code: 'LFA', name: 'Legacy Fighting Alliance', prefix: 'LFA', tier: 3, eventsPerYear: 14, bouts: [8, 10], venues: ['US', 'US', 'BR'] },
  { code: 'ACA', name: 'Absolute Championship Akhmat', prefix: 'ACA', tier: 3, eventsPerYear: 9, bouts: [9, 11], venues: ['RU', 'RU', 'KZ', 'UZ'] },
  { code: 'OKTAGON', name: 'Oktagon MMA', prefix: 'Oktagon', tier: 3, eventsPerYear: 7, bouts: [8, 10], venues: ['CZ', 'SK', 'DE'] },
];

/** Where a fighter from a country starts, and which tier-2 promotion signs them. */
function homeOrganizations(code: string): { start: string; next: string } {
  if (['PL', 'UA'].includes(code)) return { start: 'KSW', next: 'BELLATOR' };
  if (['CZ', 'SK', 'DE', 'AT', 'HR', 'RS', 'BA'].includes(code)) return { start: 'OKTAGON', next: 'BELLATOR' };
  if (['RU', 'KZ', 'KG', 'UZ', 'TJ', 'AZ', 'AM', 'GE', 'MN', 'IR', 'TR'].includes(code)) return { start: 'ACA', next: 'PFL' };
  if (['JP', 'KR'].includes(code)) return { start: 'RIZIN', next: 'ONE' };
  if (['CN', 'PH', 'TH'].includes(code)) return { start: 'ONE', next: 'ONE' };
  if (['GB', 'IE', 'SE', 'NO', 'DK', 'FI', 'NL', 'FR', 'IT', 'ES', 'PT', 'EG', 'MA', 'AE', 'NG', 'CM', 'SN', 'ZA'].includes(code))
    return { start: 'CAGE_WARRIORS', next: 'BELLATOR' };
  return { start: 'LFA', next: 'PFL' };
}

const MEN: readonly (readonly [string, number, number])[] = [
  // division, share, typical height in cm
  ['Flyweight', 1, 166],
  ['Bantamweight', 1.6, 170],
  ['Featherweight', 1.8, 174],
  ['Lightweight', 2.2, 177],
  ['Welterweight', 2, 181],
  ['Middleweight', 1.6, 185],
  ['Light Heavyweight', 1, 189],
  ['Heavyweight', 1, 193],
];
const WOMEN: readonly (readonly [string, number, number])[] = [
  ["Women's Strawweight", 3, 161],
  ["Women's Flyweight", 3, 165],
  ["Women's Bantamweight", 2, 169],
  ["Women's Featherweight", 0.5, 173],
];

const NICKNAMES = (
  'The Hammer;Iron;The Natural;Showtime;Bones;The Eagle;Pitbull;The Reaper;Storm;Cyborg;The Spider;Rush;Gamebred;' +
  'The Highlight;The Machine;Wolverine;Thunder;Bad Boy;The Prodigy;Lionheart;The Assassin;Tiger;Bulldog;Samurai;' +
  'The Punisher;Silent Killer;Dynamite;Mr. Wonderful;The Diamond;The Great;Stylebender;Borz;Blessed;Dagger;The Nightmare'
).split(';');

interface Fighter {
  row: DatasetFighter;
  sex: Sex;
  division: string;
  skill: number;
  debut: number;
  retire: number;
  birth: number;
  organization: string;
  home: { start: string; next: string };
  lastBout: number;
  /** Days this fighter needs between bouts. */
  rest: number;
  streak: number;
}

const DAY = 86_400_000;
const toDay = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY);
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

function pickName(random: Random, c: DemoCountry, sex: Sex): string {
  const names = c.alsoNames && random.chance(c.alsoNames[1]) ? c.alsoNames[0] : c.names;
  return `${random.pick(sex === 'F' ? names.women : names.men)} ${random.pick(names.last)}`;
}

function makeFighters(random: Random, count: number, firstDay: number, lastDay: number): Fighter[] {
  const byCountry = DEMO_COUNTRIES.map((c) => [c, c.weight] as const);
  const fighters: Fighter[] = [];
  const taken = new Set<string>();
  for (let i = 1; i <= count; i += 1) {
    const c = random.weighted(byCountry);
    const sex: Sex = random.chance(0.13) ? 'F' : 'M';
    const [division, , height] = random.weighted((sex === 'F' ? WOMEN : MEN).map((d) => [d, d[1]] as const));
    // Careers start before the window too, so the first years already have experienced fighters.
    const debut = random.int(firstDay - 6 * 365, lastDay - 90);
    const birth = debut - random.int(19 * 365, 29 * 365);
    const heightCm = Math.round((height + random.normal() * 5) * 10) / 10;
    // A few namesakes are realistic (the real data has two Bruno Silvas); hundreds are not.
    let name = pickName(random, c, sex);
    for (let retry = 0; retry < 12 && taken.has(name); retry += 1) name = pickName(random, c, sex);
    taken.add(name);
    fighters.push({
      row: {
        key: `demo:f${i}`,
        name,
        nickname: random.chance(0.3) ? random.pick(NICKNAMES) : null,
        sex,
        birthDate: isoOf(birth),
        heightCm,
        reachCm: random.chance(0.9) ? Math.round((heightCm + 2 + random.normal() * 4) * 10) / 10 : null,
        stance: random.weighted([
          ['Orthodox', 70],
          ['Southpaw', 22],
          ['Switch', 8],
        ]),
        nationality: c.name,
        countryCode: c.code,
        ids: {},
      },
      sex,
      division,
      skill: random.normal(),
      debut,
      retire: debut + random.int(3 * 365, 15 * 365),
      birth,
      organization: homeOrganizations(c.code).start,
      home: homeOrganizations(c.code),
      lastBout: -Infinity,
      rest: random.int(75, 180),
      streak: 0,
    });
  }
  return fighters;
}

/** Latent skill at a day: the fighter's talent plus an age curve that peaks around 30. */
function skillAt(f: Fighter, day: number): number {
  const age = (day - f.birth) / 365;
  return f.skill + 0.6 * Math.max(-1.5, 1 - ((age - 30) / 8) ** 2);
}

function result(random: Random, a: Fighter, b: Fighter, day: number, rounds: number) {
  const p = 1 / (1 + Math.exp(-1.3 * (skillAt(a, day) - skillAt(b, day))));
  const roll = random.next();
  const outcomeA: BoutOutcome = roll < 0.01 ? 'NC' : roll < 0.02 ? 'D' : random.next() < p ? 'W' : 'L';
  let method: BoutMethod;
  let methodDetail: string | null;
  if (outcomeA === 'NC') {
    method = 'OTHER';
    methodDetail = random.pick(['Accidental Eye Poke', 'Accidental Low Blow', 'Overturned']);
  } else if (outcomeA === 'D') {
    method = random.pick(['DEC_SPLIT', 'DEC_MAJORITY'] as const);
    methodDetail = null;
  } else {
    method = random.weighted<BoutMethod>([
      ['KO/TKO', 32],
      ['SUB', 19],
      ['DEC_UNANIMOUS', 36],
      ['DEC_SPLIT', 9],
      ['DEC_MAJORITY', 3],
      ['DQ', 1],
    ]);
    methodDetail =
      method === 'KO/TKO'
        ? random.pick(['Punches', 'Punch', 'Elbows', 'Kick', 'Knee', 'Head Kick'])
        : method === 'SUB'
          ? random.pick(['Rear Naked Choke', 'Guillotine Choke', 'Armbar', 'Triangle Choke', "D'Arce Choke", 'Kimura', 'Heel Hook'])
          : null;
  }
  const decision = method.startsWith('DEC');
  const endRound = decision
    ? rounds
    : Math.min(
        rounds,
        random.weighted([
          [1, 50],
          [2, 30],
          [3, 15],
          [4, 3],
          [5, 2],
        ]),
      );
  return { outcomeA, method, methodDetail, endRound, endTimeSeconds: decision ? 300 : random.int(8, 299) };
}

export function generateDemoDataset(options: DemoOptions = {}): Dataset {
  const random = createRandom(options.seed ?? 20_240_601);
  const today = toDay(options.today ?? new Date().toISOString().slice(0, 10));
  const firstDay = toDay(`${options.fromYear ?? 2014}-01-01`);
  const fighters = makeFighters(random, options.fighters ?? 4200, firstDay, today);
  const countries = new Map(DEMO_COUNTRIES.map((c) => [c.code, c]));
  const byOrganization = new Map(ORGANIZATIONS.map((o) => [o.code, o]));

  const events: DatasetEvent[] = [];
  const bouts: DatasetBout[] = [];
  const numbers = new Map<string, number>();
  const scheduledPerOrganization = new Map<string, number>();

  // Every card of every promotion, played in date order so streaks and signings carry forward.
  for (const card of scheduleCards(random, firstDay, today)) {
    const { organization } = card;
    const scheduled = card.day > today;
    if (scheduled) {
      // A few announced cards, not a whole future season.
      const announced = scheduledPerOrganization.get(organization.code) ?? 0;
      if (organization.tier === 3 || announced >= 2) continue;
      scheduledPerOrganization.set(organization.code, announced + 1);
    }
    const pairs = matchmake(random, fighters, organization, card.day);
    if (pairs.length === 0) continue;

    const number = (numbers.get(organization.code) ?? 0) + 1;
    numbers.set(organization.code, number);
    const numbered = organization.code !== 'UFC' || number % 3 === 0;
    const venue = countries.get(random.pick(organization.venues))!;
    const eventKey = `demo:e${events.length + 1}`;
    events.push({
      key: eventKey,
      name: eventName(organization, number, numbered, pairs[0]!),
      date: isoOf(card.day),
      location: `${random.pick(venue.cities)}, ${venue.name}`,
      country: venue.name,
      organization: organization.code,
      status: scheduled ? 'scheduled' : 'completed',
      ids: {},
    });

    pairs.forEach(([a, b], order) => {
      const main = order === 0;
      const titleBout = main && numbered && random.chance(0.6);
      const rounds = main ? 5 : 3;
      const fought = scheduled ? null : result(random, a, b, card.day, rounds);
      bouts.push({
        key: `demo:b${bouts.length + 1}`,
        eventKey,
        date: isoOf(card.day),
        organization: organization.code,
        fighterA: a.row.key,
        fighterB: b.row.key,
        outcomeA: fought?.outcomeA ?? null,
        weightClass: a.division,
        titleBout,
        scheduledRounds: rounds,
        method: fought?.method ?? null,
        methodDetail: fought?.methodDetail ?? null,
        endRound: fought?.endRound ?? null,
        endTimeSeconds: fought?.endTimeSeconds ?? null,
        ids: {},
      });
      if (!fought) return;
      moveCareer(random, byOrganization, a, card.day, fought.outcomeA === 'W');
      moveCareer(random, byOrganization, b, card.day, fought.outcomeA === 'L');
    });
  }

  // One card that never happened, so every event status appears.
  const cancelled = events.find((e) => e.organization === 'UFC' && e.date !== null && e.date >= '2020-03-01' && e.status === 'completed');
  if (cancelled) {
    events.push({
      ...cancelled,
      key: `demo:e${events.length + 1}`,
      name: `${cancelled.name} (original date)`,
      date: isoOf(toDay(cancelled.date!) - 7),
      status: 'cancelled',
    });
  }

  return { fighters: fighters.map((f) => f.row), events, bouts, ambiguities: [] };
}

/** Every promotion's cards from the first day to ten weeks past today, on Saturdays, in date order. */
function scheduleCards(random: Random, firstDay: number, today: number): { day: number; organization: Organization }[] {
  const cards: { day: number; organization: Organization }[] = [];
  for (const organization of ORGANIZATIONS) {
    const gap = 365 / organization.eventsPerYear;
    for (let day = firstDay + random.int(0, Math.floor(gap)); day < today + 70; day += gap * (0.7 + random.next() * 0.6)) {
      // Day 0 (1970-01-01) was a Thursday; cards are on the following Saturday.
      const saturday = Math.floor(day) + ((13 - ((Math.floor(day) + 4) % 7)) % 7);
      cards.push({ day: saturday, organization });
    }
  }
  return cards.sort((x, y) => x.day - y.day || x.organization.code.localeCompare(y.organization.code));
}

/** A card's bouts: rested fighters of the promotion, paired within a division with a near neighbour in skill, best pairing first. */
function matchmake(random: Random, fighters: Fighter[], organization: Organization, day: number): [Fighter, Fighter][] {
  const available = fighters.filter((f) => f.organization === organization.code && f.debut <= day && day <= f.retire && day - f.lastBout >= f.rest);
  const byDivision = new Map<string, Fighter[]>();
  for (const f of available) byDivision.set(f.division, [...(byDivision.get(f.division) ?? []), f]);
  const target = random.int(organization.bouts[0], organization.bouts[1]);
  const pairs: [Fighter, Fighter][] = [];
  for (let attempt = 0; attempt < target * 3 && pairs.length < target; attempt += 1) {
    const divisions = [...byDivision.entries()].filter(([, list]) => list.length >= 2);
    if (divisions.length === 0) break;
    const [, list] = random.weighted(divisions.map((d) => [d, d[1].length] as const));
    // Matchmakers pair fighters of similar standing: sort by perceived skill, take a neighbour.
    list.sort((x, y) => skillAt(x, day) - skillAt(y, day));
    const i = random.int(0, list.length - 1);
    const j = Math.min(list.length - 1, Math.max(0, i + (random.chance(0.5) ? 1 : -1) * random.int(1, 3)));
    if (i === j) continue;
    pairs.push([list[i]!, list[j]!]);
    list.splice(Math.max(i, j), 1);
    list.splice(Math.min(i, j), 1);
  }
  // The best pairing headlines.
  return pairs.sort((x, y) => skillAt(y[0], day) + skillAt(y[1], day) - skillAt(x[0], day) - skillAt(x[1], day));
}

/** "UFC 163", "Bellator 12", or, for two UFC cards in three, "UFC Fight Night: Surname vs. Surname" after the headliners. */
function eventName(organization: Organization, number: number, numbered: boolean, [headA, headB]: [Fighter, Fighter]): string {
  const surname = (f: Fighter) => f.row.name.split(' ').slice(1).join(' ');
  if (!numbered) return `UFC Fight Night: ${surname(headA)} vs. ${surname(headB)}`;
  return `${organization.prefix} ${organization.code === 'UFC' ? 150 + number / 3 : number}`;
}

/** After a bout: the streak moves, and three straight wins earn a bigger stage; three straight losses in the UFC end the contract. */
function moveCareer(random: Random, byOrganization: Map<string, Organization>, f: Fighter, day: number, won: boolean): void {
  f.lastBout = day;
  f.streak = won ? Math.max(1, f.streak + 1) : Math.min(-1, f.streak - 1);
  const tier = byOrganization.get(f.organization)!.tier;
  if (f.streak >= 3 && tier === 3) f.organization = random.chance(0.35) ? 'UFC' : f.home.next;
  else if (f.streak >= 3 && tier === 2 && random.chance(0.5)) f.organization = 'UFC';
  else if (f.streak <= -3 && tier === 1) f.organization = f.home.next;
  else return;
  f.streak = 0;
}

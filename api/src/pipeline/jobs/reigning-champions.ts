// Who reigns in each division on a date, from the title lineage the rankings job keeps (title-lineage.ts). Pure:
// build-rankings.ts asks at every snapshot; the list rules (list-placement.ts, champion-floor.ts) act on the answer.
import { listDivision, normalizeWeightClass } from '../sources/normalise/weight-classes';
import { organizationName } from '../sources/normalise/organizations';
import type { PromotionClock } from './promotion-freshness';
import { titleOfKey } from './ranking-rules';
import type { TitleLineage } from './title-lineage';
import type { HeldBelt } from '@fightrank/shared/contracts';
import { dayOf } from '../../ratings/index';

/**
 * A reigning champion as the list rules see him: a title-lineage holder (`TitleHolder`: who holds one organization's
 * belt) with that organization named, since a division list holds every organization's champions.
 */
export interface BeltHolder {
  fighter: number;
  /** The organization whose belt he holds. */
  organization: string;
  /** The belt's own class, which a list may name otherwise (ONE's strawweight title, in our flyweight list). */
  title: string;
  /** An interim champion beside a reigning one; an interim champion left alone is the champion. */
  interim: boolean;
  /** A season title's season (the year of the final that won it): the PFL's 2024 heavyweight champion. */
  season?: number;
}

/** What the rankings job's careers know that decides who reigns. */
export interface TitleFacts {
  titles: TitleLineage;
  clock: PromotionClock;
  /** The organization of each fighter's latest bout (bookings aside): where a champion last defended or left his belt. */
  boutOrganization: readonly (string | null)[];
}

/**
 * The reigning champions per division on `date`: the holders of their organization's title there (title-lineage.ts:
 * its champion and an interim one beside him), while that organization still holds cards (a stopped promotion's belts
 * are history) and while the holder is still in it: not retired (`retired`, the retirement in force on `date`) and his
 * latest bout in that organization (a champion who has moved on, as Kai Asakura left Rizin's bantamweight belt for the
 * UFC, holds it in name only). An interim champion left alone is the champion: promotions promote him (Tom Aspinall
 * when Jon Jones retired in 2025). `acrossSisters` (for the belts shown, not the list rules) counts a latest bout in a
 * sister promotion of the same company as still in it.
 */
export function championsByDivision(
  careers: TitleFacts,
  date: string,
  retired: (f: number) => boolean,
  { acrossSisters = false }: { acrossSisters?: boolean } = {},
): Map<string, BeltHolder[]> {
  const stillIn = acrossSisters ? sameCompany : sameOrganization;
  const out = new Map<string, BeltHolder[]>();
  const finals = latestSeasonFinals(careers.titles);
  // Not asked whether the division still holds bouts, as division inference asks: ONE's and Rizin's bouts name no
  // division but their title bouts, so Fabricio Andrade's bantamweight belt (won 2023-02) would read as history.
  for (const [title, holders] of careers.titles.holders()) {
    const { organization, division: belt } = titleOfKey(title);
    // ONE's strawweight title is a title of our flyweight list.
    const division = listDivision(organization, normalizeWeightClass(belt) ?? belt)!;
    if (!careers.clock.isRunning(organization, date)) continue;
    const present = holders.filter(
      ({ fighter, decidedOn }) =>
        stillIn(careers.boutOrganization[fighter], organization) &&
        !retired(fighter) &&
        !seasonTitleLapsed(careers.clock, finals, organization, belt, decidedOn, date),
    );
    const season = isSeasonTitle(organization, belt);
    const reigning = present.map(({ fighter, interim, decidedOn }) => ({
      fighter,
      organization,
      title: belt,
      interim: interim && present.length > 1,
      ...(season && decidedOn !== null ? { season: Number(decidedOn.slice(0, 4)) } : {}),
    }));
    if (reigning.length > 0) (out.get(division) ?? out.set(division, []).get(division)!).push(...reigning);
  }
  return out;
}

// The PFL bought Bellator (announced 2023-11-20) and books Bellator's champions on its own cards: one company's, for
// the belts a page and a row show (Ryan Bader, Liz Carmouche and Cris Cyborg held Bellator's belts into 2025 while
// fighting on PFL cards). The list rules keep the strict reading: measured in decision 051 (session 36), counting the
// two as one there cost ranked vs ranked a bout (77 -> 76 of 121).
const SISTER: Record<string, string> = { BELLATOR: 'PFL' };
const sameOrganization = (a: string | null | undefined, b: string): boolean => a === b;
const sameCompany = (a: string | null | undefined, b: string): boolean => sameOrganization(a, b) || (a != null && (SISTER[a] ?? a) === (SISTER[b] ?? b));

/**
 * The PFL crowns season champions: each season's final in a division is its title bout. A season title has lapsed when
 * a later season's finals were held without its division (Larissa Pacheco's 2023 women's featherweight title: the 2024
 * season had no women's featherweight), or when its division held no final for SEASON_TITLE_LAPSE_DAYS (the PFL
 * dropped the division and no later finals are in our data), though its holder fights on elsewhere on the card.
 */
const SEASON_TITLES = new Set(['PFL']);
const SEASON_TITLE_LAPSE_DAYS = 548;
/** Finals further apart than this are two seasons' (a season's finals fall on one night or within weeks). */
const SEASON_APART_DAYS = 180;
// A title with a name of its own (the PFL's "Super Fights Heavyweight") is not a season's.
const isSeasonTitle = (organization: string, belt: string): boolean => SEASON_TITLES.has(organization) && normalizeWeightClass(belt) === belt;

/** The day of each season promotion's latest final among its titles' holders. */
function latestSeasonFinals(titles: TitleLineage): Map<string, number> {
  const out = new Map<string, number>();
  for (const [title, holders] of titles.holders()) {
    const { organization, division: belt } = titleOfKey(title);
    if (!isSeasonTitle(organization, belt)) continue;
    for (const { decidedOn } of holders) if (decidedOn !== null) out.set(organization, Math.max(out.get(organization) ?? -Infinity, dayOf(decidedOn)));
  }
  return out;
}

// A season is counted on the promotion's own clock: where our data for it stops (a fresh sync), its belts stand as of
// its latest result, not lapse through months we hold nothing of.
function seasonTitleLapsed(
  clock: PromotionClock,
  finals: ReadonlyMap<string, number>,
  organization: string,
  belt: string,
  decidedOn: string | null,
  date: string,
): boolean {
  if (!isSeasonTitle(organization, belt) || decidedOn === null) return false;
  const decided = dayOf(decidedOn);
  return (
    (finals.get(organization) ?? decided) - decided > SEASON_APART_DAYS || dayOf(clock.latestResult(organization, date)) - decided > SEASON_TITLE_LAPSE_DAYS
  );
}

/** Every holder counts as reigning, interim ones too: the champion rule lifts them and they stay active 36 months. */
export const reigningOf = (champions: ReadonlyMap<string, readonly BeltHolder[]>): Set<number> =>
  new Set([...champions.values()].flatMap((held) => held.map((c) => c.fighter)));

/** The belts each reigning fighter holds (Malykhin held two of ONE's), by fighter index. */
export function beltsByFighter(champions: ReadonlyMap<string, readonly BeltHolder[]>): Map<number, HeldBelt[]> {
  const out = new Map<number, HeldBelt[]>();
  for (const [division, held] of champions) {
    for (const { fighter, organization, title, interim, season } of held)
      (out.get(fighter) ?? out.set(fighter, []).get(fighter)!).push({
        organization,
        organizationName: organizationName(organization),
        division,
        title,
        interim,
        ...(season !== undefined ? { season } : {}),
      });
  }
  return out;
}

/** The organizations whose belts each reigning fighter holds, by fighter index. */
export function beltOrganizations(champions: ReadonlyMap<string, readonly BeltHolder[]>): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const held of champions.values())
    for (const { fighter, organization } of held) (out.get(fighter) ?? out.set(fighter, new Set()).get(fighter)!).add(organization);
  return out;
}

/** Every belt holder, each with his division (for pound for pound). */
export const everyBelt = (champions: ReadonlyMap<string, readonly BeltHolder[]>): DivisionBeltHolder[] =>
  [...champions].flatMap(([division, held]) => held.map((c) => ({ ...c, division })));

/** One organization's belt holders, of every division, each with his division (for the organization's own list). */
export const championsOf = (champions: ReadonlyMap<string, readonly BeltHolder[]>, organization: string): DivisionBeltHolder[] =>
  everyBelt(champions).filter((c) => c.organization === organization);

export interface DivisionBeltHolder extends BeltHolder {
  division: string;
}

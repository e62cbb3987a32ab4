// Third identity pass: on one card, a bout only Bet MMA lists ("Daniel Frunza vs Vadim Kutsy") and a bout ufcstats
// lists ("Daniel Frunza vs Vadym Kutsyi") with the same result are one fight when each corner is the same fighter or
// an unlinked fighter whose name fits the other corner's. The unlinked fighter is then that fighter, and the pair
// rule folds the two bouts into one (issue 23: two 2024 Contender Series bouts were stored twice).
import type { BoutOutcome } from '../dataset';
import { addDays } from '../normalise/dates';
import type { Identities } from './identity';
import { nameTokens } from '../normalise/names';

export interface CardBout {
  readonly key: string;
  /** Event date; the two sources' cards are still separate events at this point, so the night is the card. */
  readonly date: string | null;
  readonly fighterA: string;
  readonly fighterB: string;
  readonly outcomeA: BoutOutcome | null;
  readonly ids: { ufcstats?: string; betmma?: string };
}

const isLinked = (key: string) => key.startsWith('ufc:');

/** Unlinked fighter key -> the fighter he is, found through a fight both sources list on the same card. */
export function linkFightersOnSameCard(bouts: readonly CardBout[], identities: Identities, notes: string[]): Map<string, string> {
  const official = new Map<string, CardBout[]>();
  for (const bout of bouts) {
    if (bout.date && bout.ids.ufcstats) (official.get(bout.date) ?? official.set(bout.date, []).get(bout.date)!).push(bout);
  }
  const fits = nameFitter(identities);

  const found = new Map<string, Set<string>>();
  for (const other of bouts) {
    if (!other.date || other.ids.ufcstats || (isLinked(other.fighterA) && isLinked(other.fighterB))) continue;
    // Sources disagree on dates across time zones by a day.
    const nearby = [addDays(other.date, -1), other.date, addDays(other.date, 1)].flatMap((day) => official.get(day) ?? []);
    const matches = nearby.flatMap((bout) => pairings(other, bout, fits));
    // Two official bouts that could both be this one: not evidence of either.
    if (matches.length !== 1) continue;
    for (const [from, to] of matches[0]!) (found.get(from) ?? found.set(from, new Set()).get(from)!).add(to);
  }

  const links = new Map<string, string>();
  for (const [from, targets] of [...found].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (targets.size === 1) links.set(from, [...targets][0]!);
    else notes.push(`ambiguous: ${from} is listed on a card in place of ${[...targets].sort().join(' and ')}; kept separate`);
  }
  return links;
}

/** The corner links that make `other` the same fight as `official`, or none. Tries both orientations. */
function pairings(other: CardBout, official: CardBout, fits: (from: string, to: string) => boolean): [string, string][][] {
  const result: [string, string][][] = [];
  for (const flipped of [false, true]) {
    const [a, b] = flipped ? [official.fighterB, official.fighterA] : [official.fighterA, official.fighterB];
    const outcome = flipped ? flip(official.outcomeA) : official.outcomeA;
    if (other.outcomeA !== null && outcome !== null && other.outcomeA !== outcome) continue;
    const corners: [string, string][] = [
      [other.fighterA, a],
      [other.fighterB, b],
    ];
    const links = corners.filter(([from, to]) => from !== to);
    if (links.length === 0) continue;
    if (links.every(([from, to]) => !isLinked(from) && fits(from, to))) result.push(links);
  }
  return result;
}

function flip(outcome: BoutOutcome | null): BoutOutcome | null {
  return outcome === 'W' ? 'L' : outcome === 'L' ? 'W' : outcome;
}

/**
 * Two names fit when they share a word of three letters or more, one word of four or more begins the other
 * ("Kutsy" / "Kutsyi", "Tanzilov" / "Tanzilovi"), or every word of the shorter name is in the longer ("An Ho" /
 * "An Tuan Ho"). Particles like "da" alone never make a fit.
 */
export function namesFit(x: string, y: string): boolean {
  const [short, long] = [nameTokens(x), nameTokens(y)].sort((p, q) => p.length - q.length) as [readonly string[], readonly string[]];
  if (short.length > 0 && short.every((token) => long.includes(token))) return true;
  return short.some((s) => long.some((l) => (s === l && s.length >= 3) || (Math.min(s.length, l.length) >= 4 && (s.startsWith(l) || l.startsWith(s)))));
}

function nameFitter(identities: Identities): (from: string, to: string) => boolean {
  const names = (key: string) => (identities.persons.get(key) ?? []).flatMap((fact) => [fact.name, ...(fact.aliases ?? [])]).filter((n): n is string => !!n);
  return (from, to) => names(from).some((x) => names(to).some((y) => namesFit(x, y)));
}

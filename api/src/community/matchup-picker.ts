// Which fantasy matchups the vote page offers (issue 11): fighters who never met, same or adjacent division, any
// era, chosen to be interesting. Pure: generate-matchups.ts loads the candidates and stores the chosen pairs.
import { ratingWinProbability } from '../ratings/index';

export interface MatchupCandidate {
  fighterId: number;
  division: string;
  /** Peak skill (the engine's scale, not the Rating shown): what a win probability between two peaks reads. */
  peakSkill: number;
  /** Title-fight wins: champions make the matchups fans argue about. */
  titleWins: number;
  /** GOAT rank, null when outside the GOAT list. */
  goatRank: number | null;
  firstYear: number;
  lastYear: number;
}

export interface PickedMatchup {
  fighterAId: number;
  fighterBId: number;
  reason: MatchupReason;
  /** P(A beats B), both at their peak. */
  probabilityA: number;
}

export type MatchupReason = 'champions' | 'eras' | 'greats' | 'close';

/** Divisions in weight order, per sex: a matchup may cross into the next division up or down. */
const DIVISION_LADDERS = [
  ['Flyweight', 'Bantamweight', 'Featherweight', 'Lightweight', 'Welterweight', 'Middleweight', 'Light Heavyweight', 'Heavyweight'],
  ["Women's Strawweight", "Women's Flyweight", "Women's Bantamweight", "Women's Featherweight"],
];

/** The engine's own probability for two ratings (one function for every probability the site shows). */
export const winProbability = (ratingA: number, ratingB: number) => ratingWinProbability(ratingA, ratingB);

/** How far apart two divisions are on their ladder; null when not on one ladder (e.g. men's vs women's). */
export function divisionDistance(a: string, b: string): number | null {
  for (const ladder of DIVISION_LADDERS) {
    const i = ladder.indexOf(a);
    const j = ladder.indexOf(b);
    if (i >= 0 && j >= 0) return Math.abs(i - j);
  }
  return null;
}

export interface PickOptions {
  /** Fighters per division considered (best peak ratings first). */
  poolPerDivision?: number;
  /** Matchups kept per division. */
  perDivision?: number;
  /** No fighter appears in more than this many matchups, so exposure (and so votes) is spread evenly. */
  perFighter?: number;
}

/**
 * Scores every eligible pair and keeps the most interesting, per division. Interest: how close the peak ratings
 * are (a coin flip is the best argument), plus champions against champions, past against present and all-time
 * greats; a matchup across divisions counts a little less. Deterministic for the same candidates.
 */
export function pickMatchups(candidates: readonly MatchupCandidate[], havemet: (a: number, b: number) => boolean, options: PickOptions = {}): PickedMatchup[] {
  const poolSize = options.poolPerDivision ?? 30;
  const perDivision = options.perDivision ?? 40;
  const perFighter = options.perFighter ?? 6;

  const byDivision = new Map<string, MatchupCandidate[]>();
  for (const c of candidates) {
    if (divisionDistance(c.division, c.division) === null) continue;
    const list = byDivision.get(c.division) ?? [];
    list.push(c);
    byDivision.set(c.division, list);
  }
  for (const list of byDivision.values()) list.sort((x, y) => y.peakSkill - x.peakSkill || x.fighterId - y.fighterId);
  const pools = new Map([...byDivision].map(([division, list]) => [division, list.slice(0, poolSize)]));

  const picked: PickedMatchup[] = [];
  const seen = new Set<string>();
  const appearances = new Map<number, number>();
  for (const [division, pool] of [...pools].sort(([a], [b]) => a.localeCompare(b))) {
    const opponents = [...pools].filter(([other]) => (divisionDistance(division, other) ?? 9) <= 1).flatMap(([, list]) => list);
    const scored: { a: MatchupCandidate; b: MatchupCandidate; interest: number; reason: MatchupReason }[] = [];
    for (const a of pool) {
      for (const b of opponents) {
        if (a.fighterId === b.fighterId || havemet(a.fighterId, b.fighterId)) continue;
        const key = a.fighterId < b.fighterId ? `${a.fighterId}:${b.fighterId}` : `${b.fighterId}:${a.fighterId}`;
        if (seen.has(key)) continue;
        const p = winProbability(a.peakSkill, b.peakSkill);
        const closeness = 1 - Math.abs(2 * p - 1);
        const champions = a.titleWins > 0 && b.titleWins > 0;
        const eras = Math.abs(a.lastYear - b.lastYear) >= 8;
        const greats = a.goatRank !== null && b.goatRank !== null && a.goatRank <= 100 && b.goatRank <= 100;
        const interest = closeness + (champions ? 0.5 : 0) + (eras ? 0.4 : 0) + (greats ? 0.3 : 0) - (a.division === b.division ? 0 : 0.2);
        const reason: MatchupReason = champions ? 'champions' : eras ? 'eras' : greats ? 'greats' : 'close';
        scored.push({ a, b, interest, reason });
      }
    }
    scored.sort((x, y) => y.interest - x.interest || x.a.fighterId - y.a.fighterId || x.b.fighterId - y.b.fighterId);
    let kept = 0;
    for (const { a, b, reason } of scored) {
      if (kept >= perDivision) break;
      if ((appearances.get(a.fighterId) ?? 0) >= perFighter || (appearances.get(b.fighterId) ?? 0) >= perFighter) continue;
      const [first, second] = a.fighterId < b.fighterId ? [a, b] : [b, a];
      seen.add(`${first.fighterId}:${second.fighterId}`);
      appearances.set(a.fighterId, (appearances.get(a.fighterId) ?? 0) + 1);
      appearances.set(b.fighterId, (appearances.get(b.fighterId) ?? 0) + 1);
      picked.push({ fighterAId: first.fighterId, fighterBId: second.fighterId, reason, probabilityA: winProbability(first.peakSkill, second.peakSkill) });
      kept++;
    }
  }
  return picked;
}

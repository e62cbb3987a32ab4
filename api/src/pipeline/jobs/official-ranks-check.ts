// Our lists against the official UFC rankings, on the bouts that tested both: among bouts between two officially ranked
// fighters, how often the better ranked fighter won by the official ranks of that week, by our division list going in, and
// how often the betting favourite won (the ceiling public information reaches). The official ranks and the odds
// come from the odds file; both are read for this comparison only, never as an input (decision 044, session 12).
// Pure: `ratings consensus` feeds it.
import { dayOf } from '../../ratings/index';
import type { ConsensusInput } from './consensus-check';
import { divisionRanksGoingIn, idsByName, normalizeName } from './consensus-lookups';

/** One decisive bout between two officially ranked fighters (rank 0 is the champion). */
export interface OfficiallyRankedBout {
  date: string;
  nameA: string;
  nameB: string;
  officialRankA: number;
  officialRankB: number;
  aWon: boolean;
  /** The market's de-vigged P(A wins), null without odds. */
  marketA: number | null;
}

export interface OfficialRanksComparison {
  /** Bouts in the window between two differently ranked fighters, and how many of them our lists could compare. */
  inWindow: number;
  compared: number;
  /** On the compared bouts: how often the better ranked won, by ours and by the official ranks. */
  oursRight: number;
  officialRight: number;
  /** On the compared bouts with odds: how often the favourite won. */
  withOdds: number;
  marketRight: number;
}

/**
 * Compares on the bouts of [from, to] (ISO, inclusive) where both fighters are found by name (one fighter per name) and
 * stood in the same division list of ours going in: a bout between two fighters ours places in different divisions
 * (one moving weight) has no "better ranked" in our lists.
 */
export function compareWithOfficialRanks(
  input: Pick<ConsensusInput, 'names' | 'history' | 'snapshotDates'>,
  bouts: readonly OfficiallyRankedBout[],
  from: string,
  to: string,
): OfficialRanksComparison {
  const [fromDay, toDay] = [dayOf(from), dayOf(to)];
  const rankGoingIn = divisionRanksGoingIn(input.history, input.snapshotDates, fromDay - 60);
  const byName = idsByName(input.names);
  const only = (name: string) => {
    const ids = byName.get(normalizeName(name));
    return ids?.length === 1 ? ids[0]! : null;
  };
  const out: OfficialRanksComparison = { inWindow: 0, compared: 0, oursRight: 0, officialRight: 0, withOdds: 0, marketRight: 0 };
  for (const bout of bouts) {
    const day = dayOf(bout.date);
    if (day < fromDay || day > toDay || bout.officialRankA === bout.officialRankB) continue;
    out.inWindow++;
    const [a, b] = [only(bout.nameA), only(bout.nameB)];
    const ours = a === null || b === null ? null : [rankGoingIn(a, day), rankGoingIn(b, day)];
    if (!ours?.[0] || !ours[1] || ours[0].list !== ours[1].list) continue;
    out.compared++;
    if (ours[0].rank < ours[1].rank === bout.aWon) out.oursRight++;
    if (bout.officialRankA < bout.officialRankB === bout.aWon) out.officialRight++;
    if (bout.marketA !== null && bout.marketA !== 0.5) {
      out.withOdds++;
      if (bout.marketA > 0.5 === bout.aWon) out.marketRight++;
    }
  }
  return out;
}

export function formatOfficialRanksComparison(c: OfficialRanksComparison, from: string, to: string): string {
  const share = (right: number, of: number) => `${right} of ${of} (${of ? ((100 * right) / of).toFixed(1) : '-'}%)`;
  return [
    `bouts between two officially ranked UFC fighters (${from} to ${to}, the odds file's ranks of that week): ${c.compared} of ${c.inWindow} compared (both found, in one division list of ours going in)`,
    `  the better ranked won: by our lists ${share(c.oursRight, c.compared)}, by the official rankings ${share(c.officialRight, c.compared)}; the betting favourite won ${share(c.marketRight, c.withOdds)}`,
  ].join('\n');
}

// How far the lists agree with what fans know (issue 23): the official lists of a date (a fixture in the repo) against
// ours. Pure: `ratings consensus` (api/src/cli/ratings.ts) feeds it the rankings job's output on the real data.
// Decision 038 states the targets and the figures.
import { dayOf, FAN_SCORE_SDS, isoOfDay } from '../../ratings/index';
import type { HistoryColumns, RankingEntryRow, StepColumns } from './ranking-rows';
import { divisionRanksGoingIn, idsByName, normalizeName } from './consensus-lookups';

/** The official picture on one date: UFC champions and ranked contenders, and other promotions' champions. */
export interface ConsensusFixture {
  asOf: string;
  source: string;
  ufc: { division: string; champion: string; ranked: string[] }[];
  otherChampions: { organization: string; division: string; champion: string; aliases?: string[] }[];
}

export interface ConsensusInput {
  entries: readonly RankingEntryRow[];
  steps: StepColumns;
  /** Every name a fighter goes by (shown name, aliases), by the id the entries use. */
  names: ReadonlyMap<number, readonly string[]>;
  /** Rank history and the snapshot dates (ISO): ranked-vs-ranked accuracy reads the ranks going into each bout. */
  history: HistoryColumns;
  snapshotDates: readonly string[];
}

/** Targets of issue 23. */
export const CHAMPION_TOP = 2;
export const CONTENDER_TOP = 30;
export const OTHER_CHAMPION_TOP = 15;
/** A direct win counts while this recent (days before the fixture's date)... */
export const RECENT_WIN_DAYS = 730;
/** ...between fighters whose ranking scores are this close (points; 50 is about a 57 % favourite). */
export const CLOSE_POINTS = 50;
export const P4P_TOP = 50;
/** Pound for pound (decision 044, session 18): the UFC's champions, each the best of a division, inside this many places. */
export const P4P_CHAMPION_TOP = 20;
/** Ranked-vs-ranked: bouts from this date to the fixture's date between two fighters ranked this high in one division. */
export const RANKED_FROM = '2023-01-01';
/**
 * The longer window the decisions quote beside it (2019 on): the list rules were partly chosen on 2023-2024, so the
 * earlier years are the fairer test, and a change should not move one window alone.
 */
export const RANKED_FROM_LONG = '2019-01-01';
export const RANKED_TOP = 15;

export interface Placement {
  name: string;
  /** The division the fixture names. */
  division: string;
  /** Rank in the fixture's division; null when not in that list. */
  rank: number | null;
  /** When not in the fixture's division: the division list that holds the fighter, and the rank there. */
  elsewhere: { division: string; rank: number } | null;
  /** False when no fighter in the data goes by this name. */
  found: boolean;
}

export interface DirectWin {
  winner: string;
  loser: string;
  date: string;
  division: string;
  winnerRank: number;
  loserRank: number;
  gap: number;
}

export interface ConsensusReport {
  champions: Placement[];
  /** The same champions' places in the pound-for-pound list (division: 'pound for pound'). */
  championsP4p: Placement[];
  contenders: Placement[];
  otherChampions: (Placement & { organization: string })[];
  directWins: { close: number; respected: number; violations: DirectWin[] };
  /** Decisive bouts between two fighters in one division's top RANKED_TOP at the snapshot before the bout: the better ranked won. */
  rankedVsRanked: { bouts: number; higherWon: number };
  /** The same from RANKED_FROM_LONG. */
  rankedVsRankedLong: { bouts: number; higherWon: number };
  /**
   * Wins in the P4P top 50's histories whose shown change is negative: as the site shows it (the result alone, after the
   * layoff and the certainty the bout adds) and counting the layoff before it.
   */
  winsShowingDrop: { fighters: number; wins: number; drops: number; dropsWithLayoff: number; worst: { name: string; date: string; change: number }[] };
  /** The other way round: losses in the same histories whose shown change (the result alone) is positive. */
  lossesShowingRise: { losses: number; rises: number; largest: number };
}

export function checkConsensus(input: ConsensusInput, fixture: ConsensusFixture): ConsensusReport {
  const divisions = new Map<string, number[]>();
  const scores = new Map<string, number>();
  const ranks = new Map<string, number>();
  const p4p: number[] = [];
  for (const e of [...input.entries].sort((x, y) => x.currentRank - y.currentRank)) {
    if (e.kind === 'weight-class') {
      let list = divisions.get(e.filterValue);
      if (!list) divisions.set(e.filterValue, (list = []));
      list.push(e.fighterId);
      scores.set(`${e.filterValue}\u0000${e.fighterId}`, e.score);
      ranks.set(`${e.filterValue}\u0000${e.fighterId}`, e.currentRank);
    } else if (e.kind === 'pound-for-pound') p4p.push(e.fighterId);
  }
  const divisionOf = new Map<number, { division: string; rank: number }>();
  for (const [division, list] of divisions) for (const id of list) divisionOf.set(id, { division, rank: ranks.get(`${division}\u0000${id}`)! });
  const byName = idsByName(input.names);
  const nameOf = (id: number) => input.names.get(id)?.[0] ?? String(id);

  const place = (names: readonly string[], division: string): Placement => {
    const ids = [...new Set(names.flatMap((n) => byName.get(normalizeName(n)) ?? []))];
    // Namesakes: the one in the expected division, else the best placed in any division.
    const inDivision = ids.map((id) => ranks.get(`${division}\u0000${id}`)).filter((r) => r !== undefined);
    if (inDivision.length) return { name: names[0]!, division, rank: Math.min(...inDivision), elsewhere: null, found: true };
    const elsewhere =
      ids
        .map((id) => divisionOf.get(id))
        .filter((d) => d !== undefined)
        .sort((x, y) => x.rank - y.rank)[0] ?? null;
    return { name: names[0]!, division, rank: null, elsewhere, found: ids.length > 0 };
  };

  const champions = fixture.ufc.map((d) => place([d.champion], d.division));
  const p4pRank = new Map(p4p.map((id, i) => [id, i + 1]));
  const championsP4p = fixture.ufc.map((d): Placement => {
    const ranked = (byName.get(normalizeName(d.champion)) ?? []).map((id) => p4pRank.get(id)).filter((r) => r !== undefined);
    return {
      name: d.champion,
      division: 'pound for pound',
      rank: ranked.length ? Math.min(...ranked) : null,
      elsewhere: null,
      found: byName.has(normalizeName(d.champion)),
    };
  });
  const contenders = fixture.ufc.flatMap((d) => d.ranked.map((name) => place([name], d.division)));
  const otherChampions = fixture.otherChampions.map((c) => ({ ...place([c.champion, ...(c.aliases ?? [])], c.division), organization: c.organization }));

  // Latest decisive meeting of each pair, from the winner's side.
  const { steps } = input;
  const latest = new Map<string, { winner: number; loser: number; day: number }>();
  for (let s = 0; s < steps.fighterId.length; s++) {
    if (steps.result[s] !== 'W' && steps.result[s] !== 'L') continue;
    const a = steps.fighterId[s]!;
    const b = steps.opponentId[s]!;
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    const day = steps.day[s]!;
    const seen = latest.get(key);
    if (!seen || seen.day <= day) latest.set(key, { winner: steps.result[s] === 'W' ? a : b, loser: steps.result[s] === 'W' ? b : a, day });
  }
  const since = dayOf(fixture.asOf) - RECENT_WIN_DAYS;
  const directWins: ConsensusReport['directWins'] = { close: 0, respected: 0, violations: [] };
  for (const { winner, loser, day } of latest.values()) {
    if (day < since) continue;
    const w = divisionOf.get(winner);
    const l = divisionOf.get(loser);
    if (!w || !l || w.division !== l.division || w.rank > CONTENDER_TOP || l.rank > CONTENDER_TOP) continue;
    const gap = scores.get(`${w.division}\u0000${winner}`)! - scores.get(`${l.division}\u0000${loser}`)!;
    if (Math.abs(gap) > CLOSE_POINTS) continue;
    directWins.close++;
    if (w.rank < l.rank) directWins.respected++;
    else
      directWins.violations.push({
        winner: nameOf(winner),
        loser: nameOf(loser),
        date: isoOfDay(day),
        division: w.division,
        winnerRank: w.rank,
        loserRank: l.rank,
        gap,
      });
  }

  const rankedVsRanked = rankedAccuracy(input, dayOf(RANKED_FROM), dayOf(fixture.asOf));
  const rankedVsRankedLong = rankedAccuracy(input, dayOf(RANKED_FROM_LONG), dayOf(fixture.asOf));

  const top = new Set(p4p.slice(0, P4P_TOP));
  const winsShowingDrop: ConsensusReport['winsShowingDrop'] = { fighters: top.size, wins: 0, drops: 0, dropsWithLayoff: 0, worst: [] };
  const lossesShowingRise: ConsensusReport['lossesShowingRise'] = { losses: 0, rises: 0, largest: 0 };
  const previousAfter = new Map<number, number>();
  const order = steps.fighterId.map((_, s) => s).sort((x, y) => steps.day[x]! - steps.day[y]! || x - y);
  for (const s of order) {
    const f = steps.fighterId[s]!;
    const after = steps.ratingAfter[s]! - FAN_SCORE_SDS * steps.uncertaintyAfter[s]!;
    // The Rating going into the result, as the history shows it: after the layoff, with the bout's added certainty.
    const before = steps.ratingBefore[s]! - FAN_SCORE_SDS * steps.uncertaintyAfter[s]!;
    const previous = previousAfter.get(f);
    previousAfter.set(f, after);
    if (top.has(f) && steps.result[s] === 'L') {
      lossesShowingRise.losses++;
      if (after > before) {
        lossesShowingRise.rises++;
        lossesShowingRise.largest = Math.max(lossesShowingRise.largest, after - before);
      }
    }
    if (!top.has(f) || steps.result[s] !== 'W' || previous === undefined) continue;
    winsShowingDrop.wins++;
    if (after < before) {
      winsShowingDrop.drops++;
      winsShowingDrop.worst.push({ name: nameOf(f), date: isoOfDay(steps.day[s]!), change: after - before });
    }
    if (after < previous) winsShowingDrop.dropsWithLayoff++;
  }
  winsShowingDrop.worst.sort((x, y) => x.change - y.change).splice(5);
  return { champions, championsP4p, contenders, otherChampions, directWins, rankedVsRanked, rankedVsRankedLong, winsShowingDrop, lossesShowingRise };
}

/** Share of decisive bouts in [from, to] between two fighters ranked in one division's top RANKED_TOP that the better ranked won. */
function rankedAccuracy(input: ConsensusInput, from: number, to: number): { bouts: number; higherWon: number } {
  const rankGoingIn = divisionRanksGoingIn(input.history, input.snapshotDates, from - 60, RANKED_TOP);
  const { steps } = input;
  const out = { bouts: 0, higherWon: 0 };
  for (let s = 0; s < steps.fighterId.length; s++) {
    const day = steps.day[s]!;
    if (steps.result[s] !== 'W' || day < from || day > to) continue;
    const winner = rankGoingIn(steps.fighterId[s]!, day);
    const loser = rankGoingIn(steps.opponentId[s]!, day);
    if (!winner || !loser || winner.list !== loser.list) continue;
    out.bouts++;
    if (winner.rank < loser.rank) out.higherWon++;
  }
  return out;
}

const where = (p: Placement) =>
  p.rank !== null
    ? `#${p.rank}`
    : p.division === 'pound for pound' && p.found
      ? 'not in the list (inactive, or fewer rated bouts than it needs)'
      : !p.found
        ? 'not in the data'
        : p.elsewhere
          ? `not listed (in ${p.elsewhere.division} at #${p.elsewhere.rank})`
          : 'not in any active division list';

/** The report as text, one check per block, misses listed under each. */
export function formatConsensus(report: ConsensusReport, fixture: ConsensusFixture): string {
  const lines: string[] = [`consensus checks against the official lists of ${fixture.asOf} (${fixture.source})`];
  const block = (title: string, rows: readonly Placement[], top: number, label: (p: Placement) => string = (p) => `${p.name} (${p.division})`) => {
    const ok = rows.filter((p) => p.rank !== null && p.rank <= top).length;
    lines.push(`${title}: ${ok} of ${rows.length}`);
    for (const p of rows) if (!(p.rank !== null && p.rank <= top)) lines.push(`  ${label(p)}: ${where(p)}`);
  };
  block(`UFC champions in their division's top ${CHAMPION_TOP}`, report.champions, CHAMPION_TOP);
  block(`UFC champions inside the pound-for-pound top ${P4P_CHAMPION_TOP}`, report.championsP4p, P4P_CHAMPION_TOP, (p) => p.name);
  block(`UFC ranked contenders inside their division's top ${CONTENDER_TOP}`, report.contenders, CONTENDER_TOP);
  const contendersTop15 = report.contenders.filter((p) => p.rank !== null && p.rank <= 15).length;
  lines.push(`  (inside the top 15: ${contendersTop15} of ${report.contenders.length})`);
  block(
    `other promotions' champions inside their division's top ${OTHER_CHAMPION_TOP}`,
    report.otherChampions,
    OTHER_CHAMPION_TOP,
    (p) => `${p.name} (${(p as Placement & { organization: string }).organization}, ${p.division})`,
  );
  const d = report.directWins;
  lines.push(
    `recent direct wins (last ${RECENT_WIN_DAYS} days, both in a division's top ${CONTENDER_TOP}, scores within ${CLOSE_POINTS}) respected: ${d.respected} of ${d.close}`,
  );
  for (const v of d.violations)
    lines.push(`  ${v.winner} beat ${v.loser} on ${v.date}: #${v.winnerRank} vs #${v.loserRank} at ${v.division} (score gap ${v.gap.toFixed(1)})`);
  const share = ({ higherWon, bouts }: ConsensusReport['rankedVsRanked']) =>
    `${higherWon} of ${bouts} (${bouts ? ((100 * higherWon) / bouts).toFixed(1) : '-'}%)`;
  lines.push(
    `ranked vs ranked (${RANKED_FROM} to ${fixture.asOf}, both in one division's top ${RANKED_TOP} going in): the better ranked won ${share(report.rankedVsRanked)}`,
    `  the same from ${RANKED_FROM_LONG}: ${share(report.rankedVsRankedLong)}`,
  );
  const w = report.winsShowingDrop;
  lines.push(
    `wins showing a drop in the P4P top ${w.fighters}'s histories: ${w.drops} of ${w.wins} (the result alone, as shown); ${w.dropsWithLayoff} counting the layoff before the bout`,
  );
  for (const x of w.worst) lines.push(`  ${x.name} ${x.date}: ${x.change.toFixed(1)}`);
  const l = report.lossesShowingRise;
  lines.push(`losses showing a rise in the same histories: ${l.rises} of ${l.losses}${l.rises ? ` (largest +${l.largest.toFixed(1)})` : ''}`);
  return lines.join('\n');
}

// The rankings job's output rows (ranking-rows.ts) from the end of its pass: each list's entries with their previous
// rank, each fighter's rating row, and the engine's steps as columns.
import { dayOf, fighterRating, isoOfDay, toPoints, type RatingState } from '../../ratings/index';
import type { InferredDivision } from './infer-divisions';
import { careerOf, goatOf, untilDeath, type Careers } from './ranking-careers';
import { GOAT_MIN_RATED_BOUTS, isActiveOn } from './ranking-rules';
import type { FighterRatingRow, RankingEntryRow, SourceFighter, StepColumns } from './ranking-rows';
import { retirementInForce, type List } from './ranking-lists';
import { beltsByFighter, championsByDivision, reigningOf } from './reigning-champions';

const POINTS_PER_LOGIT = toPoints(1) - toPoints(0);
const RESULT_LABEL = ['L', 'W', 'D', 'NC'] as const;

/** Each list's rows, with the rank each fighter held in the same list at the snapshot before (null: not in it). */
export function entryRows(current: readonly List[], previous: readonly List[], ids: readonly number[]): RankingEntryRow[] {
  const before = new Map<string, number>();
  for (const list of previous) list.fighters.forEach((f, i) => before.set(`${list.kind}\u0000${list.filterValue}\u0000${f}`, i + 1));
  return current.flatMap((list) =>
    list.fighters.map((f, i) => {
      const row: RankingEntryRow = {
        kind: list.kind,
        filterValue: list.filterValue,
        fighterId: ids[f]!,
        currentRank: i + 1,
        previousRank: before.get(`${list.kind}\u0000${list.filterValue}\u0000${f}`) ?? null,
        score: list.scores[i]!,
      };
      const layoff = list.layoff?.[i];
      if (layoff) row.layoffPoints = layoff;
      const placed = list.placed?.[i];
      if (placed) {
        row.placedBy = placed.rule;
        row.placedOver = ids[placed.over]!;
        if (placed.day !== null) row.placedOverOn = isoOfDay(placed.day);
      }
      return row;
    }),
  );
}

/**
 * One row per rated fighter: his Rating as of his promotion's latest result (promotion-freshness.ts), record, peaks,
 * GOAT career, division, organization, belts and whether he is active.
 */
export function ratingRows(
  state: RatingState,
  careers: Careers,
  ids: readonly number[],
  info: ReadonlyMap<number, SourceFighter>,
  lastDate: string,
  divisions: ReadonlyMap<number, InferredDivision>,
): FighterRatingRow[] {
  const rows: FighterRatingRow[] = [];
  const retired = retirementInForce(state, ids, info, lastDate);
  const reigning = reigningOf(championsByDivision(careers, lastDate, retired));
  const belts = beltsByFighter(championsByDivision(careers, lastDate, retired, { acrossSisters: true }));
  for (let f = 0; f < ids.length; f++) {
    // Rated on his promotion's latest result, as the lists read him (promotion-freshness.ts).
    const ratedAsOf = careers.clock.latestResult(careers.organization[f], lastDate);
    const r = fighterRating(state, state.input.fighterKeys[f]!, isoOfDay(untilDeath(careers, f, dayOf(ratedAsOf))))!;
    if (r.lastBoutDate === null) continue;
    const [losses, wins, draws, noContests] = careers.record.subarray(4 * f, 4 * f + 4);
    rows.push({
      fighterId: ids[f]!,
      rating: r.rating,
      uncertainty: r.uncertainty,
      fanScore: r.fanScore,
      peakRating: Number.isFinite(careers.peakRating[f]!) ? careers.peakRating[f]! : r.rating,
      peakFanScore: Math.max(careers.peakFan[f]!, r.fanScore),
      goatScore: r.bouts >= GOAT_MIN_RATED_BOUTS ? goatOf(careers, f) : null,
      career: careerOf(careers, f),
      boutsRated: r.bouts,
      wins: wins!,
      losses: losses!,
      draws: draws!,
      noContests: noContests!,
      lastBoutDate: r.lastBoutDate,
      weightClass: divisions.get(ids[f]!)?.division ?? null,
      weightClassBasis: divisions.get(ids[f]!)?.basis ?? null,
      organization: careers.organization[f] ?? null,
      ratedAsOf,
      isActive: isActiveOn(ratedAsOf, r.lastBoutDate, info.get(ids[f]!)?.retiredOn, reigning.has(f)),
      belts: belts.get(f) ?? [],
    });
  }
  return rows;
}

/** The engine's steps (one per fighter per bout), as columns of the rating_steps table on the points scale. */
export function stepColumns(state: RatingState, ids: readonly number[], boutIds: readonly number[]): StepColumns {
  const log = state.steps;
  const out: StepColumns = {
    fighterId: [],
    boutId: [],
    day: [],
    opponentId: [],
    result: [],
    ratingBefore: [],
    uncertaintyBefore: [],
    ratingAfter: [],
    uncertaintyAfter: [],
  };
  for (let s = 0; s < log.length; s++) {
    const k = log.bout[s]!;
    out.fighterId.push(ids[log.fighter[s]!]!);
    out.boutId.push(boutIds[k]!);
    out.day.push(state.input.day[k]!);
    out.opponentId.push(ids[log.opponent[s]!]!);
    out.result.push(RESULT_LABEL[log.result[s]!]!);
    out.ratingBefore.push(toPoints(log.muBefore[s]!));
    out.uncertaintyBefore.push(Math.sqrt(log.varianceBefore[s]!) * POINTS_PER_LOGIT);
    out.ratingAfter.push(toPoints(log.muAfter[s]!));
    out.uncertaintyAfter.push(Math.sqrt(log.varianceAfter[s]!) * POINTS_PER_LOGIT);
  }
  return out;
}

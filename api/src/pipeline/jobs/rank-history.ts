// The rank-history rows the rankings job records at each weekly snapshot (global and division lists), and the elite
// days a division's top places add to each fighter's career (the GOAT's longevity).
import { ELITE_DIVISION_RANK } from './goat-score';
import type { Careers } from './ranking-careers';
import { HISTORY_TOP } from './ranking-rules';
import type { HistoryColumns } from './ranking-rows';
import type { List } from './ranking-lists';

/** The first and last bout day: the span the weekly snapshots cover. */
export function historySpan(day: ArrayLike<number>, count: number): [number, number] {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    first = Math.min(first, day[k]!);
    last = Math.max(last, day[k]!);
  }
  return [first, last];
}

/** The rank-history rows of the global and division lists, with one id per list. */
export class HistoryRecorder {
  readonly columns: HistoryColumns = { lists: [], fighterId: [], list: [], day: [], rank: [] };
  private readonly listIndex = new Map<string, number>();

  indexOf(list: List): number {
    const id = `${list.kind}\u0000${list.filterValue}`;
    let i = this.listIndex.get(id);
    if (i === undefined) {
      this.listIndex.set(id, (i = this.columns.lists.length));
      this.columns.lists.push({ kind: list.kind, filterValue: list.filterValue });
    }
    return i;
  }

  add(fighterId: number, list: number, day: number, rank: number): void {
    this.columns.fighterId.push(fighterId);
    this.columns.list.push(list);
    this.columns.day.push(day);
    this.columns.rank.push(rank);
  }
}

/**
 * A snapshot's division ranks (and elite days, weighted by the days since the last snapshot) and its history rows.
 * `dataRunsTo` gives the day the data for each promotion runs to (promotion-freshness.ts): elite days count only as far
 * as it, so a fresh sync's UFC cards do not add years at the top to other promotions' fighters whose data stopped.
 */
export function recordSnapshot(
  lists: readonly List[],
  careers: Careers,
  history: HistoryRecorder,
  ids: readonly number[],
  day: number,
  spacing: number,
  dataRunsTo: (organization: string | null | undefined) => number,
): void {
  careers.divisionRank.fill(0);
  for (const list of lists) {
    if (list.kind !== 'global' && list.kind !== 'weight-class') continue;
    const top = HISTORY_TOP[list.kind];
    const index = history.indexOf(list);
    list.fighters.forEach((f, i) => {
      const rank = i + 1;
      if (list.kind === 'weight-class') {
        careers.divisionRank[f] = rank;
        if (rank <= ELITE_DIVISION_RANK) careers.eliteDays[f]! += knownDays(day, spacing, dataRunsTo(careers.organization[f]));
      }
      if (rank <= top) history.add(ids[f]!, index, day, rank);
    });
  }
}

/** The days of the snapshot interval (day - spacing, day] that a promotion's data covers when it runs to `through`. */
function knownDays(day: number, spacing: number, through: number): number {
  return Math.min(spacing, Math.max(0, through - (day - spacing)));
}

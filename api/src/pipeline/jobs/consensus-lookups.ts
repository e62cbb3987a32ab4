// Lookups the consensus checks share: a fighter's division rank going into a bout (the last weekly snapshot strictly
// before its day), and fighters by the names fans and sources use.
import { dayOf } from '../../ratings/index';
import type { HistoryColumns } from './ranking-rows';

export interface RankGoingIn {
  /** Index of the division list in history.lists. */
  list: number;
  rank: number;
}

/**
 * `(fighterId, day) => rank` in his division list at the last snapshot strictly before `day`, or null when he was in no
 * division list's top `maxRank` then. Only snapshots from `fromDay` on are indexed.
 */
export function divisionRanksGoingIn(
  history: HistoryColumns,
  snapshotDates: readonly string[],
  fromDay: number,
  maxRank = Number.POSITIVE_INFINITY,
): (fighterId: number, day: number) => RankGoingIn | null {
  const snapshots = snapshotDates.map(dayOf);
  const ranks = new Map<string, RankGoingIn>();
  for (let i = 0; i < history.day.length; i++) {
    const list = history.lists[history.list[i]!]!;
    if (list.kind !== 'weight-class' || history.rank[i]! > maxRank || history.day[i]! < fromDay) continue;
    ranks.set(`${history.fighterId[i]}|${history.day[i]}`, { list: history.list[i]!, rank: history.rank[i]! });
  }
  return (fighterId, day) => {
    let lo = 0;
    let hi = snapshots.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (snapshots[mid]! < day) [at, lo] = [mid, mid + 1];
      else hi = mid - 1;
    }
    return at < 0 ? null : (ranks.get(`${fighterId}|${snapshots[at]}`) ?? null);
  };
}

/** A name as the checks compare it: accents, case, spaces and punctuation dropped. */
export const normalizeName = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Every fighter id each name (normalised: accents, case and punctuation dropped) belongs to; namesakes share a name. */
export function idsByName(names: ReadonlyMap<number, readonly string[]>): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  for (const [id, all] of names) {
    for (const name of new Set(all.map(normalizeName))) {
      const ids = byName.get(name);
      if (ids) ids.push(id);
      else byName.set(name, [id]);
    }
  }
  return byName;
}

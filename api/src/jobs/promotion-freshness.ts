// Activity measured against each promotion's own data (issue 23 item 7, decision 037). A sync brings UFC results
// through today while other promotions' upstream stops earlier; measured against the newest bout anywhere, every
// non-UFC fighter would go inactive because his promotion's data stopped, not because he did. So a fighter is
// active when his last bout is within ACTIVE_MONTHS of the date the data for his promotion (the organization of his
// last bout) runs to: the latest result of the sources that list that promotion's cards. A source, not the
// promotion itself: a promotion that folded in 2018 (BAMMA London) is listed by a source that runs to 2024, and its
// fighters are not active for ever.
import { dayOf } from '../ratings/index';
import { activeSince } from './ranking-rules';

export interface PromotionClock {
  /**
   * The date the data for the organization runs to on `date`: the latest result, on or before `date`, of the sources
   * that list its cards; `date` itself for an organization we never saw.
   */
  latestResult(organization: string | null | undefined, date: string): string;
  /** For the ranking `date`: the first day (engine day number) still recent for a fighter who last fought there. */
  activeSinceDays(date: string): (organization: string | null | undefined) => number;
}

export interface ClockBout {
  organization: string;
  date: string;
  /** The sources that list the bout's card ('ufcstats', 'betmma', 'operator'); absent: one source for everything. */
  coveredBy?: readonly string[] | undefined;
}

export function promotionClock(bouts: readonly ClockBout[]): PromotionClock {
  const bySource = new Map<string, string[]>();
  const sourcesOf = new Map<string, Set<string>>();
  for (const bout of bouts) {
    for (const source of bout.coveredBy?.length ? bout.coveredBy : ['all']) {
      const dates = bySource.get(source);
      if (dates) dates.push(bout.date);
      else bySource.set(source, [bout.date]);
      const sources = sourcesOf.get(bout.organization);
      if (sources) sources.add(source);
      else sourcesOf.set(bout.organization, new Set([source]));
    }
  }
  for (const dates of bySource.values()) dates.sort();

  // Last date <= `date` (binary search: this runs for every snapshot); null when none.
  const lastOn = (dates: readonly string[], date: string): string | null => {
    let low = 0;
    let high = dates.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (dates[mid]! <= date) low = mid + 1;
      else high = mid;
    }
    return low === 0 ? null : dates[low - 1]!;
  };
  const latestResult = (organization: string | null | undefined, date: string): string => {
    let latest: string | null = null;
    for (const source of (organization && sourcesOf.get(organization)) || []) {
      const last = lastOn(bySource.get(source)!, date);
      if (last !== null && (latest === null || last > latest)) latest = last;
    }
    return latest ?? date;
  };

  return {
    latestResult,
    activeSinceDays(date) {
      const cache = new Map<string, number>();
      return (organization) => {
        const key = organization ?? '';
        let day = cache.get(key);
        if (day === undefined) cache.set(key, (day = dayOf(activeSince(latestResult(organization, date)))));
        return day;
      };
    },
  };
}

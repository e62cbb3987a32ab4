// Activity measured against each promotion's own data (issue 23 item 7, decision 037). A sync brings UFC results
// through today while other promotions' upstream stops earlier; measured against the newest bout anywhere, every
// non-UFC fighter would go inactive because his promotion's data stopped, not because he did. So a fighter is
// active when his last bout is within ACTIVE_MONTHS of the latest result his promotion (the organization of his
// last bout) has in our data on the ranking date.
import { dayOf } from '../ratings/index';
import { activeSince } from './ranking-rules';

export interface PromotionClock {
  /** The latest result the organization has on or before `date`; `date` itself for an unknown organization. */
  latestResult(organization: string | null | undefined, date: string): string;
  /** For the ranking `date`: the first day (engine day number) still recent for a fighter who last fought there. */
  activeSinceDays(date: string): (organization: string | null | undefined) => number;
}

export function promotionClock(bouts: readonly { organization: string; date: string }[]): PromotionClock {
  const byOrganization = new Map<string, string[]>();
  for (const bout of bouts) {
    const dates = byOrganization.get(bout.organization);
    if (dates) dates.push(bout.date);
    else byOrganization.set(bout.organization, [bout.date]);
  }
  for (const dates of byOrganization.values()) dates.sort();

  const latestResult = (organization: string | null | undefined, date: string): string => {
    const dates = organization ? byOrganization.get(organization) : undefined;
    if (!dates) return date;
    // Last date <= `date` (binary search: this runs for every snapshot).
    let low = 0;
    let high = dates.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (dates[mid]! <= date) low = mid + 1;
      else high = mid;
    }
    return low === 0 ? date : dates[low - 1]!;
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

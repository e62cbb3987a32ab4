// Activity measured against each promotion's own data (issue 23 item 7, decision 037). A sync brings UFC results
// through today while other promotions' upstream stops earlier; measured against the newest bout anywhere, every
// non-UFC fighter would go inactive because his promotion's data stopped, not because he did. So a fighter is
// active when his last bout is within ACTIVE_MONTHS of the date the data for his promotion (the organization of his
// last bout) runs to: the latest result of the sources that list that promotion's latest card. A source, not the
// promotion itself: a promotion that held no card in the ACTIVE_MONTHS before that date has stopped (BAMMA London in
// 2018, PRIDE in 2007), not its data, so it is measured against the ratings date, and its fighters are not active for
// ever.
// The same date is the one his Rating is read on (ratedOnDays): the time since his promotion's data stopped is time we
// know nothing about, not a layoff, so it neither drifts his skill toward a newcomer's nor widens his uncertainty.
import { dayOf } from '../../ratings/index';
import { activeSince } from './ranking-rules';

export interface PromotionClock {
  /**
   * The date the data for the organization runs to on `date`: the latest result, on or before `date`, of the sources
   * that list its cards; `date` itself for an organization we never saw.
   */
  latestResult(organization: string | null | undefined, date: string): string;
  /** For the ranking `date`: the first day (engine day number) still recent for a fighter who last fought there (`months` back). */
  activeSinceDays(date: string, months?: number): (organization: string | null | undefined) => number;
  /** For the ranking `date`: the day (engine day number) a fighter who last fought there is rated on, latestResult's. */
  ratedOnDays(date: string): (organization: string | null | undefined) => number;
  /**
   * Whether the organization still holds cards on `date`: one within ACTIVE_MONTHS of the date its data runs to. A
   * stopped promotion's (DREAM's, Strikeforce's) last champions hold no title any more.
   */
  isRunning(organization: string, date: string): boolean;
}

export interface ClockBout {
  organization: string;
  date: string;
  /** The sources that list the bout's card (cardSources: 'ufcstats', 'jds-ufc-stats', 'betmma', 'operator'); absent: one source for everything. */
  coveredBy?: readonly string[] | undefined;
}

/**
 * The sources that list a card, for the clock. ufcstats (the Greco scrape a sync refreshes daily) lists UFC cards only;
 * a card of another promotion with a ufcstats id (Contender Series, Road to UFC, PRIDE, Strikeforce) comes from the
 * jds UFC Stats snapshot, which is pinned and stops where it was taken. Counted as ufcstats, a fresh sync's 2026 UFC
 * cards would retire every Contender Series and Road to UFC fighter because that snapshot stopped, not because he did.
 */
export function cardSources(card: { organization: string; onUfcstats: boolean; onBetmma: boolean }): string[] {
  const sources: string[] = [];
  if (card.onUfcstats) sources.push(card.organization === 'UFC' ? 'ufcstats' : 'jds-ufc-stats');
  if (card.onBetmma) sources.push('betmma');
  return sources.length > 0 ? sources : ['operator'];
}

export function promotionClock(bouts: readonly ClockBout[]): PromotionClock {
  const bySource = new Map<string, string[]>();
  // Per organization, each card date with the sources that list it, in date order.
  const cards = new Map<string, Map<string, Set<string>>>();
  for (const bout of bouts) {
    const sources = bout.coveredBy?.length ? bout.coveredBy : ['all'];
    let byDate = cards.get(bout.organization);
    if (!byDate) cards.set(bout.organization, (byDate = new Map()));
    const onDate = byDate.get(bout.date) ?? byDate.set(bout.date, new Set()).get(bout.date)!;
    for (const source of sources) {
      onDate.add(source);
      const dates = bySource.get(source);
      if (dates) dates.push(bout.date);
      else bySource.set(source, [bout.date]);
    }
  }
  for (const dates of bySource.values()) dates.sort();
  const cardDates = new Map([...cards].map(([organization, byDate]) => [organization, [...byDate.keys()].sort()]));

  // Index of the last date <= `date` (binary search: this runs for every snapshot); -1 when none.
  const lastIndexOn = (dates: readonly string[], date: string): number => {
    let low = 0;
    let high = dates.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (dates[mid]! <= date) low = mid + 1;
      else high = mid;
    }
    return low - 1;
  };
  // The sources that list the organization's latest card decide: ufcstats listing one 2012 ONE card does not make
  // ONE's data run as far as ufcstats does.
  // The organization's latest card on or before `date`, and the latest date the sources that list that card run to.
  const latestCardAndData = (organization: string | null | undefined, date: string): { card: string; data: string } | null => {
    const dates = organization ? cardDates.get(organization) : undefined;
    const index = dates ? lastIndexOn(dates, date) : -1;
    if (index < 0) return null;
    const card = dates![index]!;
    let data = card;
    for (const source of cards.get(organization!)!.get(card)!) {
      const sourceDates = bySource.get(source)!;
      const last = sourceDates[lastIndexOn(sourceDates, date)]!;
      if (last > data) data = last;
    }
    return { card, data };
  };
  // A promotion with no card in the window its sources still cover has stopped, not its data.
  const hasStopped = ({ card, data }: { card: string; data: string }): boolean => card < activeSince(data);
  const latestResult = (organization: string | null | undefined, date: string): string => {
    const latest = latestCardAndData(organization, date);
    // A stopped promotion's fighters are not active either way, and their Ratings are of the ratings date, as a
    // retired fighter's are.
    return latest === null || hasStopped(latest) ? date : latest.data;
  };

  // Per organization, a day derived from its latest result on `date`, cached: this runs for every fighter of every snapshot.
  const perOrganization = (date: string, toDay: (latest: string) => number) => {
    const cache = new Map<string, number>();
    return (organization: string | null | undefined): number => {
      const key = organization ?? '';
      let day = cache.get(key);
      if (day === undefined) cache.set(key, (day = toDay(latestResult(organization, date))));
      return day;
    };
  };

  return {
    latestResult,
    activeSinceDays: (date, months) => perOrganization(date, (latest) => dayOf(activeSince(latest, months))),
    ratedOnDays: (date) => perOrganization(date, dayOf),
    isRunning: (organization, date) => {
      const latest = latestCardAndData(organization, date);
      return latest !== null && !hasStopped(latest);
    },
  };
}

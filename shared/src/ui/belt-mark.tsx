// The belt mark of a list row (decision 051, session 35): every reigning champion's row says so. Before it, only a
// champion a list rule had moved said "champion, above …", so Patricio Pitbull, seventh in Bellator's list on his
// own Rating, read like any contender. A row the champion rule placed shows both: every belt here, and what the belt
// did to the order in its placement mark (session 37; placement-mark.tsx).
import type { HeldBelt, RankedFighter } from '@fightrank/shared/contracts';
import { formatShortDate } from './format-date';
import { RowMark } from './layoff-mark';

export type BeltMarkRow = Partial<Pick<RankedFighter, 'belts' | 'ratedAsOf'>>;

/** The title of the mark: what "champion" means on this site. */
export const BELT_RULE =
  'A reigning champion: the winner of the promotion’s latest title fight in that class, or the holder the promotion has named since (a belt vacated, stripped or promoted).';

/**
 * A belt as a row names it: a season title's season, its promotion, short ("UFC", "PFL", "ONE"; "Bellator MMA" where the
 * code is no word), then its own class ("PFL Super Fights Heavyweight champion", "ONE Strawweight champion", "2024 PFL
 * Heavyweight champion"). A division list mixes promotions, and at 390 px a row hides its tags: "Heavyweight champion"
 * read the same for Jon Jones and Denis Goltsov.
 */
export function beltTitle(belt: HeldBelt): string {
  const promotion = belt.organization.length <= 4 ? belt.organization : (belt.organizationName ?? belt.organization);
  return `${belt.season ? `${belt.season} ` : ''}${promotion} ${championTitle(belt)}`;
}

/**
 * The same, as a screen reader hears it: the promotion's full name ("Professional Fighters League Heavyweight champion
 * of the 2024 season"). A season title names its season: beside "PFL Super Fights Heavyweight champion", a plain
 * "PFL Heavyweight champion" read as the promotion's one heavyweight belt.
 */
export const spokenBeltTitle = (belt: HeldBelt): string =>
  `${belt.organizationName ?? belt.organization} ${championTitle(belt)}${belt.season ? ` of the ${belt.season} season` : ''}`;

/** "Heavyweight champion", "Strawweight interim champion": the belt's own class and its kind (the fighter page's badge too). */
export const championTitle = (belt: HeldBelt): string => `${belt.title} ${belt.interim ? 'interim champion' : 'champion'}`;

/** "UFC Flyweight champion", "ONE Strawweight interim champion"; null without a belt. */
export function beltMark(row: BeltMarkRow): { shown: string; when?: string; spoken: string } | null {
  const belts = row.belts ?? [];
  if (belts.length === 0) return null;
  const spoken = belts.map(spokenBeltTitle);
  // Where our data for his promotion stops early, the belt is the one he held on that day (as the placement mark says).
  const asOf = formatShortDate(row.ratedAsOf);
  return {
    shown: belts.map(beltTitle).join(', '),
    ...(asOf ? { when: `as of ${asOf}` } : {}),
    spoken: `${asOf ? '' : 'Reigning '}${spoken.join(' and ')}${asOf ? ` as of ${asOf}, where our data for the promotion stops` : ''}.`,
  };
}

/** The mark under the fighter's name, with the layoff and placement marks. */
export function BeltMark({ row }: { row: BeltMarkRow }) {
  const mark = beltMark(row);
  if (!mark) return null;
  return (
    <RowMark
      shown={mark.shown}
      wide={mark.when ? `, ${mark.when}` : undefined}
      spoken={mark.spoken}
      rule={BELT_RULE}
      // Bolder and yellower than the layoff mark's amber, which can sit right under it.
      className="font-semibold text-yellow-700 dark:text-yellow-400"
      testId="belt-mark"
    />
  );
}

// The placement mark of a list row (issue 23, decision 044 session 17). Two list rules can put a fighter above someone
// who shows a higher Rating, directly or through a chain of moves (placedRows): a reigning champion above those his belt vouches for and, in his division's list, his own
// promotion's contenders (the title rule), and a recent win over him (the head-to-head rule). A row they placed says
// which, and over whom, so the order explains itself.
import type { RankedFighter } from '@fightrank/shared/contracts';
import { formatShortDate } from './format-date';
import { RowMark, type ListScoreName } from './layoff-mark';

export type PlacementMarkRow = Partial<Pick<RankedFighter, 'placedBy' | 'organization' | 'ratedAsOf' | 'belts'>>;

/** Short text for a 390 px row and the sentence a screen reader reads; null on a row the Rating or standing placed. */
export function placementMark(
  row: PlacementMarkRow,
  scoreName: ListScoreName = 'Rating',
): { shown: string; when?: string; spoken: string; rule: string } | null {
  const placed = row.placedBy;
  if (!placed) return null;
  if (placed.rule === 'champion' || placed.rule === 'interim-champion') {
    const interim = placed.rule === 'interim-champion';
    const rule =
      'A reigning champion ranks above anyone the champion would outrank were the record as well known as a contender’s (the belt stands for the bouts we do not hold), up to second place; in the division’s list, the champion of the UFC or of a major promotion (not ACA or KSW) also ranks above the same promotion’s fighters whose Rating is up to 200 points higher.';
    // The belt mark beside it names every belt he holds, dated where our data for his promotion stops (belt-mark.tsx):
    // this mark says only what the belt did to the order. Once it named one belt itself, in place of the belt mark, and
    // a champion of two (Christian Lee, ONE's lightweight and welterweight) showed one, and not the list's.
    if ((row.belts ?? []).length > 0) {
      // Past another champion (pound for pound, a promotion's list): his belt vouches for his record too, so "by the
      // belt" alone would read as if only one of them held one (fan QA, session 41: Jon Jones above Ilia Topuria).
      if (placed.overChampion) {
        return {
          shown: `above ${placed.over}, by the belts`,
          spoken: `Ranked above ${placed.over}, also a champion, by the belts, and so above a higher ${scoreName}: each belt counts its holder's record as well known as a contender's, and counted so, this one ranks higher. ${rule}`,
          rule,
        };
      }
      const by = interim ? 'the interim belt' : 'the belt';
      return { shown: `above ${placed.over}, by ${by}`, spoken: `Ranked above ${placed.over} by ${by}, and so above a higher ${scoreName}. ${rule}`, rule };
    }
    // A row written before belts were stored names the title here, with the promotion's name to a screen reader.
    const title = interim ? 'interim champion' : 'champion';
    const spokenTitle = `${row.organization && row.organization !== 'Unknown' ? `${row.organization} ` : ''}${title}`;
    const asOf = formatShortDate(row.ratedAsOf);
    return {
      shown: `${title}, above ${placed.over}`,
      ...(asOf ? { when: `as of ${asOf}` } : {}),
      spoken: `${asOf ? `${spokenTitle} as of ${asOf}, where our data for the promotion stops` : `Reigning ${spokenTitle}`}: ranked above ${placed.over}, and so above a higher ${scoreName}. ${rule}`,
      rule,
    };
  }
  const on = formatShortDate(placed.on);
  const rule =
    'A fighter who won the latest meeting with an opponent, within two years, ranks above that opponent when what the two are ranked on is within 50 points (100 after two or more straight wins over the same opponent).';
  return {
    shown: `beat ${placed.over}`,
    ...(on ? { when: on } : {}),
    spoken: `Ranked above ${placed.over}, and so above a higher ${scoreName}: won their latest meeting${on ? ` on ${on}` : ''}. ${rule}`,
    rule,
  };
}

/** The mark under the fighter's name, beside the layoff mark (a RowMark like it). */
export function PlacementMark({ row, scoreName = 'Rating' }: { row: PlacementMarkRow; scoreName?: ListScoreName }) {
  const mark = placementMark(row, scoreName);
  if (!mark) return null;
  // The date only where the row has room (RowMark's `wide`).
  return (
    <RowMark
      shown={mark.shown}
      wide={mark.when ? `, ${mark.when}` : undefined}
      spoken={mark.spoken}
      rule={mark.rule}
      className="text-sky-800 dark:text-sky-300"
      testId="placement-mark"
    />
  );
}

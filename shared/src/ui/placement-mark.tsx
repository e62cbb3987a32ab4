// The placement mark of a list row (issue 23, decision 044 session 17). Two list rules can put a fighter above someone
// who shows a higher Rating: a reigning champion above those his belt vouches for and, in his division's list, his own
// promotion's contenders (the title rule), and a recent win over him (the head-to-head rule). A row they placed says
// which, and over whom, so the order explains itself.
import type { RankedFighter } from '@fightrank/shared/contracts';
import { formatShortDate } from './format-date';
import { beltTitle, placedBelt, spokenBeltTitle } from './belt-mark';
import { RowMark } from './layoff-mark';

export type PlacementMarkRow = Partial<Pick<RankedFighter, 'placedBy' | 'organization' | 'ratedAsOf' | 'belts'>>;

/** Short text for a 390 px row and the sentence a screen reader reads; null on a row the Rating or standing placed. */
export function placementMark(row: PlacementMarkRow): { shown: string; when?: string; spoken: string; rule: string } | null {
  const placed = row.placedBy;
  if (!placed) return null;
  if (placed.rule === 'champion' || placed.rule === 'interim-champion') {
    const interim = placed.rule === 'interim-champion';
    // The belt he holds names itself ("PFL Featherweight champion, above …"): a bare "champion" said neither which nor whose.
    const belt = placedBelt(row, interim);
    const title = belt ? beltTitle(belt) : interim ? 'interim champion' : 'champion';
    const rule =
      'A reigning champion ranks above anyone he would outrank were his record as well known as a contender’s (the belt stands for the bouts we do not hold), up to second place; in his division’s list, also above his own promotion’s fighters whose Rating is up to 200 points higher.';
    // Spoken with the promotion's full name (a row's without a belt to name: one written before belts were stored).
    const spokenTitle = belt ? spokenBeltTitle(belt) : `${row.organization && row.organization !== 'Unknown' ? `${row.organization} ` : ''}${title}`;
    // Where our data for his promotion stops early (a fresh sync: the UFC's results run on), the belt is the one he held
    // on that day: the mark dates it rather than call him reigning today.
    const asOf = formatShortDate(row.ratedAsOf);
    return {
      shown: `${title}, above ${placed.over}`,
      ...(asOf ? { when: `as of ${asOf}` } : {}),
      spoken: `${asOf ? `${spokenTitle} as of ${asOf}, where our data for the promotion stops` : `Reigning ${spokenTitle}`}: ranked above ${placed.over}, who shows a higher Rating. ${rule}`,
      rule,
    };
  }
  const on = formatShortDate(placed.on);
  const rule =
    'A fighter who beat someone in their latest meeting, within two years, ranks above him when what they are ranked on is within 50 points (100 after two or more straight wins over him).';
  return {
    shown: `beat ${placed.over}`,
    ...(on ? { when: on } : {}),
    spoken: `Ranked above ${placed.over}, who shows a higher Rating: he beat him${on ? ` on ${on}` : ''}. ${rule}`,
    rule,
  };
}

/** The mark under the fighter's name, beside the layoff mark (a RowMark like it). */
export function PlacementMark({ row }: { row: PlacementMarkRow }) {
  const mark = placementMark(row);
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

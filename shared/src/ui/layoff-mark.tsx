// The layoff mark of a list row (issue 23, decision 044 session 9). The active lists order fighters by their standing:
// the Rating without the doubt a layoff added since the last fight. Every row still shows the Rating (fighter pages and
// the chart say the same number), so a row the layoff rule placed above a higher Rating says what it was ranked on.
import type { RankedFighter } from '@fightrank/shared/contracts';
import { cn } from './cn';
import { formatRating } from './format';
import { formatShortDate } from './format-date';

export type LayoffMarkRow = Pick<RankedFighter, 'ratingCurrent'> & Partial<Pick<RankedFighter, 'layoffPoints' | 'lastFightDate'>>;

/**
 * The number a list shows: the Rating, or in a list of every division the P4P score (the Rating less the division's
 * level). The marks name it, so a mark on the UFC's list does not call its P4P score a Rating (fan QA, session 41).
 */
export type ListScoreName = 'Rating' | 'P4P score';

/** The rule in one sentence: the title of every mark and the end of what a screen reader says. */
export const layoffRule = (scoreName: ListScoreName = 'Rating') =>
  `The doubt that time out of the cage adds lowers the ${scoreName} shown, not the place in this list.`;

/**
 * Short text for a row ("ranked on 1562.4 (layoff not counted)", on every width: the mark wraps, and a phone
 * row that showed the number alone left a fan a second number without its reason: fan QA, session 45) and the
 * sentence a screen reader reads; null on a row the Rating alone placed (no layoffPoints: every global row,
 * community lists). The number is not the Rating after the last fight: it is today's skill (its drift toward a
 * newcomer's level counts) less the uncertainty the last fight left, so a fighter page's bout list can show a higher
 * number for that fight.
 */
export function layoffMark(row: LayoffMarkRow, scoreName: ListScoreName = 'Rating'): { shown: string; spoken: string } | null {
  if (!row.layoffPoints || row.layoffPoints <= 0) return null;
  const rankedOn = formatRating(row.ratingCurrent + row.layoffPoints);
  const since = formatShortDate(row.lastFightDate);
  return {
    shown: `ranked on ${rankedOn} (layoff not counted)`,
    spoken: `Ranked on ${rankedOn}: the ${scoreName} without the doubt added since the last fight${since ? ` on ${since}` : ''}. ${layoffRule(scoreName)}`,
  };
}

/**
 * A line under the fighter's name, on phone and desktop, saying why the row stands where it does. It sits above the
 * row's stretched link (z-10) so a pointer shows the rule as its title; the shown words are hidden from screen readers,
 * which read the whole sentence instead. `wide` follows the shown words only where the row has room. The mark wraps
 * rather than cut its words off: at 390 px "Heavyweight interim champion" did not fit one line. The layoff and placement marks both use it.
 */
export function RowMark({
  shown,
  wide,
  spoken,
  rule,
  className,
  testId,
}: {
  shown: string;
  wide?: string;
  spoken: string;
  rule: string;
  className: string;
  testId: string;
}) {
  return (
    <p className={cn('relative z-10 w-fit max-w-full cursor-help break-words text-xs', className)} title={rule} data-testid={testId}>
      <span aria-hidden="true">
        {shown}
        {wide ? <span className="hidden sm:inline">{wide}</span> : null}
      </span>
      <span className="sr-only">{spoken}</span>
    </p>
  );
}

export function LayoffMark({ row, scoreName = 'Rating' }: { row: LayoffMarkRow; scoreName?: ListScoreName }) {
  const mark = layoffMark(row, scoreName);
  if (!mark) return null;
  return (
    <RowMark
      shown={mark.shown}
      spoken={mark.spoken}
      rule={layoffRule(scoreName)}
      className="tabular-nums text-amber-800 dark:text-amber-300"
      testId="layoff-mark"
    />
  );
}

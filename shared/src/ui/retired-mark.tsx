// The retired mark of a list row (session 36). The global and GOAT lists hold every rated fighter, retired ones too
// (Khabib Nurmagomedov, #37 of the global list on 2024-12-14): his row says he has retired, as his page does, so he
// does not read as an active contender. The active lists leave retired fighters out and never show it.
import type { RankedFighter } from '@fightrank/shared/contracts';
import { formatShortDate } from './format-date';
import { RowMark } from './layoff-mark';

export type RetiredMarkRow = Partial<Pick<RankedFighter, 'retiredOn'>>;

const RETIRED_RULE = 'An announced retirement: this list keeps every rated fighter, retired or not; the active lists leave retired fighters out.';

/** "Retired Oct 24, 2020"; null for a fighter not retired on the ratings date. */
export function retiredMark(row: RetiredMarkRow): { shown: string; spoken: string } | null {
  const on = formatShortDate(row.retiredOn);
  if (!on) return null;
  return { shown: `Retired ${on}`, spoken: `Retired on ${on}.` };
}

export function RetiredMark({ row }: { row: RetiredMarkRow }) {
  const mark = retiredMark(row);
  if (!mark) return null;
  return <RowMark shown={mark.shown} spoken={mark.spoken} rule={RETIRED_RULE} className="text-zinc-600 dark:text-zinc-400" testId="retired-mark" />;
}

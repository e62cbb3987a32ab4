// The partial-record mark after a record's wins and losses (issue 23): "since 2016" on screen, and a sentence a screen
// reader reads, wherever a record that is only the bouts FightRank holds appears (ranking lists, the community list,
// fantasy matchups, favourites). Its colour is the record's own: a lighter grey fails contrast on a row flashing its
// rank change (axe, 390 px).
import { partialRecordMark } from '@fightrank/shared/contracts';
import { cn } from './cn';

export function PartialRecord({ row, className }: { row: { recordComplete?: boolean; recordSince?: number | null }; className?: string }) {
  const mark = partialRecordMark(row);
  return mark ? (
    <span className={cn('ml-1', className)} data-testid="partial-record">
      <span aria-hidden="true">{mark.shown}</span>
      <span className="sr-only">{mark.spoken}</span>
    </span>
  ) : null;
}

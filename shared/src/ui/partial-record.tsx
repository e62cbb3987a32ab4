// The partial-record mark after a record's wins and losses (issue 23): "since 2016" on screen, and a sentence a screen
// reader reads, wherever a record that is only the bouts FightRank holds appears (ranking lists, the community list,
// fantasy matchups, favourites). Its colour is the record's own: a lighter grey fails contrast on a row flashing its
// rank change (axe, 390 px). RowRecord puts a record and its mark together: a stated professional record is marked
// "pro" instead.
import { partialRecordMark, proRecordMark } from '@fightrank/shared/contracts';
import { cn } from './cn';
import { formatRecord } from './format';

type RecordRow = Parameters<typeof proRecordMark>[0] & { proRecord?: { draws?: number } | null };

/**
 * A list row's record with its mark: the professional record where a source states it ("26-1 pro": Islam Makhachev's
 * 15-1 since 2015 read as an error to a fan), with its draws as the fighter's page gives them ("25-4-1 pro" for
 * Demetrious Johnson, not "25-4": fan QA, session 41), else the bouts held with the partial-record mark. `draws` adds a
 * third number to the bouts held when there are any (the fantasy matchup card compares whole careers; the lists show
 * the bouts held as wins and losses only).
 */
export function RowRecord({ row, markClassName, draws }: { row: RecordRow; markClassName?: string; draws?: number }) {
  const pro = proRecordMark(row);
  const drawn = pro ? (row.proRecord?.draws ?? 0) : (draws ?? 0);
  const partial = pro ? null : partialRecordMark(row);
  const mark = pro ?? partial;
  return (
    <>
      {/* "31-11" never breaks at its hyphen; the mark may wrap below it. */}
      <span className="whitespace-nowrap" data-testid="record-count">
        {formatRecord(pro?.wins ?? row.totalWins, pro?.losses ?? row.totalLosses, drawn)}
      </span>
      {/* The space is the only place the two may part: without it a narrow column (a list's Record) clips "since
          2000". A space, not a margin, so a mark that wraps starts its line flush (a margin indented it on a phone);
          in the mark's size, so "4-1 since 2018" still fits the list's Record column on one line. */}
      {mark ? (
        <>
          <span className={markClassName}> </span>
          <RecordMark shown={mark.shown} spoken={mark.spoken} testId={pro ? 'pro-record' : 'partial-record'} className={markClassName} />
        </>
      ) : null}
    </>
  );
}

function RecordMark({ shown, spoken, testId, className }: { shown: string; spoken: string; testId: string; className?: string }) {
  return (
    <span className={cn('whitespace-nowrap', className)} data-testid={testId}>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

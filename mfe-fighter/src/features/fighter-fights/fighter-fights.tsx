// Every bout of a fighter (spec route /fighter/{nameId}/fights): date, event, organization, the opponent
// (linked), result, method, round and time, the Rating before and after, the opponent's rank then, and the
// engine's pre-fight win probability. The record note says when our bouts are not the whole career, and the freshness
// note when his promotion's latest card is old (as on his overview page).
import { Link } from 'react-router';
import { ApiError } from '@fightrank/shared/api-client';
import { recordNote, type FighterBout } from '@fightrank/shared/contracts';
import { fighterQueries, usePrefetchedQuery } from '@fightrank/shared/queries';
import { href } from '@fightrank/shared/routing';
import { Skeleton, cn, formatRank, formatShortDate, titleLabel, usePageMeta } from '@fightrank/shared/ui';
import { endTime, formatProbability } from '../../components/bout-format';
import { FIGHTER_NOT_FOUND_DESCRIPTION, FIGHTER_NOT_FOUND_TITLE, FighterNotFound } from '../../components/fighter-not-found';
import { LoadError } from '../../components/load-error';
import { boutMethodLabel } from '../../components/method-label';
import { CanonicalAddress } from '../../components/canonical-address';
import { pendingResultLabel } from '../../components/pending-result';
import { ResultsThroughNote } from '../../components/results-through-note';
import { StatChange } from '../../components/stat-card';

/** What a screen reader says for the letter (fan QA, session 40: "W" and the title star read as "WTitle bout"). */
const RESULT_WORD: Record<string, string> = { W: 'Win', L: 'Loss', D: 'Draw', NC: 'No contest' };

const RESULT_STYLE: Record<string, string> = {
  W: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  L: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
  D: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
  NC: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
};

/** `fighterId`: the id the address names (after its last hyphen), which the API is asked for. */
export function FighterFights({ fighterId }: { fighterId: string }) {
  const info = usePrefetchedQuery(fighterQueries.info(fighterId));
  const record = usePrefetchedQuery(fighterQueries.record(fighterId));
  const notFound = [info.error, record.error].some((e) => e instanceof ApiError && e.status === 404);
  usePageMeta(
    info.data ? `${info.data.name}: fights` : notFound ? FIGHTER_NOT_FOUND_TITLE : 'Fights',
    info.data ? `Every bout of ${info.data.name} with ratings and results.` : notFound ? FIGHTER_NOT_FOUND_DESCRIPTION : 'Every bout of this fighter.',
  );

  if (notFound) return <FighterNotFound />;
  if (info.isError || record.isError) {
    return (
      <LoadError
        heading="Fights"
        message="Failed to load the fights. Please try again later."
        retrying={info.isFetching || record.isFetching}
        onRetry={() => {
          if (info.isError) void info.refetch();
          if (record.isError) void record.refetch();
        }}
      />
    );
  }
  if (!info.data || !record.data) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading fights">
        <Skeleton className="h-8 w-64" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  const fighter = info.data;
  const note = recordNote(fighter);
  return (
    <div className="space-y-4">
      <CanonicalAddress fighter={fighter} fights />
      <Link to={href.fighter(fighter)} className="text-sm text-brand-700 underline dark:text-brand-400">
        ← {fighter.name}
      </Link>
      <h1 className="text-2xl font-bold">{fighter.name}: fights</h1>
      <ResultsThroughNote fighter={fighter} />
      {note ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-300" data-testid="record-note">
          {note}
        </p>
      ) : null}
      {record.data.length === 0 ? <p className="text-zinc-600 dark:text-zinc-400">No bouts on record.</p> : <BoutTable bouts={record.data} />}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Rating after each bout and its result’s change, from the Rating going into the result (shown on wider screens): that already counts any time out since
        the previous bout and the lift every bout gives by making us surer, so it need not match the row below; the rating history shows each step. “Chance” is
        our pre-fight win probability, from earlier bouts only.
      </p>
    </div>
  );
}

// Method, event and chance have columns of their own from 640 px; on a phone they sit under the opponent's name, so the
// table fits the screen instead of scrolling sideways past the Rating (shown there as the Rating after and its change).
const CELL = 'px-2 py-2 sm:px-3';
const ROOMY = 'hidden px-3 py-2 sm:table-cell';

function PhoneDetails({ bout }: { bout: FighterBout }) {
  const method = [boutMethodLabel(bout.method, bout.methodDetail), bout.result && bout.round !== null ? endTime(bout.round, bout.timeSeconds) : '']
    .filter(Boolean)
    .join(' ');
  const chance = bout.winProbability === null ? null : `${formatProbability(bout.winProbability)} chance`;
  return (
    <span className="mt-0.5 block text-xs text-zinc-600 sm:hidden dark:text-zinc-400" data-testid="fight-row-details">
      {[method, chance].filter(Boolean).join(' · ')}
      {method || chance ? ' · ' : ''}
      <Link to={`/events/${bout.eventId}`} className="hover:underline">
        {bout.eventName}
      </Link>
    </span>
  );
}

/**
 * The Rating change a bout's result made (from the Rating going into the result, as the rating history shows it): it
 * moves the way the result went, so its colour is the result's.
 */
function BoutRatingChange({ change }: { change: number }) {
  return (
    <span className="block sm:ml-1 sm:inline">
      <StatChange change={change} />
    </span>
  );
}

function BoutTable({ bouts }: { bouts: FighterBout[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
      <table className="w-full text-sm sm:min-w-[44rem]">
        <caption className="sr-only">Bouts: date, result, opponent, method, event, win chance and Rating</caption>
        <thead className="bg-zinc-50 text-left text-xs uppercase text-zinc-600 dark:text-zinc-400 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            <th className={CELL}>Date</th>
            <th className={CELL}>Result</th>
            <th className={CELL}>Opponent</th>
            <th className={ROOMY}>Method</th>
            <th className={ROOMY}>Event</th>
            <th className={cn(ROOMY, 'text-right')}>Chance</th>
            <th className={cn(CELL, 'text-right')}>Rating</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {bouts.map((bout) => (
            <tr key={bout.boutId} data-testid="fight-row">
              {/* On a phone the date takes two lines, "Mar 22," over "2024", never three: month and day do not part. */}
              <td className={cn(CELL, 'tabular-nums sm:whitespace-nowrap')}>{formatShortDate(bout.date)?.replace(' ', '\u00a0') ?? '—'}</td>
              <td className={CELL}>
                {bout.result ? (
                  <span className={cn('rounded px-1.5 py-0.5 text-xs font-bold', RESULT_STYLE[bout.result])}>
                    <span aria-hidden="true">{bout.result}</span>
                    <span className="sr-only">{RESULT_WORD[bout.result] ?? bout.result}</span>
                  </span>
                ) : (
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">{pendingResultLabel(bout.date)}</span>
                )}
                {bout.titleBout ? (
                  <span className="ml-1 text-xs text-amber-600" role="img" aria-label={titleLabel(bout)} title={titleLabel(bout)}>
                    ★
                  </span>
                ) : null}
              </td>
              <td className={CELL}>
                <Link to={href.fighter({ name: bout.opponentName, id: bout.opponentId })} className="font-medium hover:underline">
                  {bout.opponentName}
                </Link>
                {bout.opponentRank ? (
                  <span className="ml-1 text-xs text-zinc-600 dark:text-zinc-400" title="The opponent's place on the Global Rankings (every division) then">
                    ({formatRank(bout.opponentRank)} global then)
                  </span>
                ) : null}
                <PhoneDetails bout={bout} />
              </td>
              <td className={ROOMY}>
                {boutMethodLabel(bout.method, bout.methodDetail) ?? '—'}
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">{bout.result ? endTime(bout.round, bout.timeSeconds) : ''}</span>
              </td>
              <td className={ROOMY}>
                <Link to={`/events/${bout.eventId}`} className="hover:underline">
                  {bout.eventName}
                </Link>
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                  {bout.organization}
                  {bout.weightClass ? ` · ${bout.weightClass}` : ''}
                </span>
              </td>
              <td className={cn(ROOMY, 'text-right tabular-nums')}>{formatProbability(bout.winProbability)}</td>
              <td className={cn(CELL, 'whitespace-nowrap text-right tabular-nums')}>
                {bout.ratingAfter === null ? (
                  '—'
                ) : (
                  <>
                    <span>
                      <span className="hidden sm:inline">{bout.ratingBefore === null ? '—' : bout.ratingBefore.toFixed(1)} → </span>
                      {bout.ratingAfter.toFixed(1)}
                    </span>
                    {/* A space between the Rating and its change for a screen reader ("1419.5 up 36.6"); the layout spaces them itself. */}
                    {bout.ratingBefore !== null ? ' ' : null}
                    {bout.ratingBefore !== null ? <BoutRatingChange change={bout.ratingAfter - bout.ratingBefore} /> : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

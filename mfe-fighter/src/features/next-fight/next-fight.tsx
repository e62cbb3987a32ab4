// The line under a fighter's name about a bout without a result: the earliest one still to come on a card (an
// operator's card, or a scheduled one from a source), or else the latest bout held when it is past and its result is
// not in our data (Muhammad Mokaev's Brave CF 91 bout, the one that makes BRAVE his promotion: without the line his
// page named a promotion none of the bouts it showed was in). Links to the event. Nothing when neither applies.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FighterBout } from '@fightrank/shared/contracts';
import { fighterQueries } from '@fightrank/shared/queries';
import { href } from '@fightrank/shared/routing';
import { formatShortDate } from '@fightrank/shared/ui';
import { awaitingResultsLabel, todayUtc } from '../../components/pending-result';

/** Today as the API writes dates, in the visitor's time zone (a card "today" is still the next fight). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The earliest bout without a result dated today or later; a past one without a result is not "next". */
function nextBout(bouts: readonly FighterBout[], day: string): FighterBout | null {
  const coming = bouts.filter((b) => b.result === null && b.date !== null && b.date >= day);
  return coming.reduce<FighterBout | null>((first, b) => (first === null || b.date! < first.date! ? b : first), null);
}

/** The latest dated bout held, when it is before `day` and has no result; an older one without a result is a gap, not news. */
function latestBoutWithoutResult(bouts: readonly FighterBout[], day: string): FighterBout | null {
  const latest = bouts.reduce<FighterBout | null>((last, b) => (b.date !== null && (last === null || b.date > last.date!) ? b : last), null);
  return latest && latest.result === null && latest.date! < day ? latest : null;
}

export function NextFight({ fighterId }: { fighterId: string }) {
  const record = useQuery(fighterQueries.record(fighterId));
  const day = today();
  const next = record.data ? nextBout(record.data, day) : null;
  const unresolved = record.data && !next ? latestBoutWithoutResult(record.data, day) : null;
  const bout = next ?? unresolved;
  if (!bout) return null;
  return (
    <p className="text-sm" data-testid="next-fight">
      <span className="font-semibold">{next ? 'Next fight:' : 'Latest fight:'}</span> vs {bout.opponentName} ·{' '}
      <Link to={href.event(bout.eventId)} className="text-brand-700 underline dark:text-brand-400">
        {bout.eventName}
      </Link>
      , {formatShortDate(bout.date)}
      {next ? null : ` · ${awaitingResultsLabel(bout.date, todayUtc())}`}
    </p>
  );
}

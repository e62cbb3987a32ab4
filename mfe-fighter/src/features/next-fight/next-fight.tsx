// The "next fight" line under a fighter's name: his earliest bout still to come on a card (an operator's card,
// or a scheduled one from a source), linking to the event. Nothing when none is booked.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FighterBout } from '@fightrank/shared/contracts';
import { fighterQueries } from '@fightrank/shared/queries';
import { href } from '@fightrank/shared/routing';
import { formatShortDate } from '@fightrank/shared/ui';

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

export function NextFight({ fighterId }: { fighterId: string }) {
  const record = useQuery(fighterQueries.record(fighterId));
  const bout = record.data ? nextBout(record.data, today()) : null;
  if (!bout) return null;
  return (
    <p className="text-sm" data-testid="next-fight">
      <span className="font-semibold">Next fight:</span> vs {bout.opponentName} ·{' '}
      <Link to={href.event(bout.eventId)} className="text-brand-700 underline dark:text-brand-400">
        {bout.eventName}
      </Link>
      , {formatShortDate(bout.date)}
    </p>
  );
}

// "Results through <date>" on the fighter's pages (issue 23 item 7, decision 037 session 32): his promotion's latest card
// when it is more than a month older than the newest result, and, where our data for the promotion stops earlier than
// the ratings date, that his Rating is as of that day. Not for a career that has ended (resultsThroughApplies).
import type { FighterInfo } from '@fightrank/shared/contracts';
import { formatShortDate, resultsThroughApplies } from '@fightrank/shared/ui';

type NoteFighter = Pick<FighterInfo, 'organization' | 'resultsThrough' | 'ratedAsOf'> & Partial<Pick<FighterInfo, 'diedOn' | 'retiredOn'>>;

export function ResultsThroughNote({ fighter }: { fighter: NoteFighter }) {
  if (!resultsThroughApplies(fighter)) return null;
  return (
    <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="results-through">
      {fighter.organization ?? 'The promotion'}: results through {formatShortDate(fighter.resultsThrough)}
      {fighter.ratedAsOf
        ? `; our data for it stops on ${formatShortDate(fighter.ratedAsOf)}, so this Rating is as of that date.`
        : ', the latest result in our data.'}
    </p>
  );
}

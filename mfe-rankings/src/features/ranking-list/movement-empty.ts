// What an empty movement filter means: the list has fighters, none of them moved that way since the previous
// ranking. Saying "No rankings available" there (issue 25) told a fan a division of 56 fighters was empty.
import type { RankingMovement } from '@fightrank/shared/contracts';

const MOVED: Record<Exclude<RankingMovement, 'all'>, string> = {
  gainers: 'No fighters gained places',
  'gainers-top': 'No fighters in the top 1000 gained places',
  losers: 'No fighters lost places',
  'losers-top': 'No fighters in the top 1000 lost places',
};

/** The empty message of a movement filter, naming the list's filter when it has one; null for 'all'. */
export function movementEmptyMessage(movement: RankingMovement, filterLabel: string | null): string | null {
  if (movement === 'all') return null;
  return `${MOVED[movement]}${filterLabel ? ` in ${filterLabel}` : ''} since the previous ranking.`;
}

// How a list's order control names its two directions, the same on every list. "Ascending" says nothing to a fan about
// which end comes first (rank 1 is the lowest number and the best), so the labels say where the list starts.
import type { RankingDirection } from '../contracts';

export const RANK_ORDER_LABELS: Record<RankingDirection, string> = { asc: 'Top first', desc: 'Bottom first' };

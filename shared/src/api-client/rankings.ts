// Spec §7 ranking calls; mirrors api/src/http/routes/rankings and shared/src/contracts/rankings.ts.
import { apiFetch } from './client';
import {
  type Envelope,
  type FighterRatingHistory,
  type FilteredRankingKind,
  type LastUpdated,
  type RankedFighter,
  type RankingFilterOption,
  type RankingKind,
  type RankingListQuery,
} from '../contracts';

/** GET /api/rankings is pound for pound; every other kind is /api/rankings/{kind}. */
export function rankingListPath(kind: RankingKind): string {
  return kind === 'pound-for-pound' ? '/api/rankings' : `/api/rankings/${kind}`;
}

/** The filter value goes out URL-encoded (URLSearchParams in apiFetch does it). */
export const listRankings = (kind: RankingKind, query: RankingListQuery, signal?: AbortSignal) =>
  apiFetch<Envelope<RankedFighter[]>>(rankingListPath(kind), { query: { ...query }, signal }).then((r) => r.data);

export const listRankingOptions = (kind: FilteredRankingKind, signal?: AbortSignal) =>
  apiFetch<Envelope<RankingFilterOption[]>>(`/api/rankings/options/${kind}`, { signal }).then((r) => r.data);

export const getRankingsLastUpdated = (signal?: AbortSignal) => apiFetch<Envelope<LastUpdated>>('/api/rankings/last-updated', { signal }).then((r) => r.data);

export const getFighterRatingHistory = (fighterId: number | string, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterRatingHistory>>(`/api/rankings/fighter/${encodeURIComponent(String(fighterId))}/history`, { signal }).then((r) => r.data);

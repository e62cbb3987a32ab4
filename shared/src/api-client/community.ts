// Community calls (issue 11): fantasy matchups and votes, and the community ranking (spec §7).
// Mirrors api/src/http/routes/community and shared/src/contracts/community-schemas.ts.
import { apiFetch } from './client';
import type { CommunityRankedFighter, Envelope, LastUpdated, Matchup, MatchupSplit, VoterProgress } from '../contracts';

export const listMatchups = (skip: readonly number[], signal?: AbortSignal) =>
  apiFetch<Envelope<Matchup[]>>('/api/community/matchups', { query: { limit: 10, skip: skip.length ? skip.join(',') : undefined }, signal }).then(
    (r) => r.data,
  );

export const voteOnMatchup = (matchupId: number, winnerId: number) =>
  apiFetch<Envelope<MatchupSplit>>(`/api/community/matchups/${matchupId}/votes`, { method: 'POST', body: { winnerId } }).then((r) => r.data);

export interface CommunityRankingsQuery {
  last_rank: number;
  limit: number;
  dir: 'asc' | 'desc';
}

// The community list and its date are polled (spec §7: every 10 s) and change at each refit, so every poll revalidates:
// the answers' max-age (30 s, for shared caches and first visits) would otherwise hold a poll on the browser's copy.
export const listCommunityRankings = (query: CommunityRankingsQuery, signal?: AbortSignal) =>
  apiFetch<Envelope<CommunityRankedFighter[]>>('/api/rankings/community', { query: { ...query }, signal, revalidate: true }).then((r) => r.data);

export const getCommunityLastUpdated = (signal?: AbortSignal) =>
  apiFetch<Envelope<LastUpdated>>('/api/rankings/last-updated-community', { signal, revalidate: true }).then((r) => r.data);

/** How far the fighters this voter voted on are from the community list (the voter cookie or the session says who). */
export const getVoterProgress = (signal?: AbortSignal) => apiFetch<Envelope<VoterProgress>>('/api/community/my-fighters', { signal }).then((r) => r.data);

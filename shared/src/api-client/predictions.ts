// Predictions (issue 11): upcoming cards with the fan's picks, a pick per bout, the season leaderboard and the
// fan's own record. Types only from the contracts, so the browser bundles carry no schemas.
import type { Card, Envelope, Leaderboard, Pick, PickBody, PredictionRecord } from '@fightrank/shared/contracts';
import { apiFetch } from './client';

export const getPredictionCards = (signal?: AbortSignal) => apiFetch<Envelope<Card[]>>('/api/predictions/cards', { signal }).then((r) => r.data);
export const putPick = (boutId: number, body: PickBody) =>
  apiFetch<Envelope<Pick>>(`/api/predictions/bouts/${boutId}`, { method: 'PUT', body }).then((r) => r.data);
export const getPredictionLeaderboard = (season?: number, signal?: AbortSignal) =>
  apiFetch<Envelope<Leaderboard>>('/api/predictions/leaderboard', { signal, query: season ? { season } : {} }).then((r) => r.data);
export const getMyPredictionRecord = (signal?: AbortSignal) => apiFetch<Envelope<PredictionRecord>>('/api/predictions/me', { signal }).then((r) => r.data);

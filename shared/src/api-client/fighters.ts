import { apiFetch } from './client';
import type { Envelope, FighterInfo, FighterSearchResult } from '../contracts';

export const searchFighters = (q: string, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterSearchResult[]>>('/api/fighters/search', { query: { q }, signal }).then((r) => r.data);

export const getFighterInfo = (id: string | number, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterInfo>>(`/api/fighters/${encodeURIComponent(String(id))}/info`, { signal }).then((r) => r.data);

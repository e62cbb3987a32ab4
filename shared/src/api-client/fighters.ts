import { apiFetch } from './client';
import type { Envelope, FighterSearchResult } from '../contracts';

export const searchFighters = (q: string, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterSearchResult[]>>('/api/fighters/search', { query: { q }, signal }).then((r) => r.data);

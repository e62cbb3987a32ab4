// Calls of /api/fighters/* and the fighter parts of /api/rankings (spec §7); one function per call.
import { apiFetch } from './client';
import type {
  Envelope,
  FavoriteFighter,
  FighterBout,
  FighterImage,
  FighterInfo,
  FighterNamesake,
  FighterSearchResult,
  FighterStats,
  Thumbnails,
} from '../contracts';

const fighterPath = (id: string | number, leaf: string) => `/api/fighters/${encodeURIComponent(String(id))}/${leaf}`;

export const searchFighters = (q: string, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterSearchResult[]>>('/api/fighters/search', { query: { q }, signal }).then((r) => r.data);

/** The fighters a bare slug names (a link without its id), most prominent first. */
export const getFighterNamesakes = (slug: string, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterNamesake[]>>('/api/fighters/namesakes', { query: { slug }, signal }).then((r) => r.data);

/** `id` may be the page's nameId ({slug}-{id}): the API resolves it, and 404s anything that names no fighter. */
export const getFighterInfo = (id: string | number, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterInfo>>(fighterPath(id, 'info'), { signal }).then((r) => r.data);

export const getFighterStats = (id: string | number, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterStats>>(fighterPath(id, 'stats'), { signal }).then((r) => r.data);

export const getFighterRecord = (id: string | number, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterBout[]>>(fighterPath(id, 'record'), { signal }).then((r) => r.data);

export const getFighterImage = (id: string | number, signal?: AbortSignal) =>
  apiFetch<Envelope<FighterImage>>(fighterPath(id, 'image'), { signal }).then((r) => r.data);

export const getThumbnails = (ids: readonly number[], signal?: AbortSignal) =>
  apiFetch<Envelope<Thumbnails>>('/api/fighters/thumbnails', { method: 'POST', body: { ids }, signal }).then((r) => r.data);

export const getFavoriteFighters = (ids: readonly number[], signal?: AbortSignal) =>
  apiFetch<Envelope<FavoriteFighter[]>>('/api/rankings/favorites', { method: 'POST', body: { ids }, signal }).then((r) => r.data);

// Query options of the fighter calls. Keys take the id as the page has it (an id or a {slug}-{id} nameId).
import { queryOptions } from '@tanstack/react-query';
import {
  getFavoriteFighters,
  getFighterImage,
  getFighterInfo,
  getFighterNamesakes,
  getFighterRecord,
  getFighterStats,
  getThumbnails,
  searchFighters,
} from '@fightrank/shared/api-client';

export const fighterQueries = {
  all: () => ['fighters'] as const,
  search: (q: string) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'search', q] as const,
      queryFn: ({ signal }) => searchFighters(q, signal),
      // Spec §5: search is sent only for a non-empty query.
      enabled: q.trim().length > 0,
    }),
  info: (id: string) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'info', id] as const,
      queryFn: ({ signal }) => getFighterInfo(id, signal),
    }),
  namesakes: (slug: string) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'namesakes', slug] as const,
      queryFn: ({ signal }) => getFighterNamesakes(slug, signal),
    }),
  stats: (id: string) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'stats', id] as const,
      queryFn: ({ signal }) => getFighterStats(id, signal),
    }),
  record: (id: string) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'record', id] as const,
      queryFn: ({ signal }) => getFighterRecord(id, signal),
    }),
  /** Spec §7/§9: only when enabled, and image data never goes stale. */
  image: (id: string, enabled = true) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'image', id] as const,
      queryFn: ({ signal }) => getFighterImage(id, signal),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Spec §7/§9: skipped for an empty list; never stale. */
  thumbnails: (ids: readonly number[]) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'thumbnails', [...ids].sort((a, b) => a - b)] as const,
      queryFn: ({ signal }) => getThumbnails(ids, signal),
      enabled: ids.length > 0,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Spec §7: POST /api/rankings/favorites runs only when ids is non-empty. */
  favorites: (ids: readonly number[]) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'favorites', ids] as const,
      queryFn: ({ signal }) => getFavoriteFighters(ids, signal),
      enabled: ids.length > 0,
    }),
};

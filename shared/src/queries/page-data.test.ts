import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@fightrank/shared/testing';
import { prefetchPageData, type PageDataContext } from './page-data';

const context: PageDataContext = { rankingPreferences: { pageSize: 10, direction: 'asc' }, languages: ['pt-BR'] };
const row = (rank: number) => ({ fighterId: rank, fighterName: `F${rank}`, currentRank: rank });

/** Answers like the API; every URL asked for is recorded in order. */
function stubApi(failing: RegExp | null = null) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
    if (failing?.test(url)) return new Response(JSON.stringify({ message: 'down' }), { status: 503 });
    if (url.startsWith('/api/rankings/options/country'))
      return ok([
        { value: 'United States', label: 'United States', count: 900, countryCode: 'US' },
        { value: 'Brazil', label: 'Brazil', count: 400, countryCode: 'BR' },
      ]);
    if (url.startsWith('/api/rankings/options/'))
      return ok([
        { value: 'Flyweight', label: 'Flyweight', count: 40 },
        { value: 'Lightweight', label: 'Lightweight', count: 80 },
      ]);
    if (url.includes('last-updated')) return ok({ lastUpdated: '2024-12-14' });
    if (url.startsWith('/api/fighters/')) return ok(url.endsWith('/info') ? { id: 5349, name: 'Islam Makhachev' } : {});
    if (url.startsWith('/api/rankings')) {
      const query = new URL(url, 'http://x').searchParams;
      const from = Number(query.get('last_rank') ?? 0);
      return ok(from >= 20 ? [] : Array.from({ length: Number(query.get('limit')) }, (_, i) => row(from + i + 1)));
    }
    return ok([]);
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetchPageData', () => {
  it('asks for a plain list’s first page, the page after it and the ratings date', async () => {
    const asked = stubApi();
    const client = createTestQueryClient();
    await prefetchPageData(client, { pathname: '/', search: '' }, context);
    expect(asked.sort()).toEqual(['/api/rankings/last-updated', '/api/rankings?last_rank=0&limit=10&dir=asc', '/api/rankings?last_rank=10&limit=10&dir=asc']);
  });

  it('follows the address: page size, order and the page a shared link points at', async () => {
    const asked = stubApi();
    await prefetchPageData(createTestQueryClient(), { pathname: '/rankings/goat', search: '?size=20&dir=desc&after=40' }, context);
    expect(asked).toContain('/api/rankings/goat?last_rank=40&limit=20&dir=desc');
  });

  it('opens a filtered list on its default choice: the most populated, or the visitor’s own country', async () => {
    const asked = stubApi();
    await prefetchPageData(createTestQueryClient(), { pathname: '/rankings/weightclass', search: '' }, context);
    expect(asked).toContain('/api/rankings/options/weight-class');
    expect(asked).toContain('/api/rankings/weight-class?last_rank=0&limit=10&dir=asc&movement=all&top_only=false&wc=Lightweight');

    const countryAsked = stubApi();
    await prefetchPageData(createTestQueryClient(), { pathname: '/rankings/country', search: '' }, context);
    expect(countryAsked.some((url) => url.startsWith('/api/rankings/country?') && url.endsWith('c=Brazil'))).toBe(true);
  });

  it('asks for a fighter’s profile by the id after the last hyphen, then the stats, photo and record (the next fight), and the rating history the chart plots', async () => {
    // Spec §2: the slug may be spelled any way (an accented name a fan typed); the API is asked for the id alone.
    for (const pathname of ['/fighter/islam-makhachev-5349', '/fighter/%C3%AEslam-5349']) {
      const asked = stubApi();
      await prefetchPageData(createTestQueryClient(), { pathname, search: '' }, context);
      expect(asked.sort()).toEqual([
        '/api/fighters/5349/image',
        '/api/fighters/5349/info',
        '/api/fighters/5349/record',
        '/api/fighters/5349/stats',
        '/api/rankings/fighter/5349/history',
        '/api/rankings/last-updated',
      ]);
    }
    // A bare slug names no id: the API is asked for the fighter it names.
    const bare = stubApi();
    await prefetchPageData(createTestQueryClient(), { pathname: '/fighter/islam-makhachev', search: '' }, context);
    expect(bare).toContain('/api/fighters/islam-makhachev/info');
  });

  it('asks for the community list’s first page with its extra row', async () => {
    const asked = stubApi();
    await prefetchPageData(createTestQueryClient(), { pathname: '/community/rankings', search: '' }, context);
    expect(asked.sort()).toEqual(['/api/rankings/community?last_rank=0&limit=11&dir=asc', '/api/rankings/last-updated-community']);
  });

  it('asks for nothing on pages it does not know, and never fails when the API does', async () => {
    const asked = stubApi();
    await prefetchPageData(createTestQueryClient(), { pathname: '/no-such-page', search: '' }, context);
    await prefetchPageData(createTestQueryClient(), { pathname: '/about', search: '' }, context);
    expect(asked).toEqual([]);

    stubApi(/\/info$|options/);
    await expect(prefetchPageData(createTestQueryClient(), { pathname: '/fighter/x-1', search: '' }, context)).resolves.toBeUndefined();
    await expect(prefetchPageData(createTestQueryClient(), { pathname: '/rankings/age', search: '' }, context)).resolves.toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

const loadStore = async () => (await import('./ranking-preferences-store')).useRankingPreferencesStore;

describe('ranking preferences (spec §3, §9)', () => {
  it('defaults to page size 10 and ascending order', async () => {
    const store = await loadStore();
    expect(store.getState()).toMatchObject({ pageSize: 10, direction: 'asc' });
  });

  it('persists changes under fightrank-global-rankings and reads them back on the next visit', async () => {
    const store = await loadStore();
    store.getState().setPageSize(30);
    store.getState().setDirection('desc');
    expect(JSON.parse(localStorage.getItem('fightrank-global-rankings')!)).toEqual({ pageSize: 30, direction: 'desc' });
    vi.resetModules();
    expect((await loadStore()).getState()).toMatchObject({ pageSize: 30, direction: 'desc' });
  });

  it('falls back to the defaults for values that are not allowed', async () => {
    localStorage.setItem('fightrank-global-rankings', JSON.stringify({ pageSize: 25, direction: 'sideways' }));
    expect((await loadStore()).getState()).toMatchObject({ pageSize: 10, direction: 'asc' });
    localStorage.setItem('fightrank-global-rankings', 'not json');
    vi.resetModules();
    expect((await loadStore()).getState()).toMatchObject({ pageSize: 10, direction: 'asc' });
  });
});

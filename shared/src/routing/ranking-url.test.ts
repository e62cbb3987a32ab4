import { describe, expect, it } from 'vitest';
import { defaultFilter, nextPage, regionFromLanguages } from '@fightrank/shared/queries';
import { readRankingUrl, writeFilterOnly, writeRankingUrl, writeRankingUrlAtRank } from './ranking-url';

const prefs = { pageSize: 20, direction: 'desc' } as const;

describe('ranking list URLs', () => {
  it('takes what the URL leaves out from the saved preferences and the defaults', () => {
    expect(readRankingUrl('country', '', prefs)).toEqual({
      kind: 'country',
      filter: null,
      pageSize: 20,
      direction: 'desc',
      movement: 'all',
      cursors: [0],
      index: 0,
    });
  });

  it('reads every part, and ignores malformed values instead of failing', () => {
    expect(readRankingUrl('country', '?c=Brazil&size=50&dir=asc&movement=gainers-top&after=50,100', prefs)).toEqual({
      kind: 'country',
      filter: 'Brazil',
      pageSize: 50,
      direction: 'asc',
      movement: 'gainers-top',
      cursors: [0, 50, 100],
      index: 2,
    });
    const bad = readRankingUrl('global', '?size=11&dir=up&movement=x&after=5,3&c=Brazil', prefs);
    expect(bad).toMatchObject({ filter: null, pageSize: 20, direction: 'desc', movement: 'all', cursors: [0], index: 0 });
    expect(readRankingUrl('age', '?after=-1,abc', prefs).cursors).toEqual([0]);
    expect(readRankingUrl('organization', '?org=%20%20', prefs).filter).toBeNull();
  });

  it('round-trips a list state through its URL, paging included, keeping unrelated parameters', () => {
    const first = readRankingUrl('weight-class', '?wc=Lightweight&utm_source=x', prefs);
    const second = nextPage(
      first,
      Array.from({ length: 20 }, (_, i) => ({ currentRank: i + 1 }) as never),
    );
    const url = writeRankingUrl(second, '?wc=Lightweight&utm_source=x');
    expect(url).toBe('?wc=Lightweight&utm_source=x&size=20&dir=desc&after=20');
    expect(readRankingUrl('weight-class', url, { pageSize: 10, direction: 'asc' })).toEqual(second);
    expect(writeRankingUrl({ ...second, index: 0 }, url)).toBe('?wc=Lightweight&utm_source=x&size=20&dir=desc');
  });

  it('opens a list a fighter is ranked in at the page that holds him, with its filter, and Previous from there', () => {
    // Heavyweight #5 with 10 a page: the first page; Global #12: the second, after rank 10.
    expect(writeRankingUrlAtRank('weight-class', 'Heavyweight', 5, 10)).toBe('?wc=Heavyweight&size=10&dir=asc');
    expect(writeRankingUrlAtRank('global', null, 12, 10)).toBe('?size=10&dir=asc&after=10');
    expect(writeRankingUrlAtRank('age', '35-plus', 20, 10)).toBe('?grp=35-plus&size=10&dir=asc&after=10');
    expect(writeRankingUrlAtRank('country', 'Cameroon', 21, 10)).toBe('?c=Cameroon&size=10&dir=asc&after=10%2C20');
    const goat = readRankingUrl('goat', writeRankingUrlAtRank('goat', null, 101, 50), prefs);
    expect(goat).toEqual({ kind: 'goat', filter: null, pageSize: 50, direction: 'asc', movement: 'all', cursors: [0, 50, 100], index: 2 });
    // The page the list asks for starts after rank 100 and holds ranks 101-150 (ranks are unique in a list).
    expect(goat.cursors[goat.index]).toBeLessThan(101);
    expect(goat.cursors[goat.index]! + goat.pageSize).toBeGreaterThanOrEqual(101);
    // Deeper than a URL carries pages for: the list's first page rather than a URL the list would not read.
    expect(writeRankingUrlAtRank('global', null, 10 * 600, 10)).toBe('?size=10&dir=asc');
  });

  it('writes only the filter for the default a list opens with', () => {
    expect(writeFilterOnly('age', '25-29', '')).toBe('?grp=25-29');
    expect(writeFilterOnly('global', 'x', '?a=1')).toBe('?a=1');
  });
});

describe('the filter a list opens with', () => {
  const countries = [
    { value: 'United States', label: 'United States', count: 900, countryCode: 'US' },
    { value: 'Brazil', label: 'Brazil', count: 1200, countryCode: 'BR' },
    { value: 'Poland', label: 'Poland', count: 300, countryCode: 'PL' },
  ];

  it("is the visitor's country when the browser names a region we rank", () => {
    expect(defaultFilter('country', countries, ['pl-PL', 'en'])).toBe('Poland');
    expect(defaultFilter('country', countries, ['en', 'en-US'])).toBe('United States');
  });

  it('is the most populated choice otherwise, and nothing when there is no choice', () => {
    expect(defaultFilter('country', countries, ['fr-FR'])).toBe('Brazil');
    expect(defaultFilter('country', countries, ['en'])).toBe('Brazil');
    expect(
      defaultFilter('weight-class', [
        { value: 'Flyweight', label: 'Flyweight', count: 3 },
        { value: 'Lightweight', label: 'Lightweight', count: 9 },
      ]),
    ).toBe('Lightweight');
    expect(defaultFilter('age', [])).toBeNull();
  });

  it('reads regions from language tags', () => {
    expect(regionFromLanguages(['zh-Hant-TW'])).toBe('TW');
    expect(regionFromLanguages(['en', 'pt_br'])).toBe('BR');
    expect(regionFromLanguages(['en'])).toBeNull();
  });
});

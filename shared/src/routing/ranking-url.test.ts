import { describe, expect, it } from 'vitest';
import { defaultFilter, nextPage, regionFromLanguages } from '@fightrank/shared/queries';
import { readRankingUrl, writeFilterOnly, writeRankingUrl } from './ranking-url';

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

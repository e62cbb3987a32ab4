import { describe, expect, it } from 'vitest';
import type { RankingFilterOption } from '@fightrank/shared/contracts';
import { sortFilterOptions } from './filter-option-order';

const options = (...values: string[]): RankingFilterOption[] => values.map((value) => ({ value, label: value, count: 1 }));
const values = (list: RankingFilterOption[]) => list.map((o) => o.value);

describe('filter option order', () => {
  it('puts men\u2019s divisions light to heavy, super heavyweight last, then women\u2019s, then names it does not know', () => {
    const sorted = sortFilterOptions(
      'weight-class',
      options("Women's Flyweight", 'Super Heavyweight', 'Cruiserweight', 'Heavyweight', "Women's Atomweight", 'Flyweight', 'Light Heavyweight'),
    );
    expect(values(sorted)).toEqual([
      'Flyweight',
      'Light Heavyweight',
      'Heavyweight',
      'Super Heavyweight',
      "Women's Atomweight",
      "Women's Flyweight",
      'Cruiserweight',
    ]);
  });

  it('orders age groups as the contract lists them, youngest first, unknown values last', () => {
    expect(values(sortFilterOptions('age', options('35-plus', 'veterans', '25-29', 'under-25', '30-34')))).toEqual([
      'under-25',
      '25-29',
      '30-34',
      '35-plus',
      'veterans',
    ]);
  });

  it('orders countries by name and organizations by size, then name', () => {
    expect(values(sortFilterOptions('country', options('United States', 'Brazil', 'Côte d\u2019Ivoire', 'Canada')))).toEqual([
      'Brazil',
      'Canada',
      'Côte d\u2019Ivoire',
      'United States',
    ]);
    const orgs = [
      { value: 'PFL', label: 'PFL', count: 5 },
      { value: 'UFC', label: 'UFC', count: 9 },
      { value: 'ACA', label: 'ACA', count: 5 },
    ];
    expect(values(sortFilterOptions('organization', orgs))).toEqual(['UFC', 'ACA', 'PFL']);
  });
});

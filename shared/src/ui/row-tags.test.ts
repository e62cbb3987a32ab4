import { describe, expect, it } from 'vitest';
import { rankedFighterTags } from './row-tags';

describe('row tags (spec §2, §3)', () => {
  it('lists the organization and the weight class', () => {
    expect(rankedFighterTags({ organization: 'UFC', weightClass: 'Lightweight' })).toEqual([
      { label: 'Organization', value: 'UFC' },
      { label: 'Weight class', value: 'Lightweight' },
    ]);
  });

  it('marks a division found from weigh-ins or opponents as inferred, as the fighter page does', () => {
    expect(rankedFighterTags({ organization: 'ACA', weightClass: 'Featherweight', weightClassInferred: true })).toEqual([
      { label: 'Organization', value: 'ACA' },
      { label: 'Weight class, inferred from weigh-ins or opponents', value: 'Featherweight (inferred)' },
    ]);
    expect(rankedFighterTags({ organization: 'UFC', weightClass: 'Featherweight', weightClassInferred: false })[1]).toEqual({
      label: 'Weight class',
      value: 'Featherweight',
    });
  });

  it("leaves out an 'Unknown' organization and a missing weight class", () => {
    expect(rankedFighterTags({ organization: 'Unknown', weightClass: 'Flyweight' })).toEqual([{ label: 'Weight class', value: 'Flyweight' }]);
    expect(rankedFighterTags({ organization: 'Unknown', weightClass: null })).toEqual([]);
  });
});

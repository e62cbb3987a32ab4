import { describe, expect, it } from 'vitest';
import { familyNameFirst } from './family-name-first';

describe('familyNameFirst', () => {
  it('puts the family name first when a two-word name ends with it', () => {
    expect(familyNameFirst('Heqin Lin')).toBe('Lin Heqin');
    expect(familyNameFirst('Pingyuan Liu')).toBe('Liu Pingyuan');
    expect(familyNameFirst('Guangyou Ning')).toBe('Ning Guangyou');
  });

  it('leaves a name already family first, an ambiguous one, and names of other shapes as written', () => {
    for (const name of ['Zhang Weili', 'Song Yadong', 'Tang Kai', 'Wei Xie', 'Li Tao Miao', 'Maheshate', 'Shayilan Nuerdanbieke', 'Sasha Palatnikov'])
      expect(familyNameFirst(name), name).toBeNull();
  });
});

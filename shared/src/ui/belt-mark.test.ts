import { describe, expect, it } from 'vitest';
import { beltTitle, spokenBeltTitle } from './belt-mark';

const belt = (organization: string, title: string, extra: { organizationName?: string; interim?: boolean; season?: number } = {}) => ({
  organization,
  division: title,
  title,
  interim: false,
  ...extra,
});

describe('a belt as a row names it', () => {
  it('says whose it is, by the short code where the code is a word fans use, else by the name', () => {
    expect(beltTitle(belt('UFC', 'Heavyweight', { organizationName: 'UFC' }))).toBe('UFC Heavyweight champion');
    expect(beltTitle(belt('PFL', 'Super Fights Heavyweight', { organizationName: 'Professional Fighters League' }))).toBe(
      'PFL Super Fights Heavyweight champion',
    );
    expect(beltTitle(belt('BELLATOR', 'Middleweight', { organizationName: 'Bellator MMA' }))).toBe('Bellator MMA Middleweight champion');
    expect(beltTitle(belt('ONE', 'Strawweight', { interim: true }))).toBe('ONE Strawweight interim champion');
  });

  it("names a season title by its season, shown and spoken, apart from the same promotion's named belt", () => {
    const season = belt('PFL', 'Heavyweight', { organizationName: 'Professional Fighters League', season: 2024 });
    expect(beltTitle(season)).toBe('2024 PFL Heavyweight champion');
    expect(spokenBeltTitle(season)).toBe('Professional Fighters League Heavyweight champion of the 2024 season');
    const superFights = belt('PFL', 'Super Fights Heavyweight', { organizationName: 'Professional Fighters League' });
    expect(spokenBeltTitle(superFights)).toBe('Professional Fighters League Super Fights Heavyweight champion');
  });
});

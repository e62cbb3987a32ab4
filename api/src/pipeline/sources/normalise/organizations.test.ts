import { describe, expect, it } from 'vitest';
import { brandedEventName, organizationFromEventName, organizationName } from './organizations';

describe('organization codes from event names', () => {
  it('reads the promotion from the start of the name, and makes a code for one the table does not know', () => {
    expect(organizationFromEventName('UFC 310: Pantoja vs. Asakura')).toBe('UFC');
    expect(organizationFromEventName('Road to UFC 3.1')).toBe('ROAD_TO_UFC');
    expect(organizationFromEventName('Tuff-N-Uff 137')).toBe('TUFF_N_UFF');
  });

  it("tells two promotions by one name apart by where the card was held: EFC in South Africa, Eagle FC's EFC elsewhere", () => {
    expect(organizationFromEventName('EFC 100', 'Sandton')).toBe('EFC');
    expect(organizationFromEventName('EFC 89', 'Johannesburg')).toBe('EFC');
    expect(organizationFromEventName('EFC 44', 'Miami')).toBe('EAGLE_FC');
    expect(organizationFromEventName('EFC 45', 'Moscow')).toBe('EAGLE_FC');
    expect(organizationFromEventName('Eagle FC 47', 'Miami')).toBe('EAGLE_FC');
    // Without a location the name's first promotion stands.
    expect(organizationFromEventName('EFC 100')).toBe('EFC');
    expect(organizationName('EAGLE_FC')).toBe('Eagle FC');
  });

  it("keeps Kazakhstan's Octagon League apart from the Czech-Slovak Oktagon MMA, whose cards Bet MMA sometimes spells Octagon", () => {
    expect(organizationFromEventName('Octagon 65', 'Almaty')).toBe('OCTAGON_LEAGUE');
    expect(organizationFromEventName('Octagon 38', 'Astana, Kazakhstan')).toBe('OCTAGON_LEAGUE');
    expect(organizationFromEventName('Oktagon 59', 'Bratislava')).toBe('OKTAGON');
    expect(organizationFromEventName('Octagon 59', 'Bratislava')).toBe('OKTAGON');
    expect(organizationName('OCTAGON_LEAGUE')).toBe('Octagon League');
  });
});

describe('event names as their promotion brands them', () => {
  it('writes a short capitals brand as the promotion does where a source does not, and leaves every other name', () => {
    expect(brandedEventName('One 166', 'ONE')).toBe('ONE 166');
    expect(brandedEventName('One FC 70', 'ONE')).toBe('ONE FC 70');
    expect(brandedEventName('One on Prime 5', 'ONE')).toBe('ONE on Prime 5');
    expect(brandedEventName('ONE 169', 'ONE')).toBe('ONE 169');
    // Not the brand as a word, or not a short capitals code: as it comes.
    expect(brandedEventName('Onslaught 3', 'ONE')).toBe('Onslaught 3');
    expect(brandedEventName('Rizin 43', 'RIZIN')).toBe('RIZIN 43');
    expect(brandedEventName('Fury FC 50', 'FURY')).toBe('Fury FC 50');
    expect(brandedEventName('Meca 5', 'MECA')).toBe('Meca 5');
    expect(brandedEventName('Road to ONE 2', 'ONE')).toBe('Road to ONE 2');
  });
});

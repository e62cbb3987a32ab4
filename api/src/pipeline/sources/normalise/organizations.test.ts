import { describe, expect, it } from 'vitest';
import { organizationFromEventName, organizationName } from './organizations';

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

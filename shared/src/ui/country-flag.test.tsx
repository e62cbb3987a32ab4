import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import countries from 'world-countries';
import { buildCountryLookup, CountryFlag, findCountry, flagEmoji, loadCountryLookup } from './country-flag';

afterEach(cleanup);

const lookup = buildCountryLookup(countries);

describe('flag lookup (spec §2)', () => {
  it('matches the English common and official names', () => {
    expect(findCountry('Brazil', lookup)).toEqual({ code: 'BR', name: 'Brazil' });
    expect(findCountry('United States of America', lookup)?.code).toBe('US');
  });

  it('matches native names', () => {
    expect(findCountry('Brasil', lookup)?.code).toBe('BR');
    expect(findCountry('Deutschland', lookup)?.code).toBe('DE');
    expect(findCountry('Россия', lookup)?.code).toBe('RU');
  });

  it('matches case-insensitively', () => {
    expect(findCountry('bRaZiL', lookup)?.code).toBe('BR');
    expect(findCountry('  NEW ZEALAND ', lookup)?.code).toBe('NZ');
  });

  it('gives nothing when nothing matches', () => {
    expect(findCountry('Atlantis', lookup)).toBeUndefined();
    expect(findCountry('', lookup)).toBeUndefined();
    expect(findCountry(null, lookup)).toBeUndefined();
  });

  it('loads the real list once and shares the result', async () => {
    const first = await loadCountryLookup();
    expect(await loadCountryLookup()).toBe(first);
    expect(findCountry('Ireland', first)?.code).toBe('IE');
  });
});

describe('CountryFlag', () => {
  it('builds the emoji from regional indicators', () => {
    expect(flagEmoji('br')).toBe('\u{1F1E7}\u{1F1F7}');
  });

  it('names the country for screen readers and renders nothing without a country', () => {
    const { container, rerender } = render(<CountryFlag country={{ code: 'BR', name: 'Brazil' }} />);
    // Without flag emoji support (no canvas here) it falls back to the readable code badge.
    expect(screen.getByRole('img', { name: 'Brazil' }).textContent).toBe('BR');
    rerender(<CountryFlag country={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

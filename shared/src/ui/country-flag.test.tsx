import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import countries from 'world-countries';
import { CountryFlag, NationalityFlag, buildCountryLookup, findCountry, flagEmoji, loadCountryLookup } from './country-flag';
import { decodeCountryNames, encodeCountryNames, mergeCountryLookups } from './country-lookup';
import { ENGLISH_COUNTRY_NAMES } from './country-names';
import { NATIVE_COUNTRY_NAMES } from './country-native-names';

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
});

describe('the compact country list the browser loads', () => {
  it('holds exactly the lookup built from world-countries (regenerate with npm run generate:countries -w shared)', () => {
    const shipped = mergeCountryLookups(decodeCountryNames(ENGLISH_COUNTRY_NAMES), decodeCountryNames(NATIVE_COUNTRY_NAMES));
    expect(shipped.size).toBe(lookup.size);
    for (const [name, match] of lookup) expect(shipped.get(name), name).toEqual(match);
  });

  it('round-trips through its text form', () => {
    const sample = buildCountryLookup(countries.slice(0, 5));
    expect(decodeCountryNames(encodeCountryNames(sample))).toEqual(sample);
  });

  it('matches every English name without the native list, and is a small fraction of the dataset', () => {
    const english = decodeCountryNames(ENGLISH_COUNTRY_NAMES);
    for (const c of countries) {
      expect(findCountry(c.name.common, english)?.code, c.name.common).toBe(lookup.get(c.name.common.toLowerCase())?.code);
    }
    expect(findCountry('Deutschland', english)).toBeUndefined();
    expect(ENGLISH_COUNTRY_NAMES.length + NATIVE_COUNTRY_NAMES.length).toBeLessThan(JSON.stringify(countries).length / 20);
  });

  it('loads once and shares the result', async () => {
    const first = await loadCountryLookup();
    expect(await loadCountryLookup()).toBe(first);
    expect(findCountry('Ireland', first)?.code).toBe('IE');
    expect(findCountry('Éire', first)?.code).toBe('IE');
  });
});

describe('CountryFlag', () => {
  it('builds the emoji from regional indicators', () => {
    expect(flagEmoji('br')).toBe('\u{1F1E7}\u{1F1F7}');
  });

  it('names the country for screen readers and renders nothing without a country', () => {
    const { container, rerender } = render(<CountryFlag country={{ code: 'BR', name: 'Brazil' }} />);
    // Outside the bundler there are no SVG files, so it falls back to the readable code badge.
    expect(screen.getByRole('img', { name: 'Brazil' }).textContent).toBe('BR');
    rerender(<CountryFlag country={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a nationality by its native name and nothing for an unknown one', async () => {
    await loadCountryLookup();
    const { container, rerender } = render(<NationalityFlag nationality="Deutschland" />);
    expect(screen.getByRole('img', { name: 'Germany' })).toBeTruthy();
    rerender(<NationalityFlag nationality="Atlantis" />);
    expect(container.innerHTML).toBe('');
  });
});

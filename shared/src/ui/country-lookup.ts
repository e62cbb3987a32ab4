// The nationality → country rule of spec §2 (English or native name, case-insensitive), without the
// country dataset: the browser gets the compact list in country-names.ts, built from world-countries.
import type { Country } from 'world-countries';

export interface CountryMatch {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English common name. */
  name: string;
}

export type CountryLookup = ReadonlyMap<string, CountryMatch>;

export const normalizeCountryName = (name: string) => name.trim().toLowerCase();

/** Map of every English (common, official) and native name, lowercased, to its country. */
export function buildCountryLookup(countries: readonly Pick<Country, 'name' | 'cca2'>[]): CountryLookup {
  const lookup = new Map<string, CountryMatch>();
  const add = (name: string, match: CountryMatch) => {
    const key = normalizeCountryName(name);
    // English names go in first, so another country's native spelling never shadows them.
    if (key && !lookup.has(key)) lookup.set(key, match);
  };
  for (const c of countries) {
    const match = { code: c.cca2, name: c.name.common };
    add(c.name.common, match);
    add(c.name.official, match);
  }
  for (const c of countries) {
    const match = { code: c.cca2, name: c.name.common };
    for (const native of Object.values(c.name.native ?? {})) {
      add(native.common, match);
      add(native.official, match);
    }
  }
  return lookup;
}

// Tabs and newlines never occur in country names; '|' does not either (checked when encoding).
const FIELD = '\t';
const LINE = '\n';
const NAME = '|';

/** The lookup as text: `CODE<tab>English name<tab>name|name|...` per country. */
export function encodeCountryNames(lookup: CountryLookup): string {
  const byCode = new Map<string, { name: string; keys: string[] }>();
  for (const [key, { code, name }] of lookup) {
    if (/[\t\n|]/.test(key + name)) throw new Error(`country name "${key}" holds a separator`);
    const entry = byCode.get(code) ?? { name, keys: [] };
    entry.keys.push(key);
    byCode.set(code, entry);
  }
  return [...byCode].map(([code, { name, keys }]) => [code, name, keys.join(NAME)].join(FIELD)).join(LINE);
}

export function decodeCountryNames(compact: string): CountryLookup {
  const lookup = new Map<string, CountryMatch>();
  for (const line of compact.split(LINE)) {
    const [code = '', name = '', keys = ''] = line.split(FIELD);
    const match = { code, name };
    for (const key of keys.split(NAME)) if (key) lookup.set(key, match);
  }
  return lookup;
}

/**
 * The lookup split in two for the browser: English names (every nationality the API stores, ~3 KB gzip)
 * and native names, loaded only when a nationality matches no English name. English names win.
 */
export function splitCountryLookup(lookup: CountryLookup, countries: readonly Pick<Country, 'name' | 'cca2'>[]) {
  const englishOnly = countries.map((c) => ({ cca2: c.cca2, name: { ...c.name, native: {} } }));
  const english = buildCountryLookup(englishOnly);
  const native = new Map([...lookup].filter(([key]) => !english.has(key)));
  return { english, native };
}

/** English names first: a key in both maps keeps its English country. */
export function mergeCountryLookups(english: CountryLookup, native: CountryLookup): CountryLookup {
  const merged = new Map(native);
  for (const [key, match] of english) merged.set(key, match);
  return merged;
}

export function findCountry(nationality: string | null | undefined, lookup: CountryLookup): CountryMatch | undefined {
  return nationality ? lookup.get(normalizeCountryName(nationality)) : undefined;
}

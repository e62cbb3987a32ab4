// Country names from every source onto one list (world-countries: English common name + ISO alpha-2).
// The home nations collapse to the United Kingdom: see docs/decisions/005-nationality.md.
import countries from 'world-countries/countries.json' with { type: 'json' };

export interface Country {
  readonly name: string;
  readonly code: string;
}

// Spellings the sources use that world-countries does not list, and the decision to fold the home nations.
const ALIASES: Readonly<Record<string, string>> = {
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'great britain': 'GB',
  uk: 'GB',
  usa: 'US',
  'u s a': 'US',
  'united states': 'US',
  america: 'US',
  'croatia hrvatska': 'HR',
  'slovak republic': 'SK',
  'palestinian state': 'PS',
  'democratic republic of congo': 'CD',
  'virgin islands us': 'VI',
  korea: 'KR',
  holland: 'NL',
  // world-countries now names it Türkiye and lists no "Turkey", which is how Bet MMA and Tapology write it.
  turkey: 'TR',
};

// Regions that some sources write where a country belongs; no ISO code, so the other source decides. A bare "Congo"
// names either of two countries (Bet MMA writes it for fighters of Kinshasa's and of Brazzaville's): not guessed.
const NOT_COUNTRIES = new Set(['assyria', 'kurdistan', 'congo']);

function key(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^the /, '')
    .trim();
}

const BY_CODE = new Map<string, Country>();
const BY_KEY = new Map<string, string>();
for (const country of countries) {
  BY_CODE.set(country.cca2, { name: country.name.common, code: country.cca2 });
  const names = [
    country.name.common,
    country.name.official,
    ...Object.values(country.name.native ?? {}).flatMap((native) => [native.common, native.official]),
    ...country.altSpellings.filter((spelling) => spelling.length > 3),
  ];
  // First writer wins so an English common name is never shadowed by another country's alt spelling.
  for (const name of names) if (!BY_KEY.has(key(name))) BY_KEY.set(key(name), country.cca2);
}
for (const [alias, code] of Object.entries(ALIASES)) BY_KEY.set(alias, code);

/** Country for a free-text name ("England", "Croatia (Hrvatska)", "Brasil"); null when not a country. */
export function normalizeCountry(text: string | null): Country | null {
  if (!text) return null;
  const normalized = key(text);
  if (!normalized || NOT_COUNTRIES.has(normalized)) return null;
  const code = BY_KEY.get(normalized) ?? (/^[a-z]{2}$/.test(normalized) ? normalized.toUpperCase() : undefined);
  return code ? (BY_CODE.get(code) ?? null) : null;
}

/**
 * A source's country text that no list here reads, and that is not one of the regions deliberately left unread: a
 * spelling to add to ALIASES (data:report lists them, so a renamed country cannot silently blank its fighters).
 */
export function isUnreadCountryName(text: string | null): boolean {
  if (!text?.trim()) return false;
  return normalizeCountry(text) === null && !NOT_COUNTRIES.has(key(text));
}

// Flag templates ({{flagicon|BRA}}) name countries by IOC code, sometimes by ISO alpha-3; the home nations have their own.
const BY_FLAG_CODE = new Map<string, string>([
  ['ENG', 'GB'],
  ['SCO', 'GB'],
  ['WAL', 'GB'],
  ['NIR', 'GB'],
]);
for (const country of countries) {
  for (const code of [country.cioc, country.cca3]) if (code && !BY_FLAG_CODE.has(code)) BY_FLAG_CODE.set(code, country.cca2);
}

/** Country of a flag template's code ("BRA", "PHI", "SCO"), or of a country name written there instead; null otherwise. */
export function countryOfFlag(code: string): Country | null {
  const alpha2 = BY_FLAG_CODE.get(code.trim().toUpperCase());
  return alpha2 ? (BY_CODE.get(alpha2) ?? null) : normalizeCountry(code);
}

const US_STATES = new Set(
  (
    'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois ' +
    'indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri ' +
    'montana nebraska nevada new_hampshire new_jersey new_mexico new_york north_carolina north_dakota ohio oklahoma ' +
    'oregon pennsylvania rhode_island south_carolina south_dakota tennessee texas utah vermont virginia washington ' +
    'west_virginia wisconsin wyoming district_of_columbia'
  )
    .split(' ')
    .map((state) => state.replace(/_/g, ' ')),
);
const CANADIAN_PROVINCES = new Set([
  'alberta',
  'british columbia',
  'manitoba',
  'new brunswick',
  'newfoundland and labrador',
  'nova scotia',
  'ontario',
  'prince edward island',
  'quebec',
  'saskatchewan',
]);

/**
 * Country of an event location ("Tampa, Florida, USA"; Bet MMA writes "San Jose, California" with no country).
 * A lone US state or Canadian province as the last part means that country (Georgia stays the country).
 */
export function countryOfLocation(location: string | null): Country | null {
  if (!location) return null;
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (!last) return null;
  const direct = normalizeCountry(last);
  if (direct && !(parts.length > 1 && last.toLowerCase() === 'georgia')) return direct;
  const normalized = key(last);
  if (US_STATES.has(normalized)) return BY_CODE.get('US') ?? null;
  if (CANADIAN_PROVINCES.has(normalized)) return BY_CODE.get('CA') ?? null;
  return direct;
}

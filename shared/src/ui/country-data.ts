// Loaded on demand (its own chunk) the first time a flag is drawn: the English country names, which
// match every nationality the API stores. Native names are a second chunk (country-native-data.ts).
import { decodeCountryNames, type CountryLookup } from './country-lookup';
import { ENGLISH_COUNTRY_NAMES } from './country-names';

export const englishCountryLookup: CountryLookup = decodeCountryNames(ENGLISH_COUNTRY_NAMES);

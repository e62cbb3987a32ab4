// Native country names ("Deutschland", "Россия"): loaded only when a nationality matches no English name.
import { decodeCountryNames, type CountryLookup } from './country-lookup';
import { NATIVE_COUNTRY_NAMES } from './country-native-names';

export const nativeCountryLookup: CountryLookup = decodeCountryNames(NATIVE_COUNTRY_NAMES);

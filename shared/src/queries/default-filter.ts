// The choice a filtered list opens with, so no ranking page opens empty: the visitor's own country
// when their browser states a region (the same fact as the Accept-Language header; nothing is
// guessed from the address) and we rank fighters from it, else the option with the most fighters
// (the most populated division, country, organization or age band).
import type { FilteredRankingKind, RankingFilterOption } from '../contracts';

/** The region of the first browser language that names one: "en-GB" -> "GB", "pt-BR" -> "BR". */
export function regionFromLanguages(languages: readonly string[]): string | null {
  for (const language of languages) {
    const region = language
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part));
    if (region) return region.toUpperCase();
  }
  return null;
}

export function defaultFilter(kind: FilteredRankingKind, options: readonly RankingFilterOption[], languages: readonly string[] = []): string | null {
  if (options.length === 0) return null;
  if (kind === 'country') {
    const region = regionFromLanguages(languages);
    const own = region ? options.find((o) => o.countryCode?.toUpperCase() === region) : undefined;
    if (own) return own.value;
  }
  let best = options[0]!;
  for (const option of options) if (option.count > best.count) best = option;
  return best.value;
}

/** The visitor's stated languages, most preferred first (what the browser sends as Accept-Language). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

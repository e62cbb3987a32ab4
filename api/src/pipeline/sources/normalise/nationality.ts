// Which country a fighter is shown under. Rule (docs/decisions/005-nationality.md, revised in 037): a stated
// nationality from an operator file or the curated list first; then the country Bet MMA says he represents, except
// that Bet MMA's "United States" gives way to another country Tapology names or a birth place names (Bet MMA writes
// the US for fighters who live and train there: Yoel Romero, Waldo Cortes-Acosta, Julia Budd); then Tapology; then
// the country of a birth place. Sources that name another country are a conflict, listed by data:report.
import { countryOfLocation, isUnreadCountryName, normalizeCountry, type Country } from './countries';
import type { FighterFacts, SourceName } from '../source-records';

const US = 'US';

export interface NationalityChoice {
  readonly country: Country | null;
  /** "United States (betmma) shown as Cuba (tapology)"-style text when sources disagree; null when they agree. */
  readonly conflict: string | null;
  /** Country texts a source states that no country list reads (`"Turkey" (betmma)`), for data:report. */
  readonly unread: readonly string[];
}

interface Claim {
  readonly country: Country;
  readonly source: SourceName | `${SourceName} birth place`;
}

export function chooseNationality(facts: readonly FighterFacts[]): NationalityChoice {
  const stated = (source: SourceName): Claim[] =>
    facts.flatMap((fact) => {
      const country = fact.source === source ? normalizeCountry(fact.nationality ?? null) : null;
      return country ? [{ country, source }] : [];
    });
  const born: Claim[] = facts.flatMap((fact) => {
    const country = countryOfLocation(fact.birthPlace ?? null);
    return country ? [{ country, source: `${fact.source} birth place` as const }] : [];
  });
  const unread = [
    ...new Set(facts.filter((fact) => isUnreadCountryName(fact.nationality ?? null)).map((fact) => `"${fact.nationality!.trim()}" (${fact.source})`)),
  ];
  const [operator, betmma, tapology] = [stated('generic'), stated('betmma'), stated('tapology')];
  const all = [...operator, ...betmma, ...tapology, ...born];

  let chosen: Claim | undefined = operator[0];
  if (!chosen && betmma[0]) {
    const elsewhere = [...tapology, ...born].find((claim) => claim.country.code !== US);
    chosen = betmma[0].country.code === US && elsewhere && !tapology.some((claim) => claim.country.code === US) ? elsewhere : betmma[0];
  }
  // A flag beside the name on a Wikipedia card: only for fighters no other source places (decision 045), so it
  // takes part in no conflict.
  chosen ??= tapology[0] ?? born[0] ?? stated('wikipedia')[0];
  if (!chosen) return { country: null, conflict: null, unread };

  // A birth place is not a nationality claim: a fighter born abroad who represents another country is no conflict.
  const others = [...operator, ...betmma, ...tapology].filter((claim) => claim.country.code !== chosen.country.code);
  const conflict =
    others.length === 0 || all.length < 2
      ? null
      : `${chosen.country.name} (${chosen.source}) shown over ${[...new Map(others.map((claim) => [`${claim.country.code}|${claim.source}`, claim])).values()]
          .map((claim) => `${claim.country.name} (${claim.source})`)
          .join(', ')}`;
  return { country: chosen.country, conflict, unread };
}

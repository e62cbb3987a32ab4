// Which country a fighter is shown under. Rule (docs/decisions/005-nationality.md): the country the fighter
// represents (Bet MMA) first, then Tapology's nationality, then an operator's file; all on one country list.
import { normalizeCountry, type Country } from './countries';
import type { FighterFacts, SourceName } from './source-records';

const PREFERENCE: readonly SourceName[] = ['betmma', 'tapology', 'generic'];

export function nationalityOf(facts: readonly FighterFacts[]): Country | null {
  for (const source of PREFERENCE) {
    for (const fact of facts) {
      if (fact.source !== source) continue;
      const country = normalizeCountry(fact.nationality ?? null);
      if (country) return country;
    }
  }
  return null;
}

// Which choice of a filter slot a URL's filter names (QA pass 2, D7). Links are typed and shared by people, so
// "?c=japan", "?wc=light-heavyweight" and "?org=bellator mma" name Japan, Light Heavyweight and Bellator, as spec §2
// matches nationalities to flags without regard to case and the API takes an organization by code or name in any
// case. A value that names no choice is an unknown filter: the list says it has no rankings for it (decision 047).
import type { RankingFilterOption } from '@fightrank/shared/contracts';
import { filterKey } from '@fightrank/shared/routing';

/** The API's key for a filter (shared/routing), on the composed form of the text: a link may carry decomposed accents. */
const key = (text: string): string => filterKey(text.normalize('NFC'));

/** The choice `text` names: its value exactly, else its value or label in any case and spacing; null for none. */
export function matchFilterOption(options: readonly RankingFilterOption[], text: string): RankingFilterOption | null {
  const exact = options.find((option) => option.value === text);
  if (exact) return exact;
  const wanted = key(text);
  return options.find((option) => key(option.value) === wanted) ?? options.find((option) => key(option.label) === wanted) ?? null;
}

// The order a filter's options are offered in: divisions light to heavy (men's, then women's), age groups youngest
// first, countries by name, organizations by size. Presentation, so it lives with the route, not the repository.
import { AGE_GROUPS, type FilteredRankingKind, type RankingFilterOption } from '@fightrank/shared/contracts';
import { divisionLimitLbs, divisionSex } from '../../../pipeline/sources/normalise/weight-classes';

function byLabel(a: RankingFilterOption, b: RankingFilterOption): number {
  return a.label.localeCompare(b.label, 'en');
}

/** Men's divisions light to heavy, then women's; divisions we do not know last, by name. */
function divisionOrder(option: RankingFilterOption): [number, number] {
  const sex = divisionSex(option.value);
  const group = sex === 'M' ? 0 : sex === 'F' ? 1 : 2;
  const known = group < 2;
  return [group, known ? (divisionLimitLbs(option.value) ?? Number.MAX_SAFE_INTEGER) : 0];
}

/** Age groups in the contract's order (youngest first); unknown values last. */
function ageGroupOrder(option: RankingFilterOption): number {
  const index = AGE_GROUPS.findIndex((g) => g.value === option.value);
  return index === -1 ? AGE_GROUPS.length : index;
}

export function sortFilterOptions(kind: FilteredRankingKind, options: RankingFilterOption[]): RankingFilterOption[] {
  const sorted = [...options];
  switch (kind) {
    case 'weight-class':
      return sorted.sort((a, b) => {
        const [ga, wa] = divisionOrder(a);
        const [gb, wb] = divisionOrder(b);
        return ga - gb || wa - wb || byLabel(a, b);
      });
    case 'country':
      return sorted.sort(byLabel);
    case 'age':
      return sorted.sort((a, b) => ageGroupOrder(a) - ageGroupOrder(b) || byLabel(a, b));
    case 'organization':
      return sorted.sort((a, b) => b.count - a.count || byLabel(a, b));
  }
}

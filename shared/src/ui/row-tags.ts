// Spec §3 "Row tag": an optional label and a value. Ranking rows, computed and community, show the organization
// (left out when 'Unknown') and the weight class, on extra-large screens only.
import type { RankedFighter } from '@fightrank/shared/contracts';

export interface RowTag {
  label?: string;
  value: string;
}

export const UNKNOWN_ORGANIZATION = 'Unknown';

/** A division found from weigh-ins or opponents, not from a bout that names it, says so, as the fighter page does (decision 015). */
export function rankedFighterTags(
  fighter: Pick<RankedFighter, 'organization' | 'weightClass'> & Partial<Pick<RankedFighter, 'weightClassInferred'>>,
): RowTag[] {
  const tags: RowTag[] = [];
  if (fighter.organization && fighter.organization !== UNKNOWN_ORGANIZATION) tags.push({ label: 'Organization', value: fighter.organization });
  if (fighter.weightClass)
    tags.push(
      fighter.weightClassInferred
        ? { label: 'Weight class, inferred from weigh-ins or opponents', value: `${fighter.weightClass} (inferred)` }
        : { label: 'Weight class', value: fighter.weightClass },
    );
  return tags;
}

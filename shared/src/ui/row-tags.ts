// Spec §3 "Row tag": an optional label and a value. Ranking rows, computed and community, show the organization
// (left out when 'Unknown') and the weight class, on extra-large screens only.
import type { RankedFighter } from '@fightrank/shared/contracts';

export interface RowTag {
  label?: string;
  value: string;
}

export const UNKNOWN_ORGANIZATION = 'Unknown';

export function rankedFighterTags(fighter: Pick<RankedFighter, 'organization' | 'weightClass'>): RowTag[] {
  const tags: RowTag[] = [];
  if (fighter.organization && fighter.organization !== UNKNOWN_ORGANIZATION) tags.push({ label: 'Organization', value: fighter.organization });
  if (fighter.weightClass) tags.push({ label: 'Weight class', value: fighter.weightClass });
  return tags;
}

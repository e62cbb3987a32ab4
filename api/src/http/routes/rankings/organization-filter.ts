// Resolves what a fan or a link puts in `org=` (a code or a name, any case: "BELLATOR", "Bellator",
// "bellator mma") to the organization code the ranking lists are stored under. The rankings routes call it;
// an unknown value is a 400 that lists what is valid, instead of an empty list that looks like "no fighters".
import { filterKey } from '@fightrank/shared/routing';
import type { Queryable } from '../../../data/db/database';
import { listOrganizationChoices, type OrganizationChoice } from '../../../data/repositories/rankings-repository';
import { badRequest } from '../../http-errors';

/** The code that `value` names (by code or name), or null. Codes win over names when both could match. */
export function matchOrganization(choices: readonly OrganizationChoice[], value: string): string | null {
  const key = filterKey(value);
  const byCode = choices.find((choice) => filterKey(choice.code) === key);
  if (byCode) return byCode.code;
  return choices.find((choice) => filterKey(choice.name) === key)?.code ?? null;
}

/** The code for `org=value`; a 400 naming the parameter and the valid values when nothing matches. */
export async function resolveOrganizationFilter(db: Queryable, value: string): Promise<string> {
  return organizationCodeOrBadRequest(await listOrganizationChoices(db), value);
}

/** The code `value` names among `choices` (the read model holds them); a 400 as above when none matches. */
export function organizationCodeOrBadRequest(choices: readonly OrganizationChoice[], value: string): string {
  const code = matchOrganization(choices, value);
  if (code !== null) return code;
  const valid = choices.map((choice) => (choice.name === choice.code ? choice.code : `${choice.code} (${choice.name})`));
  throw badRequest(`org must be an organization code or name (any case); "${value}" is none of: ${valid.join(', ') || 'no organizations yet'}`);
}

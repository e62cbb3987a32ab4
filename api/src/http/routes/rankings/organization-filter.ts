// Resolves what a fan or a link puts in `org=` (a code or a name, any case: "BELLATOR", "Bellator",
// "bellator mma") to the organization code the ranking lists are stored under. The rankings routes call it;
// an unknown value is a 400 that lists what is valid, instead of an empty list that looks like "no fighters".
import type { Queryable } from '../../../data/db/database';
import { badRequest } from '../../http-errors';

export interface OrganizationChoice {
  code: string;
  name: string;
}

/** Case- and spacing-insensitive form: "Bellator  MMA", "bellator_mma" and "BELLATOR MMA" meet. */
export const organizationKey = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * Every organization a filter may name: those with an organization list, and those in the organizations table
 * (a promotion whose fighters are all inactive is valid and simply has an empty list). Lists first, by size.
 */
export async function listOrganizationChoices(db: Queryable): Promise<OrganizationChoice[]> {
  return db.query<OrganizationChoice>(
    `with listed as (
       select filter_value as code, count(*)::int as n from ranking_entries
       where kind = 'organization' and filter_value <> '' group by filter_value
     ),
     known as (
       select coalesce(l.code, o.code) as code, coalesce(o.name, l.code) as name, coalesce(l.n, 0) as n
       from listed l full join organizations o on o.code = l.code
     )
     select code, name from known order by n desc, code`,
  );
}

/** The code that `value` names (by code or name), or null. Codes win over names when both could match. */
export function matchOrganization(choices: readonly OrganizationChoice[], value: string): string | null {
  const key = organizationKey(value);
  const byCode = choices.find((choice) => organizationKey(choice.code) === key);
  if (byCode) return byCode.code;
  return choices.find((choice) => organizationKey(choice.name) === key)?.code ?? null;
}

/** The code for `org=value`; a 400 naming the parameter and the valid values when nothing matches. */
export async function resolveOrganizationFilter(db: Queryable, value: string): Promise<string> {
  const choices = await listOrganizationChoices(db);
  const code = matchOrganization(choices, value);
  if (code !== null) return code;
  const valid = choices.map((choice) => (choice.name === choice.code ? choice.code : `${choice.code} (${choice.name})`));
  throw badRequest(`org must be an organization code or name (any case); "${value}" is none of: ${valid.join(', ') || 'no organizations yet'}`);
}

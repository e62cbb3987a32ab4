// Fighter URLs (spec §2 "Fighter link"): /fighter/{slug}-{id}, where the id is after the last hyphen.
import { slugify } from '../contracts/fighter-slug';

export { slugify };

export function fighterNameId(name: string, id: number | string): string {
  const slug = slugify(name);
  return slug ? `${slug}-${id}` : String(id);
}

export function fighterPath(name: string, id: number | string): string {
  return `/fighter/${fighterNameId(name, id)}`;
}

/** A hyphen at the start or two in a row: no slug the site writes has either. */
const EMPTY_WORD = /^-|--/;

/**
 * The id part of a {slug}-{id} route segment: everything after the last hyphen. A segment with an empty word ("-1",
 * "--42") is passed on whole, for the API to answer "not found" (fan QA, session 40: "-1" opened fighter 1).
 */
export function fighterIdFromNameId(nameId: string): string {
  if (EMPTY_WORD.test(nameId)) return nameId;
  const cut = nameId.lastIndexOf('-');
  return cut === -1 ? nameId : nameId.slice(cut + 1);
}

/** A fighter segment without an id after its last hyphen ("jon-jones"): a link as a fan types it or an old share carried it. */
export function isBareSlug(nameId: string): boolean {
  return !/^\d+$/.test(fighterIdFromNameId(nameId));
}

/**
 * The fighter's name as the URL spells it ("jon-jones-7" → "Jon Jones"), for a heading while his answer cannot be
 * had (the API is down): close to the real name, never a stranger's. Null when the segment holds no name.
 */
export function nameFromNameId(nameId: string): string | null {
  const words = nameId
    .replace(/-\d+$/, '')
    .split('-')
    .filter((word) => word && !/^\d+$/.test(word));
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : null;
}

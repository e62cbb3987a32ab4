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

/** A {slug}-{id} segment as the site writes it: words joined by single hyphens, then an id without leading zeros. */
const SLUG_AND_ID = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?([1-9]\d*)$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/**
 * The id part of a {slug}-{id} route segment: the digits after the last hyphen. A segment of another shape ("-1",
 * "--42") is passed on whole, for the API to answer "not found" (fan QA, session 40: "-1" opened fighter 1).
 */
export function fighterIdFromNameId(nameId: string): string {
  return SLUG_AND_ID.exec(nameId)?.[1] ?? nameId;
}

/** A fighter segment without an id after its last hyphen ("jon-jones"): a link as a fan types it or an old share carried it. */
export function isBareSlug(nameId: string): boolean {
  return !SLUG_AND_ID.test(nameId) && SLUG.test(nameId);
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

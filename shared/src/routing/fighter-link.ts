// Fighter URLs (spec §2 "Fighter link"): /fighter/{slug}-{id}, where the id is after the last hyphen.

/**
 * Lowercased name, runs of non-alphanumerics turned into one hyphen, hyphens trimmed at both ends.
 * Accents are folded first (José -> jose) so names read naturally in the URL; the id after the last
 * hyphen is what identifies the fighter, so the slug only has to be stable and readable.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function fighterNameId(name: string, id: number | string): string {
  const slug = slugify(name);
  return slug ? `${slug}-${id}` : String(id);
}

export function fighterPath(name: string, id: number | string): string {
  return `/fighter/${fighterNameId(name, id)}`;
}

export function fighterFightsPath(name: string, id: number | string): string {
  return `${fighterPath(name, id)}/fights`;
}

/** The id part of a {slug}-{id} route segment: everything after the last hyphen. */
export function fighterIdFromNameId(nameId: string): string {
  const cut = nameId.lastIndexOf('-');
  return cut === -1 ? nameId : nameId.slice(cut + 1);
}

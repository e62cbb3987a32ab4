/**
 * The slug of a fighter URL (spec §2 "Fighter link"): the lowercased name, runs of non-alphanumerics
 * turned into one hyphen, hyphens trimmed at both ends. Accents are folded first (José -> jose) so
 * names read naturally; the id after the last hyphen is what identifies the fighter.
 * It lives in contracts because the api stores it (fighters.slug) and the browser builds links with it.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

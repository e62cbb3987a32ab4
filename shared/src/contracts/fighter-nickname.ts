// When a fighter's nickname is worth showing beside his name: the page, its first view and its description say it
// the same way. A fight name often is the nickname ("Cris Cyborg", "Mirko Cro Cop"), and “Cyborg” under it says nothing.
import { slugify } from './fighter-slug';

/** The nickname, unless the name already holds it as whole words; null when there is none to show. */
export function shownNickname(name: string, nickname: string | null): string | null {
  if (!nickname) return null;
  // Words as a fighter's URL spells them (slugify: accents folded, lower case, hyphen-separated).
  const said = slugify(nickname);
  return said && `-${slugify(name)}-`.includes(`-${said}-`) ? null : nickname;
}

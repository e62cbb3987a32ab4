// When a fighter's nickname is worth showing beside his name: the page, its first view and its description say it
// the same way. A fight name often is the nickname ("Cris Cyborg", "Mirko Cro Cop"), and “Cyborg” under it says nothing.

/** The nickname, unless the name already holds it as whole words; null when there is none to show. */
export function shownNickname(name: string, nickname: string | null): string | null {
  if (!nickname) return null;
  const words = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return ` ${words(name)} `.includes(` ${words(nickname)} `) ? null : nickname;
}

// Names fans build from a nickname: "Kid Yamamoto" for Norifumi "Kid" Yamamoto, "Rumble Johnson", "Thiago Pitbull",
// "Charles do Bronx". Search finds a nickname alone and a name alone, but not the two mixed: "kid yamamoto" is in
// neither text, so it fell to typo matching, where every Yamamoto scored alike and Norifumi came 8th. Written as
// fighter_aliases rows (source 'nickname'), the search function and its in-memory port match them like any other
// known name, with no change to either (decision 015, session 26).

export const NICKNAME_FORM_SOURCE = 'nickname';

/** A nickname of more words than this is a phrase ("The Man Who Never Sleeps"), not a name fans put beside a surname. */
const MAX_NICKNAME_WORDS = 3;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const folded = (text: string) => words(text).join(' ').toLocaleLowerCase('en');

/** Words that belong to the surname after them: "Cigano dos Santos", "Stillknocks du Plessis". */
const SURNAME_PARTICLES = new Set(['da', 'das', 'de', 'del', 'della', 'der', 'di', 'do', 'dos', 'du', 'la', 'le', 'van', 'von']);

/** The last word with the particles before it (never the first word, which is the first name). */
function surnameOf(nameWords: readonly string[]): string {
  let start = nameWords.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has((nameWords[start - 1] as string).toLocaleLowerCase('en'))) start--;
  return nameWords.slice(start).join(' ');
}

/** "Nickname Surname" (with its particles, and the last word alone) and "Firstname Nickname", unless the name carries the nickname. */
export function nicknameForms(name: string, nickname: string | null): string[] {
  if (nickname === null) return [];
  const nick = words(nickname.replace(/^["'\u201c\u2018]+|["'\u201d\u2019]+$/g, '')).join(' ');
  const nameWords = words(name);
  if (!nick || nameWords.length < 2 || words(nick).length > MAX_NICKNAME_WORDS) return [];
  // "Patricio Pitbull", "Mirko Cro Cop": the name already carries the nickname.
  if (` ${folded(name)} `.includes(` ${folded(nick)} `)) return [];
  const forms = [`${nick} ${surnameOf(nameWords)}`, `${nick} ${nameWords.at(-1)}`, `${nameWords[0]} ${nick}`];
  return [...new Set(forms)].filter((form) => folded(form) !== folded(name));
}

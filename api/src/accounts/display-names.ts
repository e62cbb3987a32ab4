// The name a fan shows in public (the predictions leaderboard) instead of the account's internal id (issue 22
// finding 8). Every account starts with an opaque handle drawn at random, never derived from the id, and may pick
// its own on Profile. Pure: the account routes check a choice here, the repository stores it with its key.
import { randomInt } from 'node:crypto';
import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from '@fightrank/shared/contracts';

// No 0/O, 1/I/L or U: a handle read aloud or copied by hand is not mistaken for another.
const HANDLE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const HANDLE_LENGTH = 10;

/** "Fan 7KQ2M9XH4T": 30^10 handles, so guessing or enumerating them tells nothing about accounts. */
export function randomHandle(): string {
  let handle = 'Fan ';
  for (let i = 0; i < HANDLE_LENGTH; i++) handle += HANDLE_ALPHABET[randomInt(HANDLE_ALPHABET.length)];
  return handle;
}

/** Letters of the Latin script (accents too), digits, and single spaces, dots, hyphens or underscores between them. */
const NAME_SHAPE = /^[\p{Script=Latin}0-9](?:[ ._-]?[\p{Script=Latin}0-9])*$/u;

/** Common look-alike digits and symbols, so "4dm1n" reads as "admin" to the checks below. */
const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g' };

/**
 * Latin letters that no Unicode decomposition turns into plain letters, folded as they are read (ø is o, ß is ss).
 * Without them "Fıghtrank" was checked as "fghtrank" and passed for the site, and every name made of such letters
 * had one empty key (a second fan's "Łøð" was "taken"). A Latin letter missing here (small capitals such as
 * "ᴀᴅᴍɪɴ", phonetic letters) is refused by displayNameProblem: the checks cannot read it.
 */
const LETTER_FOLDS: Record<string, string> = {
  ı: 'i',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
  ſ: 's',
};

/** Lower case, accents dropped, the letters above folded: what every check of a name reads. */
const foldName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\x00-\x7f]/g, (letter) => LETTER_FOLDS[letter] ?? letter);

/**
 * The uniqueness key: lower case, accents dropped, separators removed. "José.Aldo" and "jose aldo" are one name,
 * so nobody can take a near copy of another fan's name.
 */
export function displayNameKey(name: string): string {
  return foldName(name).replace(/[^a-z0-9]/g, '');
}

/** Look-alike digits read as letters ("4dm1n" is "admin"), for the reserved and offensive word checks only. */
const readAsLetters = (key: string) => key.replace(/[0-9]/g, (d) => LOOK_ALIKES[d] ?? d);
/** Doubled letters collapsed, so "Fiightrank" or "Addmin" is still seen. */
const collapse = (text: string) => text.replace(/(.)\1+/g, '$1');

// Names that would pass for the site, its staff or the engine on the leaderboard ("FightRank engine").
// Refused anywhere inside a name: nobody's own name contains them.
const RESERVED_INSIDE = ['fightrank', 'admin', 'moderator', 'official'];
// Refused as a whole word of the name ("Mod Joe", "FR Staff"), not inside one ("Modafferi", "Frodo").
const RESERVED_WORDS = new Set(['mod', 'staff', 'support', 'system', 'root', 'engine', 'fr', 'team', 'bot']);
// Slurs and obscenities fans would report, matched inside the name so "xXslurXx" is caught too. Kept short on
// purpose: a longer list mostly refuses innocent names (Fukuda, Hancock, Nazir), which fans would resent more.
const OFFENSIVE = ['fuck', 'cunt', 'nigger', 'nigga', 'faggot', 'retard', 'whore', 'tranny', 'pussy', 'bitch', 'slut', 'shit', 'porn', 'hitler'];

/** "Fan" in any case, then HANDLE_LENGTH capitals of the handle alphabet, as randomHandle draws them. */
const LOOKS_LIKE_A_DRAWN_HANDLE = new RegExp(`^[Ff][Aa][Nn][ ._-]?[${HANDLE_ALPHABET}]{${HANDLE_LENGTH}}$`);

/** The refusal of a chosen name shaped like a handle FightRank draws: the one problem a drawn handle itself has. */
export const HANDLE_SHAPE_PROBLEM = 'displayName must not look like the handles FightRank hands out ("Fan" and a code)';

/** Why a chosen display name is refused, in words a fan can act on, or undefined when it is fine. */
export function displayNameProblem(raw: string): string | undefined {
  const name = raw.normalize('NFC');
  const length = [...name].length;
  if (length === 0 || name.trim() !== name) return 'displayName must not start or end with a space';
  if (length < DISPLAY_NAME_MIN_LENGTH) return `displayName must be at least ${DISPLAY_NAME_MIN_LENGTH} characters`;
  if (length > DISPLAY_NAME_MAX_LENGTH) return `displayName must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`;
  if (!NAME_SHAPE.test(name)) {
    return 'displayName may use letters, digits and single spaces, dots, hyphens or underscores between them';
  }
  if (/[^a-z0-9 ._-]/.test(foldName(name))) {
    return 'displayName may use the letters a to z, with accents (é, ø, ß and the like), not other forms of them such as small capitals';
  }
  // "Fan 7KQ2M9XH4T" is the shape of the handles FightRank hands out; a chosen name of that shape passes for another fan.
  // A code with a digit, or a drawn code's exact shape: about one handle in 22 has no digit ("Fan ABCDEFGHJK").
  if (/^fan[ ._-]?(?=[a-z0-9]*\d)[a-z0-9]{4,}$/i.test(name) || LOOKS_LIKE_A_DRAWN_HANDLE.test(name)) return HANDLE_SHAPE_PROBLEM;
  const letters = readAsLetters(displayNameKey(name));
  const words = name.split(/[ ._-]/).map((word) => readAsLetters(displayNameKey(word)));
  if (
    RESERVED_INSIDE.some((word) => letters.includes(word) || collapse(letters).includes(word)) ||
    words.some((word) => RESERVED_WORDS.has(word) || RESERVED_WORDS.has(collapse(word)))
  ) {
    return 'displayName must not pass for FightRank or its staff; choose a name of your own';
  }
  if (OFFENSIVE.some((word) => letters.includes(word))) return 'displayName is not allowed here; choose another name';
  return undefined;
}

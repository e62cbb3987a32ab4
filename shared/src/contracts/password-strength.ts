// The one rule for a new password (issue 22 finding 7), used by the API's register and change-password routes
// and, loaded lazily, by the register and profile forms, so a fan hears the same verdict before and after a round
// trip. Not in the contracts index on purpose: the estimator and its ~50,000-word list must not ride along with
// every screen that imports a contract; the forms import this subpath only when a password is typed.
import { ZxcvbnFactory, type OptionsType } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordLimitAdvice, passwordLimitProblem } from './account-rules';
/** zxcvbn's score 3: about 10^8 guesses or more ("safely unguessable" for an online attacker and a slow hash). */
export const PASSWORD_MIN_SCORE = 3;

/** Words a guesser of a FightRank password tries first, whoever the fan is. */
export const SITE_WORDS = ['fightrank', 'fight rank', 'fight', 'rank', 'mma', 'ufc', 'octagon', 'knockout', 'submission', 'champion', 'fighter'];

// English wording for the estimator's feedback keys (its own defaults are bare keys; language-en is left out to
// keep the forms' chunk small, so its English dictionaries are not needed for wording either).
const translations: NonNullable<OptionsType['translations']> = {
  warnings: {
    straightRow: 'Keys in a straight row on the keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
    sequences: 'Sequences like "abc" or "1234" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is one of the ten most used passwords.',
    topHundred: 'This is one of the hundred most used passwords.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is very close to a commonly used password.',
    wordByItself: 'A single word is easy to guess.',
    namesByThemselves: 'Names on their own are easy to guess.',
    commonNames: 'Common names are easy to guess.',
    userInputs: "It contains your e-mail address or the site's name, which a guesser tries first.",
    pwned: 'This password has appeared in a data breach.',
  },
  suggestions: {
    l33t: 'Swapping letters for look-alikes such as "@" for "a" does not help much.',
    reverseWords: 'Spelling a common word backwards does not help much.',
    allUppercase: 'Capitalise some letters, not all of them.',
    capitalization: 'Capitalise more than the first letter.',
    dates: 'Avoid dates and years that are linked to you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are linked to you.',
    sequences: 'Avoid common character sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use longer keyboard patterns and change the typing direction several times.',
    anotherWord: 'Add more words that are less common.',
    useWords: 'Use several unrelated words; a short phrase only you would think of is strong and easy to remember.',
    noNeed: 'You can make strong passwords without symbols, numbers or capital letters.',
    pwned: 'If you use this password elsewhere, change it there too.',
  },
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

/**
 * Characters the estimator reads. Its matching grows fast with length: a hostile 256-character password took up to
 * 1.5 s of synchronous CPU (a cheap way to stall the API). The first 64 characters decide any real password; a weak
 * head ("p@$$w0rd" repeated) is still refused, a strong one is strong whatever follows.
 */
export const PASSWORD_JUDGED_LENGTH = 64;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: ranking the word lists takes a few tens of milliseconds, paid once per process or page. */
const getEstimator = () =>
  (estimator ??= new ZxcvbnFactory({ translations, graphs: adjacencyGraphs, dictionary, maxLength: PASSWORD_JUDGED_LENGTH, l33tMaxSubstitutions: 16 }));

/** The account details a guesser would try: the whole e-mail, its local part and its name-like pieces. */
export function personalWords(email: string, displayName?: string): string[] {
  const words = new Set<string>();
  const lower = email.trim().toLowerCase();
  if (lower) {
    words.add(lower);
    const local = lower.split('@')[0]!;
    words.add(local);
    for (const piece of local.split(/[^a-z0-9]+/)) if (piece.length >= 3) words.add(piece);
  }
  const name = displayName?.trim().toLowerCase();
  if (name) {
    words.add(name);
    for (const piece of name.split(/[^\p{L}0-9]+/u)) if (piece.length >= 3) words.add(piece);
  }
  return [...words];
}

export interface PasswordVerdict {
  ok: boolean;
  /** What is wrong and what to do, in one or two sentences; empty when ok. */
  message: string;
  /** 0 (guessed at once) to 4 (very strong), for a strength meter. */
  score: number;
}

/**
 * Judges a new password. The message names what is weak and how to fix it, e.g. "This is a commonly used
 * password. Add more words that are less common." The same verdict on the server and in the forms.
 */
export function judgePassword(password: string, email: string, displayName?: string): PasswordVerdict {
  const refuse = (message: string, score = 0): PasswordVerdict => ({ ok: false, message, score });
  const limit = passwordLimitProblem(password);
  if (limit) return refuse(passwordLimitAdvice(limit, password));
  const inputs = personalWords(email, displayName);
  if (inputs.includes(password.trim().toLowerCase())) return refuse("Don't use your e-mail address or name as your password.");
  // The site's words count as "user inputs": the estimator then says why ("contains ... the site's name").
  const result = getEstimator().check(password.slice(0, PASSWORD_JUDGED_LENGTH), [...inputs, ...SITE_WORDS]);
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true, message: '', score: result.score };
  const warning = result.feedback.warning ?? 'This password would be guessed too quickly.';
  const suggestion = result.feedback.suggestions[0] ?? translations.suggestions.useWords;
  return refuse(`${warning} ${suggestion}`, result.score);
}

// The two text functions header search is made of, ported from the database so the in-memory search (decision 049)
// folds and scores exactly as fr_search_fighters does: fr_search_text (migration 040) and pg_trgm's
// word_similarity (contrib/pg_trgm/trgm_op.c, calc_word_similarity and iterate_word_similarity), including its
// float4 arithmetic, because search orders by the score and a last-bit difference reorders fighters.

// fr_search_text's replace() and translate() lists, in its order: a fan's accents fold to plain letters.
const MULTI_LETTER_FOLDS: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
];
const TRANSLATE_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ';
const TRANSLATE_TO =
  'AAAAAACEEEEIIIIDNOOOOOOUUUUYaaaaaaceeeeiiiidnoooooouuuuyyAaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjKkLlLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzsOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy';
const TRANSLATION = new Map([...TRANSLATE_FROM].map((from, i) => [from, TRANSLATE_TO[i] ?? '']));

/**
 * How a database lowers a character that matters here: only a result in [a-z0-9] survives the fold (every other
 * character becomes a word break either way), and the only non-ASCII characters whose lower case is ASCII are
 * U+0130 (translated to I before lowering) and the Kelvin sign, which PostgreSQL lowers to k under a Unicode
 * locale (C.UTF-8, en_US.UTF-8) and keeps under PGlite's C locale.
 */
export type KelvinSign = 'k' | 'kept';

/** fr_search_text(value): the folded spelling every stored name has; '' when nothing searchable is left. */
export function foldSearchText(value: string, kelvinSign: KelvinSign): string {
  let text = value;
  for (const [from, to] of MULTI_LETTER_FOLDS) text = text.replaceAll(from, to);
  let lowered = '';
  for (const ch of text) {
    const translated = TRANSLATION.get(ch) ?? ch;
    if (translated >= 'A' && translated <= 'Z') lowered += translated.toLowerCase();
    else if (translated === '\u212a' && kelvinSign === 'k') lowered += 'k';
    else lowered += translated;
  }
  return lowered
    .replace(/['’‘`.ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^ +| +$/g, '');
}

/** Folded text holds 37 characters only (space, a-z, 0-9): a trigram is a number below 37³. */
const SYMBOLS = ' abcdefghijklmnopqrstuvwxyz0123456789';
export const TRIGRAM_CODES = SYMBOLS.length ** 3;
const symbolOf = (text: string, i: number) => SYMBOLS.indexOf(text.charAt(i));

/**
 * Three characters of folded text at `i` as one number below TRIGRAM_CODES; -1 when one is not folded text (the
 * stored names are fr_search_text's output, so the index builder treats -1 as corrupt data).
 */
export function tripleCode(text: string, i: number): number {
  const [a, b, c] = [symbolOf(text, i), symbolOf(text, i + 1), symbolOf(text, i + 2)];
  return a < 0 || b < 0 || c < 0 ? -1 : (a * SYMBOLS.length + b) * SYMBOLS.length + c;
}

/**
 * pg_trgm's trigrams of a folded text, in order, duplicates kept: each word (a run of letters and digits) padded
 * with two spaces before and one after, every three consecutive characters as one number.
 */
function trigramCodes(text: string): number[] {
  const codes: number[] = [];
  for (const word of text.match(/[a-z0-9]+/g) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      codes.push(tripleCode(padded, i));
    }
  }
  return codes;
}

/** A text's trigrams as word_similarity walks them: each position's distinct-trigram number, and each number's trigram. */
export interface TrigramText {
  readonly positions: Int32Array;
  readonly distinct: Int32Array;
}

/** A query's distinct trigrams (the first argument of word_similarity: only its set matters), listed and marked. */
export interface TrigramQuery {
  readonly codes: readonly number[];
  /** has[code] is 1 when the query has that trigram: a look-up without hashing. */
  readonly has: Uint8Array;
}

export function trigramTextOf(text: string): TrigramText {
  const numberOf = new Map<number, number>();
  const positions = trigramCodes(text).map((code) => numberOf.get(code) ?? numberOf.set(code, numberOf.size).size - 1);
  return { positions: Int32Array.from(positions), distinct: Int32Array.from(numberOf.keys()) };
}

// Mark arrays not in use: a query is marked, used, unmarked, and its array comes back here. A search runs
// synchronously, so there are as many as queries held at once (two: the query and one spelling of it).
const freeMarks: Uint8Array[] = [];

/** Runs `use` with the query's trigrams of `text`; the query is valid only inside `use`. */
export function withTrigramQuery<T>(text: string, use: (query: TrigramQuery) => T): T {
  const codes = [...new Set(trigramCodes(text))];
  const marks = freeMarks.pop() ?? new Uint8Array(TRIGRAM_CODES);
  for (const code of codes) marks[code] = 1;
  try {
    return use({ codes, has: marks });
  } finally {
    for (const code of codes) marks[code] = 0;
    freeMarks.push(marks);
  }
}

/** CALCSML with pg_trgm's DIVUNION: float4 division, so the result is the float4 PostgreSQL computes. */
const similarityOf = (count: number, len1: number, len2: number) => Math.fround(count / (len1 + len2 - count));

// Scratch arrays reused by every call (a search runs synchronously): no allocation per scored text.
let found = new Uint8Array(64);
let lastpos = new Int32Array(64);

/**
 * word_similarity(query, text): the greatest similarity between the query's trigram set and any continuous extent
 * of the text's trigrams, as a float4 (held in a double, exactly). A line-by-line port of iterate_word_similarity
 * without the strict and check-only flags (the `<%` test is this value >= the threshold). calc_word_similarity
 * numbers the distinct trigrams of both strings; those only the query has never occur in the text's walk, so the
 * text's own numbering (precomputed) serves, with found = whether the query has the trigram.
 */
export function wordSimilarity(query: TrigramQuery, text: TrigramText): number {
  const { positions, distinct } = text;
  if (distinct.length > found.length) {
    found = new Uint8Array(distinct.length * 2);
    lastpos = new Int32Array(distinct.length * 2);
  }
  let any = 0;
  for (let id = 0; id < distinct.length; id++) {
    const has = query.has[distinct[id] as number] as number;
    found[id] = has;
    lastpos[id] = -1;
    any |= has;
  }
  if (!any) return 0;
  const ulen1 = query.codes.length;
  const len2 = positions.length;
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i++) {
    const trgindex = positions[i] as number;
    if (lower >= 0 || found[trgindex]) {
      if ((lastpos[trgindex] as number) < 0) {
        ulen2++;
        if (found[trgindex]) count++;
      }
      lastpos[trgindex] = i;
    }
    if (!found[trgindex]) continue;

    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = similarityOf(count, ulen1, ulen2);
    // Also try to move the lower bound right for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const smlrTmp = similarityOf(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpTrgindex = positions[tmpLower] as number;
      if (lastpos[tmpTrgindex] === tmpLower) {
        tmpUlen2--;
        if (found[tmpTrgindex]) tmpCount--;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpTrgindex = positions[tmpLower] as number;
      if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
    }
  }
  return smlrMax;
}

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

/**
 * pg_trgm's trigrams of a folded text, in order, duplicates kept: each word (a run of letters and digits) padded
 * with two spaces before and one after, every three consecutive characters as one number.
 */
export function trigramsOf(text: string): Int32Array {
  const codes: number[] = [];
  for (const word of text.match(/[a-z0-9]+/g) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      codes.push((padded.charCodeAt(i) << 16) | (padded.charCodeAt(i + 1) << 8) | padded.charCodeAt(i + 2));
    }
  }
  return Int32Array.from(codes);
}

/** CALCSML with pg_trgm's DIVUNION: float4 division, so the result is the float4 PostgreSQL computes. */
const similarityOf = (count: number, len1: number, len2: number) => Math.fround(count / (len1 + len2 - count));

/**
 * word_similarity(query, text): the greatest similarity between the query's trigram set and any continuous extent
 * of the text's trigrams, as a float4 (held in a double, exactly). A line-by-line port of iterate_word_similarity
 * without the strict and check-only flags (the `<%` test is this value >= the threshold).
 */
export function wordSimilarity(queryTrigrams: Int32Array, textTrigrams: Int32Array): number {
  // calc_word_similarity's merge: number the distinct trigrams of both; found = the query has it.
  const idOf = new Map<number, number>();
  const found: boolean[] = [];
  for (const code of queryTrigrams) {
    if (!idOf.has(code)) {
      idOf.set(code, found.length);
      found.push(true);
    }
  }
  const ulen1 = found.length;
  const len2 = textTrigrams.length;
  const trg2indexes = new Int32Array(len2);
  for (let i = 0; i < len2; i++) {
    const code = textTrigrams[i] as number;
    let id = idOf.get(code);
    if (id === undefined) {
      id = found.length;
      idOf.set(code, id);
      found.push(false);
    }
    trg2indexes[i] = id;
  }

  const lastpos = new Int32Array(found.length).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i++) {
    const trgindex = trg2indexes[i] as number;
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
      const tmpTrgindex = trg2indexes[tmpLower] as number;
      if (lastpos[tmpTrgindex] === tmpLower) {
        tmpUlen2--;
        if (found[tmpTrgindex]) tmpCount--;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpTrgindex = trg2indexes[tmpLower] as number;
      if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
    }
  }
  return smlrMax;
}

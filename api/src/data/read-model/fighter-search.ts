// Header search answered from memory (decision 049): fr_search_fighters (migrations 091, 210, 280, 300, 370, 380) ported step by step over
// an index of one data version, so the model answers exactly what the database would: the same fighters, the same
// scores, the same order, the same limit. search-text.ts folds the query and scores word similarity as PostgreSQL.
// The two indexes only find candidates (as the trigram indexes do for the function); every candidate is then
// matched and scored by the function's own rules, so the indexes can never change an answer.
import type { FighterSearchResult } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { listFighterSearchEntries, readKelvinSignFold, type FighterSearchEntry } from '../repositories/fighter-search';
import { foldSearchText, TRIGRAM_CODES, tripleCode, trigramTextOf, withTrigramQuery, wordSimilarity, type KelvinSign, type TrigramQuery, type TrigramText } from './search-text';

/** `set pg_trgm.word_similarity_threshold = 0.5` on the function: what `<%` admits. */
const TYPO_THRESHOLD = 0.5;
/** The function answers from substring matches alone when they find this many fighters. */
const ENOUGH_SUBSTRING_MATCHES = 5;
/**
 * The typo step needs a query of this many distinct trigrams (migration 370): with four ("aaa", or "aaaaaaa", which
 * has the same four) similarity 0.5 is met by the two trigrams of a shared first two letters.
 */
const TYPO_QUERY_TRIGRAMS = 5;
/** Queries shorter than this match name starts only. */
const SHORT_QUERY = 3;
/** What the function subtracts from a match on a nickname or another known name: the name itself leads. */
const NICKNAME_PENALTY = 2;
/** A nickname that is the whole query counts as a whole word of a name (migration 280): the tie-break decides. */
const EXACT_NICKNAME_PENALTY = 1;
/** The articles a nickname may start with and still be the whole query: "The Eagle" is "eagle" (migration 280). */
const NICKNAME_ARTICLE = /^(the|el|la) /;
const ALIAS_PENALTY = 0.25;
/**
 * What a match of the query with two adjacent letters swapped loses (migration 380), beside its text's own penalty:
 * it ranks above every typo (at most 1) and below every match of the query as written (2 and more).
 */
const SWAPPED_LETTERS_PENALTY = 2;
/** A longer query gets no swapped spellings (no name is this long; each spelling is a substring search). */
const LONGEST_SWAPPED_QUERY = 40;

/** One searchable text: a fighter's name, nickname or other known name, folded. */
interface SearchText {
  fighter: number;
  text: string;
  penalty: number;
  trigrams: TrigramText;
}

export interface FighterSearchIndex {
  /** fr_search_fighters(query, limit) with the route's columns, in the function's order. */
  search(query: string, limit: number): FighterSearchResult[];
}

const isExactNickname = (query: string, { text, penalty }: SearchText) =>
  penalty === NICKNAME_PENALTY && (text === query || (NICKNAME_ARTICLE.test(text) && text.replace(NICKNAME_ARTICLE, '') === query));

/** How a matching text matches, the function's `case ... end` (migration 280): 0 is a typo, found by similarity alone. */
function matchKind(query: string, entry: SearchText): number {
  const { text } = entry;
  // A whole word anywhere before the start of a longer word (migration 210): "silva" is Anderson Silva's word, only
  // the start of Silvana's. The start of any word scores alike (migration 280): "makha" is Makhachev's as much as
  // Makharbek's.
  return text === query || isExactNickname(query, entry) ? 4 : ` ${text} `.includes(` ${query} `) ? 3 : ` ${text}`.includes(` ${query}`) ? 2.75 : text.includes(query) ? 2 : 0;
}

/**
 * Score of one matching text, as the function's `case ... end + word_similarity(...)` (migration 280), minus its
 * penalty and any added to it (a swapped spelling's, migration 380).
 */
function matchScore(query: string, kind: number, similarity: number, entry: SearchText, added = 0): number {
  // (case + float4) is float8 in PostgreSQL, then the penalty (numeric, exact) is subtracted: the same two double
  // operations. Subtracting 0 changes no double.
  const score = kind + similarity;
  return score - ((kind === 4 && isExactNickname(query, entry) ? EXACT_NICKNAME_PENALTY : entry.penalty) + added);
}

/** fr_adjacent_transpositions (migration 380): the query with each pair of adjacent different letters swapped, once each. */
export function adjacentTranspositions(query: string): string[] {
  if (query.length > LONGEST_SWAPPED_QUERY) return [];
  const spellings = new Set<string>();
  for (let i = 0; i + 1 < query.length; i++) {
    const [a, b] = [query.charAt(i), query.charAt(i + 1)];
    if (a !== b && a !== ' ' && b !== ' ') spellings.add(query.slice(0, i) + b + a + query.slice(i + 2));
  }
  return [...spellings];
}

/** Three-character pieces of a text (spaces included), the keys of the substring index, as numbers. */
function substringKeys(text: string): Set<number> {
  const keys = new Set<number>();
  for (let i = 0; i + 3 <= text.length; i++) {
    const key = tripleCode(text, i);
    if (key < 0) throw new Error(`search text outside fr_search_text's alphabet: ${JSON.stringify(text)}`);
    keys.add(key);
  }
  return keys;
}

/** Posting lists for every trigram number, in one array: key k's texts are items[start[k] .. start[k + 1]]. */
interface Postings {
  start: Int32Array;
  items: Int32Array;
}

function postingsOf(keysOfText: readonly Iterable<number>[]): Postings {
  const start = new Int32Array(TRIGRAM_CODES + 1);
  for (const keys of keysOfText) for (const key of keys) start[key + 1] = (start[key + 1] as number) + 1;
  for (let k = 0; k < TRIGRAM_CODES; k++) start[k + 1] = (start[k + 1] as number) + (start[k] as number);
  const next = start.slice(0, TRIGRAM_CODES);
  const items = new Int32Array(start[TRIGRAM_CODES] as number);
  keysOfText.forEach((keys, t) => {
    for (const key of keys) items[(next[key] as number)++] = t;
  });
  return { start, items };
}

const postingLength = (postings: Postings, key: number) => (postings.start[key + 1] as number) - (postings.start[key] as number);

export function createFighterSearchIndex(entries: readonly FighterSearchEntry[], kelvinSign: KelvinSign): FighterSearchIndex {
  const fighters = [...entries];

  // The function's tie-break after the score: the better of the global and GOAT ranks (migration 280: a retired
  // legend keeps his fame; unranked last), active first, then Rating, then name in the database's collation and id
  // (nameOrder, numbered by the database itself, so no collation is reimplemented). One or two letters walk the
  // global ranking alone (the short path of migrations 091 and 300).
  const tieBreakBy = (rankOf: (f: FighterSearchEntry) => number) => (a: FighterSearchEntry, b: FighterSearchEntry): number =>
    rankOf(a) - rankOf(b) ||
    activeOrder(a.isActive) - activeOrder(b.isActive) ||
    (b.rating ?? -Infinity) - (a.rating ?? -Infinity) ||
    a.nameOrder - b.nameOrder;
  const prominence = tieBreakBy((f) => Math.min(f.globalRank ?? Infinity, f.goatRank ?? Infinity));
  const globalOrder = tieBreakBy((f) => f.globalRank ?? Infinity);
  const byGlobalRank = [...fighters.keys()].sort((a, b) => globalOrder(fighters[a] as FighterSearchEntry, fighters[b] as FighterSearchEntry));

  const texts: SearchText[] = [];
  fighters.forEach((f, fighter) => {
    texts.push({ fighter, text: f.searchName, penalty: 0, trigrams: trigramTextOf(f.searchName) });
    if (f.searchNickname !== null) texts.push({ fighter, text: f.searchNickname, penalty: NICKNAME_PENALTY, trigrams: trigramTextOf(f.searchNickname) });
    for (const alias of f.aliasSearchNames) texts.push({ fighter, text: alias, penalty: ALIAS_PENALTY, trigrams: trigramTextOf(alias) });
  });
  // Built once per data version; the keys of each text are sets, so a text is listed once per key.
  const substringPostings = postingsOf(texts.map((entry) => substringKeys(entry.text)));
  const trigramPostings = postingsOf(texts.map((entry) => entry.trigrams.distinct));
  // Every text's distinct trigrams in one array (text t's are codes[codeStart[t] .. codeStart[t + 1]]): the typo
  // step counts a candidate's trigrams without touching its object.
  const codeStart = new Int32Array(texts.length + 1);
  texts.forEach((entry, t) => (codeStart[t + 1] = (codeStart[t] as number) + entry.trigrams.distinct.length));
  const codes = new Int32Array(codeStart[texts.length] as number);
  texts.forEach((entry, t) => codes.set(entry.trigrams.distinct, codeStart[t]));
  // Which texts the current typo step has seen: a text is seen when visited[t] equals the step's number.
  const visited = new Int32Array(texts.length);
  let visit = 0;
  // How many of the walked posting lists hold each text seen.
  const walkedHits = new Uint16Array(texts.length);
  const shortAnswers = new Map<string, number[]>();

  const result = (fighter: number): FighterSearchResult => {
    const f = fighters[fighter] as FighterSearchEntry;
    return { id: f.id, name: f.name, org: f.org, rating: f.rating, recordComplete: f.recordComplete, recordSince: f.recordSince, proRecord: f.proRecord ?? null };
  };

  /**
   * One or two letters (the function's short path): a whole name first, then a fighter whose nickname or known name is
   * the query ("DC", migration 300), then the names the letters start, each group by global rank.
   */
  function shortQuery(query: string, limit: number): number[] {
    const key = `${limit}|${query}`;
    let found = shortAnswers.get(key);
    if (!found) {
      const whole = byGlobalRank.filter((i) => fighters[i]?.searchName === query);
      const named = byGlobalRank.filter((i) => {
        const f = fighters[i] as FighterSearchEntry;
        return f.searchName !== query && (f.searchNickname === query || f.aliasSearchNames.includes(query));
      });
      const starts: number[] = [];
      for (const i of byGlobalRank) {
        if (whole.length + named.length + starts.length >= limit) break;
        const f = fighters[i] as FighterSearchEntry;
        if (f.searchName !== query && f.searchName.startsWith(query) && !named.includes(i)) starts.push(i);
      }
      found = [...whole, ...named, ...starts].slice(0, limit);
      // At most 37 x 37 short queries exist in folded text: kept for the life of the model.
      shortAnswers.set(key, found);
    }
    return found;
  }

  /** The texts containing the query: those holding its rarest three-character piece, then checked whole. */
  function substringMatches(query: string): number[] {
    let rarest = -1;
    for (const key of substringKeys(query)) {
      if (postingLength(substringPostings, key) === 0) return [];
      if (rarest < 0 || postingLength(substringPostings, key) < postingLength(substringPostings, rarest)) rarest = key;
    }
    const matches: number[] = [];
    if (rarest < 0) return matches;
    const { start, items } = substringPostings;
    for (let p = start[rarest] as number, end = start[rarest + 1] as number; p < end; p++) {
      const t = items[p] as number;
      if ((texts[t] as SearchText).text.includes(query)) matches.push(t);
    }
    return matches;
  }

  /**
   * The texts `<%` can admit: pg_trgm's index condition (at least half of the query's distinct trigrams present),
   * which word similarity >= 0.5 implies; each is then tested exactly. Only the rarest posting lists are walked
   * (the common trigrams of a name, "  j" or "es ", would cost thousands of texts each): a text with the needed
   * number of trigrams misses at most the unwalked lists, so it is in at least `needed - unwalked` walked ones.
   * Walking two lists more than the fewest possible lets that count drop most texts before they are checked whole.
   */
  function typoMatches(queryTrigrams: TrigramQuery, similarities: Map<number, number>): number[] {
    const size = queryTrigrams.codes.length;
    const needed = Math.ceil(size / 2);
    const walked = Math.min(size, size - needed + 3);
    const inWalked = needed - (size - walked);
    const lists = [...queryTrigrams.codes].sort((a, b) => postingLength(trigramPostings, a) - postingLength(trigramPostings, b));
    const { start, items } = trigramPostings;
    const walk = ++visit;
    const touched: number[] = [];
    for (let l = 0; l < walked; l++) {
      const key = lists[l] as number;
      for (let p = start[key] as number, end = start[key + 1] as number; p < end; p++) {
        const t = items[p] as number;
        if (visited[t] !== walk) {
          visited[t] = walk;
          walkedHits[t] = 0;
          touched.push(t);
        }
        walkedHits[t] = (walkedHits[t] as number) + 1;
      }
    }
    const { has } = queryTrigrams;
    const admitted: number[] = [];
    for (const t of touched) {
      if ((walkedHits[t] as number) < inWalked) continue;
      let hits = 0;
      for (let c = codeStart[t] as number, end = codeStart[t + 1] as number; c < end; c++) hits += has[codes[c] as number] as number;
      if (hits >= needed && similarityOf(queryTrigrams, t, similarities) >= TYPO_THRESHOLD) admitted.push(t);
    }
    return admitted;
  }

  /** word_similarity(query, text), once per text and query. */
  function similarityOf(queryTrigrams: TrigramQuery, t: number, similarities: Map<number, number>): number {
    let similarity = similarities.get(t);
    if (similarity === undefined) similarities.set(t, (similarity = wordSimilarity(queryTrigrams, (texts[t] as SearchText).trigrams)));
    return similarity;
  }

  /**
   * The typo step's matches of the query with two adjacent letters swapped (migration 380): best score per fighter,
   * each scored as a match of its spelling less SWAPPED_LETTERS_PENALTY. Every one contains its spelling, so none is
   * a typo (kind 0) and none moves the typo band.
   */
  function swappedLetterScores(query: string): Map<number, number> {
    const best = new Map<number, number>();
    for (const spelling of adjacentTranspositions(query)) {
      withTrigramQuery(spelling, (spellingTrigrams) => {
        for (const t of substringMatches(spelling)) {
          const entry = texts[t] as SearchText;
          const kind = matchKind(spelling, entry);
          const score = matchScore(spelling, kind, wordSimilarity(spellingTrigrams, entry.trigrams), entry, SWAPPED_LETTERS_PENALTY);
          const previous = best.get(entry.fighter);
          if (previous === undefined || score > previous) best.set(entry.fighter, score);
        }
      });
    }
    return best;
  }

  /**
   * Best score per fighter over the matching texts (and the swapped spellings' scores, in the typo step), ordered by
   * score then prominence, cut at the limit. For a query of one word, a typo within one trigram of the query of the
   * best typo takes the best typo's similarity (migration 370): the band's edge is float4, as the function's
   * `::real`, so a typo exactly one trigram short is inside it. Only the typo step finds typos.
   */
  function ranked(
    query: string,
    queryTrigrams: TrigramQuery,
    similarities: Map<number, number>,
    matching: Iterable<number>,
    limit: number,
    swapped: ReadonlyMap<number, number> = new Map(),
  ): number[] {
    const textsMatching = [...matching];
    const kinds = textsMatching.map((t) => matchKind(query, texts[t] as SearchText));
    let bestTypo = -Infinity;
    textsMatching.forEach((t, i) => {
      if (kinds[i] === 0) bestTypo = Math.max(bestTypo, similarityOf(queryTrigrams, t, similarities));
    });
    const bandEdge = query.includes(' ') ? Infinity : Math.fround(bestTypo - 1 / queryTrigrams.codes.length);
    const best = new Map<number, number>(swapped);
    textsMatching.forEach((t, i) => {
      const entry = texts[t] as SearchText;
      const kind = kinds[i] as number;
      const similarity = similarityOf(queryTrigrams, t, similarities);
      const score = matchScore(query, kind, kind === 0 && similarity >= bandEdge ? bestTypo : similarity, entry);
      const previous = best.get(entry.fighter);
      if (previous === undefined || score > previous) best.set(entry.fighter, score);
    });
    return [...best.keys()]
      .sort((a, b) => (best.get(b) as number) - (best.get(a) as number) || prominence(fighters[a] as FighterSearchEntry, fighters[b] as FighterSearchEntry))
      .slice(0, limit);
  }

  return {
    search(query, limit) {
      const text = foldSearchText(query, kelvinSign);
      if (text === '' || limit <= 0) return [];
      if (text.length < SHORT_QUERY) return shortQuery(text, limit).map(result);
      return withTrigramQuery(text, (queryTrigrams) => {
        const similarities = new Map<number, number>();
        const substrings = substringMatches(text);
        const found = ranked(text, queryTrigrams, similarities, substrings, limit);
        if (found.length >= ENOUGH_SUBSTRING_MATCHES || queryTrigrams.codes.length < TYPO_QUERY_TRIGRAMS) return found.map(result);
        const matching = new Set([...substrings, ...typoMatches(queryTrigrams, similarities)]);
        return ranked(text, queryTrigrams, similarities, matching, limit, swappedLetterScores(text)).map(result);
      });
    },
  };
}

/** `is_active desc nulls last`. */
const activeOrder = (active: boolean | null) => (active === true ? 0 : active === false ? 1 : 2);

/** Reads every fighter's search entry in chunks (a small result at a time, for PGlite's memory) and indexes them. */
export async function loadFighterSearchIndex(db: Queryable, chunk: number): Promise<FighterSearchIndex> {
  const entries: FighterSearchEntry[] = [];
  for (let after = 0; ; ) {
    const rows = await listFighterSearchEntries(db, after, chunk);
    entries.push(...rows);
    const last = rows.at(-1);
    if (rows.length < chunk || !last) break;
    after = last.id;
  }
  return createFighterSearchIndex(entries, await readKelvinSignFold(db));
}

// Header search answered from memory (decision 049): fr_search_fighters (migration 091) ported step by step over
// an index of one data version, so the model answers exactly what the database would: the same fighters, the same
// scores, the same order, the same limit. search-text.ts folds the query and scores word similarity as PostgreSQL.
// The two indexes only find candidates (as the trigram indexes do for the function); every candidate is then
// matched and scored by the function's own rules, so the indexes can never change an answer.
import type { FighterSearchResult } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { listFighterSearchEntries, readKelvinSignFold, type FighterSearchEntry } from '../repositories/fighter-search';
import { foldSearchText, trigramTextOf, withTrigramQuery, wordSimilarity, type KelvinSign, type TrigramQuery, type TrigramText } from './search-text';

/** `set pg_trgm.word_similarity_threshold = 0.5` on the function: what `<%` admits. */
const TYPO_THRESHOLD = 0.5;
/** The function answers from substring matches alone when they find this many fighters. */
const ENOUGH_SUBSTRING_MATCHES = 5;
/** Queries shorter than this match name starts only. */
const SHORT_QUERY = 3;
/** What the function subtracts from a match on a nickname or another known name: the name itself leads. */
const NICKNAME_PENALTY = 2;
const ALIAS_PENALTY = 0.25;

const NONE = new Int32Array(0);

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

/** Score of one matching text, as the function's `case ... end + word_similarity(...)`, minus its penalty. */
function matchScore(query: string, similarity: number, entry: SearchText): number {
  const { text } = entry;
  const kind =
    text === query
      ? 4
      : text.startsWith(query)
        ? 3
        : ` ${text} `.includes(` ${query} `)
          ? 2.75
          : text.includes(` ${query}`)
            ? 2.5
            : text.includes(query)
              ? 2
              : 0;
  // (case + float4) is float8 in PostgreSQL, then the penalty is subtracted: the same two double operations.
  const score = kind + similarity;
  return entry.penalty === 0 ? score : score - entry.penalty;
}

/** Three-character substrings of a text (spaces included), the keys of the substring index. */
function substringKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) keys.add(text.slice(i, i + 3));
  return keys;
}

function postings<K>(lists: Map<K, number[]>): Map<K, Int32Array> {
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
}

export function createFighterSearchIndex(entries: readonly FighterSearchEntry[], kelvinSign: KelvinSign): FighterSearchIndex {
  const fighters = [...entries];

  // The function's tie-break after the score: global rank (unranked last), active first, then Rating, then name in
  // the database's collation and id (nameOrder, numbered by the database itself, so no collation is reimplemented).
  const prominence = (a: FighterSearchEntry, b: FighterSearchEntry): number =>
    (a.globalRank ?? Infinity) - (b.globalRank ?? Infinity) ||
    activeOrder(a.isActive) - activeOrder(b.isActive) ||
    (b.rating ?? -Infinity) - (a.rating ?? -Infinity) ||
    a.nameOrder - b.nameOrder;
  const byProminence = [...fighters.keys()].sort((a, b) => prominence(fighters[a] as FighterSearchEntry, fighters[b] as FighterSearchEntry));

  const texts: SearchText[] = [];
  fighters.forEach((f, fighter) => {
    texts.push({ fighter, text: f.searchName, penalty: 0, trigrams: trigramTextOf(f.searchName) });
    if (f.searchNickname !== null) texts.push({ fighter, text: f.searchNickname, penalty: NICKNAME_PENALTY, trigrams: trigramTextOf(f.searchNickname) });
    for (const alias of f.aliasSearchNames) texts.push({ fighter, text: alias, penalty: ALIAS_PENALTY, trigrams: trigramTextOf(alias) });
  });
  const bySubstring = new Map<string, number[]>();
  const byTrigram = new Map<number, number[]>();
  texts.forEach((entry, t) => {
    for (const key of substringKeys(entry.text)) (bySubstring.get(key) ?? bySubstring.set(key, []).get(key))?.push(t);
    for (const code of entry.trigrams.distinct) (byTrigram.get(code) ?? byTrigram.set(code, []).get(code))?.push(t);
  });
  const substringPostings = postings(bySubstring);
  const trigramPostings = postings(byTrigram);
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
    return { id: f.id, name: f.name, org: f.org, rating: f.rating, recordComplete: f.recordComplete, recordSince: f.recordSince };
  };

  /** One or two letters: name starts only, a whole name first, then by prominence (the function's short path). */
  function shortQuery(query: string, limit: number): number[] {
    const key = `${limit}|${query}`;
    let found = shortAnswers.get(key);
    if (!found) {
      const whole = byProminence.filter((i) => fighters[i]?.searchName === query);
      const starts: number[] = [];
      for (const i of byProminence) {
        if (whole.length + starts.length >= limit) break;
        const name = (fighters[i] as FighterSearchEntry).searchName;
        if (name !== query && name.startsWith(query)) starts.push(i);
      }
      found = [...whole, ...starts].slice(0, limit);
      // At most 37 x 37 short queries exist in folded text: kept for the life of the model.
      shortAnswers.set(key, found);
    }
    return found;
  }

  /** The texts containing the query: those holding its rarest three-character piece, then checked whole. */
  function substringMatches(query: string): number[] {
    let rarest: Int32Array | undefined;
    for (const key of substringKeys(query)) {
      const list = substringPostings.get(key);
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return [...(rarest ?? [])].filter((t) => (texts[t] as SearchText).text.includes(query));
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
    const lists = queryTrigrams.codes.map((code) => trigramPostings.get(code) ?? NONE).sort((a, b) => a.length - b.length);
    const walk = ++visit;
    const touched: number[] = [];
    for (let l = 0; l < walked; l++) {
      const list = lists[l] as Int32Array;
      for (let p = 0; p < list.length; p++) {
        const t = list[p] as number;
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

  /** Best score per fighter over the matching texts, ordered by score then prominence, cut at the limit. */
  function ranked(query: string, queryTrigrams: TrigramQuery, similarities: Map<number, number>, matching: Iterable<number>, limit: number): number[] {
    const best = new Map<number, number>();
    for (const t of matching) {
      const entry = texts[t] as SearchText;
      const score = matchScore(query, similarityOf(queryTrigrams, t, similarities), entry);
      const previous = best.get(entry.fighter);
      if (previous === undefined || score > previous) best.set(entry.fighter, score);
    }
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
        if (found.length >= ENOUGH_SUBSTRING_MATCHES) return found.map(result);
        const matching = new Set([...substrings, ...typoMatches(queryTrigrams, similarities)]);
        return ranked(text, queryTrigrams, similarities, matching, limit).map(result);
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

// Name keys for matching people across sources that spell them differently
// ("Waldo Cortes-Acosta" / "Waldo Cortes Acosta", "Kai Kamaka III" / "Kai Kamaka", "José" / "Jose").

// Letters NFKD does not decompose into a base letter plus a mark.
const FOLD: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

// Every fighter name is keyed many times while matching; the set of distinct names is small.
const cache = new Map<string, readonly string[]>();

/** Lowercase ASCII tokens without accents, punctuation or generational suffixes. */
export function nameTokens(name: string): readonly string[] {
  let tokens = cache.get(name);
  if (!tokens) {
    tokens = computeTokens(name);
    cache.set(name, tokens);
  }
  return tokens;
}

function computeTokens(name: string): readonly string[] {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðþßæœı]/g, (letter) => FOLD[letter] ?? letter)
    .replace(/['’`´.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const tokens = folded ? folded.split(' ') : [];
  return tokens.length > 1 ? tokens.filter((token) => !SUFFIXES.has(token)) : tokens;
}

/** Strict key: tokens in order. */
export function nameKey(name: string): string {
  return nameTokens(name).join(' ');
}

/**
 * Looser keys tried in order when the strict key finds nobody: spacing differences ("YiSak Lee" /
 * "Yi Sak Lee") and swapped order ("Bibulatov Magomed" / "Magomed Bibulatov").
 */
export function looseNameKeys(name: string): string[] {
  const tokens = nameTokens(name);
  return [`~${tokens.join('')}`, `^${[...tokens].sort().join(' ')}`];
}

/**
 * Whether two spellings can name one person: they share a word, or their words run together the same in either
 * order ("ColleyBradford", "Gezhen Re" / "Regezhen"). ufcstats' tale of the tape filed "Regina Malpica" under Tyrell
 * Fortune's page: two spellings of one man always keep something in common, two people's names need not.
 */
export function mayNameOnePerson(a: string, b: string): boolean {
  const tokensA = nameTokens(a);
  const tokensB = nameTokens(b);
  if (tokensA.some((token) => tokensB.includes(token))) return true;
  const runTogether = (tokens: readonly string[]) => [tokens.join(''), [...tokens].reverse().join('')];
  const [forwardB, backwardB] = runTogether(tokensB);
  return runTogether(tokensA).some((joined) => joined === forwardB || joined === backwardB);
}

/** Display form: trimmed, inner runs of spaces collapsed (Bet MMA writes "Joshua  Simpson"). */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** URL-safe slug for keys made from names. */
export function nameSlug(name: string): string {
  return nameTokens(name).join('-');
}

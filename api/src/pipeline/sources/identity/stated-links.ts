// A curated or operator row that names one fighter by both his ufcstats id and his Bet MMA id says the two records are
// one person, as fighter_mapping.csv does for the fighters it lists. Bet MMA's record of a fighter who changed her name
// (Maiju Suotama, Strikeforce's Maiju Kujala) has no crosswalk row and no name in common with ufcstats': only such a
// row, with its source, joins them. A Bet MMA id the crosswalk already maps keeps the crosswalk's fighter.
import type { Crosswalks, FighterFacts } from '../source-records';

export function withStatedLinks(crosswalks: Crosswalks, facts: readonly FighterFacts[]): Crosswalks {
  const betmma = new Map(crosswalks.fighterToUfcstats.get('betmma') ?? []);
  let added = 0;
  for (const fact of facts) {
    const ufcstats = fact.ids?.ufcstats;
    const id = fact.ids?.betmma;
    if (fact.source !== 'generic' || !ufcstats || !id || betmma.has(id)) continue;
    betmma.set(id, ufcstats);
    added++;
  }
  if (added === 0) return crosswalks;
  return { ...crosswalks, fighterToUfcstats: new Map([...crosswalks.fighterToUfcstats, ['betmma', betmma]]) };
}

// A Wikipedia article joins a fighter of the other sources by name only when the name, or the divisions and dates the
// article's name was listed at, point to exactly one; otherwise it stays its own fighter, reported (decision 045).
import { describe, expect, it } from 'vitest';
import { resolveIdentities } from '../identity/identity';
import type { Crosswalks, FighterFacts } from '../source-records';

const crosswalks: Crosswalks = { fighterToUfcstats: new Map(), boutBetmmaToUfcstats: new Map(), eventBetmmaToUfcstats: new Map() };
// Two UFC fighters share a name: a flyweight and a middleweight (ufcstats tale of the tape).
const ufc = (id: string, weightLbs: number): FighterFacts => ({ source: 'ufcstats', system: 'ufcstats', id, name: 'Bruno Silva', weightLbs });
const article = (id: string, seenIn: FighterFacts['seenIn']): FighterFacts => ({ source: 'wikipedia', system: 'wikipedia', id, name: 'Bruno Silva', seenIn });

function keyOf(wiki: FighterFacts): { key: string | undefined; notes: string[] } {
  const notes: string[] = [];
  const identities = resolveIdentities([ufc('aaaa', 125), ufc('bbbb', 185), wiki], crosswalks, notes);
  return { key: identities.lookup('wikipedia', wiki.id), notes };
}

describe('a Wikipedia article named like two fighters', () => {
  it('joins the one every listing points to by division', () => {
    const middleweight = article('Bruno Silva (fighter, born 1989)', [
      { weightClass: 'Middleweight', date: '2025-03-01' },
      { weightClass: 'Middleweight', date: '2025-08-09' },
    ]);
    expect(keyOf(middleweight)).toEqual({ key: 'ufc:bbbb', notes: [] });
  });

  it('stays its own fighter, reported, when its listings point to different fighters or to none', () => {
    const mixed = article('Bruno Silva (fighter)', [
      { weightClass: 'Flyweight', date: '2025-03-01' },
      { weightClass: 'Middleweight', date: '2025-08-09' },
    ]);
    const result = keyOf(mixed);
    expect(result.key).toBe('wiki:Bruno Silva (fighter)');
    expect(result.notes).toEqual(['ambiguous: wikipedia fighter Bruno Silva (fighter) "Bruno Silva" could be ufc:aaaa or ufc:bbbb; kept separate']);
    expect(keyOf(article('Bruno Silva (born 1990)', [])).key).toBe('wiki:Bruno Silva (born 1990)');
  });
});

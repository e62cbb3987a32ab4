// Who holds each title after the title bouts so far: its champion and, while one reigns beside him, an interim
// champion. One place for the lineage, read by the champion rule (build-rankings.ts) and by division inference
// (infer-divisions.ts), so the two never disagree on who holds a belt.
import type { BoutOutcome } from '../sources/dataset';

export interface TitleBout {
  /** A title key (ranking-rules.ts `titleKey`): organization and division. */
  title: string;
  fighterA: number;
  fighterB: number;
  /** From fighter A's side; only a win or a loss moves a belt. */
  outcomeA: BoutOutcome | null | undefined;
  /** For the interim title: the champion keeps his belt, the winner reigns beside him until they meet. */
  interim: boolean;
}

export interface TitleHolder {
  fighter: number;
  interim: boolean;
}

interface Holders {
  champion: number | null;
  interim: number | null;
}

export class TitleLineage {
  private readonly titles = new Map<string, Holders>();

  /**
   * A title bout's result. The winner of the title itself is the champion (of a vacant belt too), and an interim
   * champion who fought in it holds nothing more: he unified the belts or lost his chance. The winner of an interim
   * bout holds the interim belt; the champion keeps his. A draw or no contest changes nothing.
   */
  record(bout: TitleBout): void {
    if (bout.outcomeA !== 'W' && bout.outcomeA !== 'L') return;
    const winner = bout.outcomeA === 'W' ? bout.fighterA : bout.fighterB;
    const held = this.titles.get(bout.title) ?? { champion: null, interim: null };
    if (bout.interim) {
      if (held.champion !== winner) held.interim = winner;
    } else {
      if (held.interim === bout.fighterA || held.interim === bout.fighterB) held.interim = null;
      held.champion = winner;
    }
    this.titles.set(bout.title, held);
  }

  /** Each title with its holders, the champion first; a title whose champion is unknown lists its interim one alone. */
  *holders(): IterableIterator<[title: string, holders: TitleHolder[]]> {
    for (const [title, { champion, interim }] of this.titles) {
      const holders: TitleHolder[] = [];
      if (champion !== null) holders.push({ fighter: champion, interim: false });
      if (interim !== null) holders.push({ fighter: interim, interim: true });
      yield [title, holders];
    }
  }
}

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
   * A title bout's result; a draw or no contest changes nothing. Our sources record bouts, not the announcements in
   * between (a champion stripped, an interim champion promoted), so a bout that could only happen after one stands for
   * it:
   * - the winner of the title itself is the champion. An interim champion who fought in it holds nothing more (he
   *   unified the belts or lost his chance); so does one who was left out of a bout for the vacant title (stripped:
   *   Tony Ferguson in 2018, when Khabib Nurmagomedov and Al Iaquinta fought for it). A defence by the champion against
   *   someone else leaves him the interim belt (Tom Aspinall through Jon Jones against Stipe Miocic, 2024);
   * - the winner of an interim bout holds the interim belt, and the champion keeps his. An interim bout between two
   *   others while an interim champion reigns means he was promoted (José Aldo in 2016, when Max Holloway and Anthony
   *   Pettis fought for the interim belt): he becomes the champion.
   */
  record(bout: TitleBout): void {
    if (bout.outcomeA !== 'W' && bout.outcomeA !== 'L') return;
    const winner = bout.outcomeA === 'W' ? bout.fighterA : bout.fighterB;
    const fought = (fighter: number | null) => fighter === bout.fighterA || fighter === bout.fighterB;
    const held = this.titles.get(bout.title) ?? { champion: null, interim: null };
    if (bout.interim) {
      if (held.champion === winner) return;
      if (held.interim !== null && !fought(held.interim)) held.champion = held.interim;
      held.interim = winner;
    } else {
      if (fought(held.interim) || !fought(held.champion)) held.interim = null;
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

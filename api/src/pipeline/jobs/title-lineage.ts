// Who holds each title after the title bouts and announcements so far: its champion and, while one reigns beside him,
// an interim champion. One place for the lineage, read by who reigns on a date (reigning-champions.ts, for the list
// rules) and by division inference (infer-divisions.ts), so the two never disagree on who holds a belt.
import type { BoutOutcome, TitleChange } from '../sources/dataset';
import { boutTitleKey, titleKey } from './ranking-rules';

export interface TitleBout {
  /** A title key (ranking-rules.ts `titleKey`): organization and division. */
  title: string;
  fighterA: number;
  fighterB: number;
  /** From fighter A's side; only a win or a loss moves a belt. */
  outcomeA: BoutOutcome | null | undefined;
  /** For the interim title: the champion keeps his belt, the winner reigns beside him until they meet. */
  interim: boolean;
  /** The bout's day, where the caller knows it: a season title lapses a season after its last bout (reigning-champions.ts). */
  date?: string | null;
}

/** One holder of one title in the lineage (the organization is the title key's); the list rules read `BeltHolder`. */
export interface TitleHolder {
  fighter: number;
  interim: boolean;
  /** The day of the title's latest bout won by its champion (null for an interim holder, or where no date was given). */
  decidedOn: string | null;
}

export interface TitleAnnouncement {
  title: string;
  fighter: number;
  belt: TitleChange['belt'];
  change: TitleChange['change'];
}

interface Holders {
  champion: number | null;
  interim: number | null;
  decidedOn: string | null;
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
    const held = this.titles.get(bout.title) ?? { champion: null, interim: null, decidedOn: null };
    if (bout.interim) {
      if (held.champion === winner) return;
      if (held.interim !== null && !fought(held.interim)) held.champion = held.interim;
      held.interim = winner;
    } else {
      if (fought(held.interim) || !fought(held.champion)) held.interim = null;
      held.champion = winner;
      held.decidedOn = bout.date ?? null;
    }
    this.titles.set(bout.title, held);
  }

  /**
   * A belt given up or handed over without a bout (title-changes.csv), where the bouts so far agree with it: a
   * `vacated` belt is no longer its holder's (a lone interim holder, whom the lists treat as the champion, gives up
   * the title too); a `promoted` interim champion, or a champion reinstated to a vacant title, is the champion, his
   * interim belt merged into it. Where they disagree (the belt is someone else's, or no bout has been fought for it),
   * the bouts decide and nothing changes: a stale or misdated row cannot crown anyone. Returns whether anything changed
   * (a champion "reinstated" to the title the bouts already give him changes nothing).
   */
  announce({ title, fighter, belt, change }: TitleAnnouncement): boolean {
    const held = this.titles.get(title);
    if (!held) return false;
    if (change === 'promoted') {
      const promotable = belt === 'interim' ? held.interim === fighter : held.champion === null;
      if (!promotable) return false;
      held.champion = fighter;
      if (held.interim === fighter) held.interim = null;
    } else if (belt === 'title' && held.champion === fighter) held.champion = null;
    else if (held.interim === fighter && (belt === 'interim' || held.champion === null)) held.interim = null;
    else return false;
    return true;
  }

  /** Each title with its holders, the champion first; a title whose champion is unknown lists its interim one alone. */
  *holders(): IterableIterator<[title: string, holders: TitleHolder[]]> {
    for (const [title, { champion, interim, decidedOn }] of this.titles) {
      const holders: TitleHolder[] = [];
      if (champion !== null) holders.push({ fighter: champion, interim: false, decidedOn });
      if (interim !== null) holders.push({ fighter: interim, interim: true, decidedOn: null });
      yield [title, holders];
    }
  }
}

type DatedAnnouncement = TitleAnnouncement & { date: string };

/**
 * Every fighter's title changes in date order, handed to a lineage as its bouts reach their dates: a caller walking
 * bouts in date order calls `before(bout date)` ahead of each title bout (an announcement on a bout's day, a champion
 * vacating after his last defence, follows it) and `through(date)` when it stops.
 */
export class TitleAnnouncements {
  private readonly dated: DatedAnnouncement[];
  private next = 0;
  /** The announcements taken so far that the bouts disagreed with (data:report lists them). */
  readonly inert: DatedAnnouncement[] = [];

  /** `fighterOf` maps a fighter's id to the number the lineage knows him by; fighters it does not know are left out. */
  constructor(fighters: readonly { id: number; titleChanges?: readonly TitleChange[] | null }[], fighterOf: (id: number) => number | undefined = (id) => id) {
    this.dated = fighters
      .flatMap(({ id, titleChanges }) => {
        const fighter = fighterOf(id);
        if (fighter === undefined || !titleChanges) return [];
        return titleChanges.map(({ date, organization, division, belt, change }) => ({ date, title: titleKey(organization, division), fighter, belt, change }));
      })
      // One day's vacating before its promotion: the holders come out the same either way, but taken the other way round
      // the vacating would find the belt already passed on and read as changing nothing (data:report).
      .sort((x, y) => x.date.localeCompare(y.date) || (x.change === y.change ? 0 : x.change === 'vacated' ? -1 : 1));
  }

  /** Applies the announcements dated before `date` not applied yet. */
  before(lineage: TitleLineage, date: string): void {
    while (this.next < this.dated.length && this.dated[this.next]!.date < date) this.take(lineage);
  }

  /** Applies the announcements dated on or before `date` not applied yet. */
  through(lineage: TitleLineage, date: string): void {
    while (this.next < this.dated.length && this.dated[this.next]!.date <= date) this.take(lineage);
  }

  private take(lineage: TitleLineage): void {
    const announcement = this.dated[this.next++]!;
    if (!lineage.announce(announcement)) this.inert.push(announcement);
  }
}

/**
 * The title changes up to `asOf` the bouts disagree with (a belt the bouts never gave him, a promotion to a belt
 * someone else holds, a belt no bout was fought for): the lineage replayed over the title bouts alone, as the champion
 * rule takes them, for data:report. Title bouts come in date order.
 */
export function inertTitleChanges(
  titleBouts: readonly (Omit<TitleBout, 'title'> & {
    date: string;
    organization: string;
    weightClass: string;
    titleClass?: string | null;
    titleOrganization?: string | null;
  })[],
  fighters: readonly { id: number; titleChanges?: readonly TitleChange[] | null }[],
  asOf: string,
): DatedAnnouncement[] {
  const lineage = new TitleLineage();
  const announcements = new TitleAnnouncements(fighters);
  for (const bout of titleBouts) {
    announcements.before(lineage, bout.date);
    lineage.record({ ...bout, title: boutTitleKey(bout) });
  }
  announcements.through(lineage, asOf);
  return announcements.inert;
}

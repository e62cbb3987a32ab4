// Each fighter's current division from every piece of evidence we hold (docs/decisions/015-data-truth.md):
// bouts that name a division (a belt he still holds decides at once, then a latest bout for a title), weigh-in weights, then the weight a profile lists him at,
// and, for fighters with none of these, the divisions of their recent opponents, iterated; last, a move no source names
// (moveSinceEvidence). Pure; the rankings job calls it for the current lists.
import type { BoutOutcome, Sex, TitleChange } from '../sources/dataset';
import { divisionLimitLbs, divisionOfWeight, divisionSex } from '../sources/normalise/weight-classes';
import { activeSince, boutPromotion, boutTitleKey, isDivision } from './ranking-rules';
import { TitleAnnouncements, TitleLineage } from './title-lineage';

export type DivisionBasis = 'bout' | 'weigh-in' | 'opponents';

export interface DivisionFighter {
  id: number;
  sex?: Sex | null;
  /** The weight a profile lists him at (ufcstats' tale of the tape), undated: asked only when nothing dated places him. */
  listedWeightLbs?: number | null;
  /** Belts he gave up or was handed without a bout: a vacated belt no longer places him (title-lineage.ts). */
  titleChanges?: readonly TitleChange[] | null;
}

export interface DivisionBout {
  date: string;
  fighterA: number;
  fighterB: number;
  weightClass: string | null;
  titleBout?: boolean;
  /** For an interim title: its winner holds the interim belt and the champion keeps his (title-lineage.ts). */
  interimTitle?: boolean;
  /** The belt's class where the list's differs (ONE's strawweight title): the title's key. */
  titleClass?: string | null;
  /** The belt's promotion where the card is another's (dataset.ts `titleOrganization`). */
  titleOrganization?: string | null;
  /** From fighter A's side: a title bout places the fighter it leaves holding the belt, while he holds it; absent, both. */
  outcomeA?: BoutOutcome | null;
  /** Organization code or name: an all-women promotion says the fighters' sex. */
  organization?: string;
}

export interface DivisionWeighIn {
  fighterId: number;
  date: string;
  weightLbs: number;
}

export interface InferredDivision {
  division: string;
  basis: DivisionBasis;
}

/** How many of a fighter's latest pieces of evidence vote: one catchweight or one trip up a division does not move him. */
export const RECENT_EVIDENCE = 3;
/** Opponents of this many latest bouts vote when nothing else is known. */
export const RECENT_OPPONENTS = 5;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

interface Evidence {
  day: number;
  division: string;
  basis: 'bout' | 'weigh-in';
  /** A title bout, in either corner. */
  title: boolean;
  /** A title bout that left him the belt he still holds (beltHolders). */
  belt: boolean;
}

/** Promotions that hold women's bouts only (Invicta FC). */
const WOMEN_ONLY_ORGANIZATIONS = new Set(['INVICTA', 'INVICTA FC']);
/**
 * A weigh-in this heavy is a man's: the heaviest women's division in any promotion we read is 155 lb, and women who
 * miss weight miss by a few pounds, not by ten. Below it the limits of men and women overlap, so weight says nothing.
 */
export const MALE_ONLY_WEIGHT_LBS = 165;

/**
 * Sexes: as stated, else from divisions fought in, else from a bout in an all-women promotion or a weigh-in heavier
 * than any women's division, else from opponents (bouts are never mixed), iterated so a fighter known only through
 * opponents of opponents still gets one.
 */
export function inferSexes(fighters: readonly DivisionFighter[], bouts: readonly DivisionBout[], weighIns: readonly DivisionWeighIn[] = []): Map<number, Sex> {
  const sexes = new Map<number, Sex>();
  for (const fighter of fighters) if (fighter.sex) sexes.set(fighter.id, fighter.sex);
  for (const bout of bouts) {
    const sex = divisionSex(bout.weightClass);
    if (!sex) continue;
    for (const id of [bout.fighterA, bout.fighterB]) if (!sexes.has(id)) sexes.set(id, sex);
  }
  for (const bout of bouts) {
    if (!bout.organization || !WOMEN_ONLY_ORGANIZATIONS.has(bout.organization.toUpperCase())) continue;
    for (const id of [bout.fighterA, bout.fighterB]) if (!sexes.has(id)) sexes.set(id, 'F');
  }
  for (const weighIn of weighIns) if (weighIn.weightLbs >= MALE_ONLY_WEIGHT_LBS && !sexes.has(weighIn.fighterId)) sexes.set(weighIn.fighterId, 'M');
  const opponents = new Map<number, number[]>();
  for (const bout of bouts) {
    (opponents.get(bout.fighterA) ?? opponents.set(bout.fighterA, []).get(bout.fighterA)!).push(bout.fighterB);
    (opponents.get(bout.fighterB) ?? opponents.set(bout.fighterB, []).get(bout.fighterB)!).push(bout.fighterA);
  }
  for (let changed = true; changed;) {
    changed = false;
    const found: [number, Sex][] = [];
    for (const [id, list] of opponents) {
      if (sexes.has(id)) continue;
      let men = 0;
      let women = 0;
      for (const other of list) {
        const sex = sexes.get(other);
        if (sex === 'M') men++;
        else if (sex === 'F') women++;
      }
      if (men !== women) found.push([id, men > women ? 'M' : 'F']);
    }
    for (const [id, sex] of found) sexes.set(id, sex);
    changed = found.length > 0;
  }
  return sexes;
}

/** Most votes wins; a tie goes to the division voted by the most recent vote (votes come newest first). */
function plurality(votes: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const vote of votes) counts.set(vote, (counts.get(vote) ?? 0) + 1);
  let best: string | null = null;
  for (const vote of votes) if (best === null || counts.get(vote)! > counts.get(best)!) best = vote;
  return best;
}

/**
 * The opponents' vote: the median of their divisions on the weight ladder (limits in lb), so one superfight or one
 * tournament at another weight among five opponents does not decide (decision 015, session 25: with a plurality, Adrian
 * Bartosinski, KSW's welterweight champion, was light heavyweight because his latest opponent was Mamed Khalidov). With
 * an even count, the newer of the two middle votes. Votes come newest first.
 */
function medianVote(votes: readonly string[]): string | null {
  if (votes.length === 0) return null;
  const byWeight = votes
    .map((division, age) => ({ division, age, lbs: divisionLimitLbs(division) ?? Number.POSITIVE_INFINITY }))
    .sort((x, y) => x.lbs - y.lbs || x.age - y.age);
  const mid = byWeight.length >> 1;
  if (byWeight.length % 2 === 1) return byWeight[mid]!.division;
  const [low, high] = [byWeight[mid - 1]!, byWeight[mid]!];
  return low.age < high.age ? low.division : high.division;
}

/**
 * Per title bout, the fighters it leaves holding a belt they still hold after `bouts` (title-lineage.ts: the champion
 * and an interim champion beside him): the holder's latest title bout of that belt, a win or the draw or no contest that
 * left him in place (Christian Lee's lightweight defence of 2024, a no contest); both corners of a title's latest bout
 * when it does not say who won. Only a decided title bout moves a belt: a draw, a no contest or a booking between two
 * others leaves the holder his (as the champion rule reads it; before session 22 any later title bout took it). None
 * for a holder whose latest bout is in another organization (Kai Asakura left Rizin's bantamweight belt for the UFC);
 * none for a division its organization has held no bout in for ACTIVE_MONTHS before its latest bout (the PFL's women's
 * lightweight season title of 2022, whose women moved to featherweight).
 */
function beltHolders(bouts: readonly DivisionBout[], fighters: readonly DivisionFighter[], asOf: string): Map<DivisionBout, readonly number[]> {
  const keyOf = boutTitleKey;
  const byDate = [...bouts].sort((x, y) => x.date.localeCompare(y.date));
  const latestOrganization = new Map<number, string | undefined>();
  const divisionLastBout = new Map<string, string>();
  const organizationLastBout = new Map<string | undefined, string>();
  for (const bout of byDate) {
    for (const id of [bout.fighterA, bout.fighterB]) latestOrganization.set(id, boutPromotion(bout));
    if (isDivision(bout.weightClass)) divisionLastBout.set(keyOf(bout), bout.date);
    organizationLastBout.set(boutPromotion(bout), bout.date);
  }
  const lineage = new TitleLineage();
  const announcements = new TitleAnnouncements(fighters);
  const latestOfTitle = new Map<string, DivisionBout>();
  // Per title, each fighter's latest bout for it: where a holder's belt is evidence of his weight.
  const latestOfFighter = new Map<string, Map<number, DivisionBout>>();
  for (const bout of byDate.filter((b) => b.titleBout && isDivision(b.weightClass))) {
    const title = keyOf(bout);
    announcements.before(lineage, bout.date);
    lineage.record({ title, fighterA: bout.fighterA, fighterB: bout.fighterB, outcomeA: bout.outcomeA, interim: bout.interimTitle === true });
    latestOfTitle.set(title, bout);
    const fighters = latestOfFighter.get(title) ?? latestOfFighter.set(title, new Map()).get(title)!;
    for (const id of [bout.fighterA, bout.fighterB]) fighters.set(id, bout);
  }
  announcements.through(lineage, asOf);
  const held = new Map<DivisionBout, number[]>();
  const hold = (bout: DivisionBout | undefined, id: number) => {
    // A belt handed over by announcement to someone who never fought for it places no one.
    if (bout) (held.get(bout) ?? held.set(bout, []).get(bout)!).push(id);
  };
  for (const [title, holders] of lineage.holders()) for (const { fighter } of holders) hold(latestOfFighter.get(title)?.get(fighter), fighter);
  for (const bout of latestOfTitle.values()) if (bout.outcomeA === undefined || bout.outcomeA === null) held.set(bout, [bout.fighterA, bout.fighterB]);
  const out = new Map<DivisionBout, readonly number[]>();
  for (const [bout, ids] of held) {
    // Within ACTIVE_MONTHS of its organization's latest bout, not of `asOf`: a promotion whose data stopped (a fresh
    // sync brings UFC results only) keeps its champions' belts, as the lists keep its fighters.
    const since = activeSince(organizationLastBout.get(boutPromotion(bout))!);
    const divisionAlive = (divisionLastBout.get(keyOf(bout)) ?? '') >= since;
    if (divisionAlive)
      out.set(
        bout,
        ids.filter((id) => latestOrganization.get(id) === boutPromotion(bout)),
      );
  }
  return out;
}

/** How many bouts of unnamed division since the last evidence of a fighter's division can show he moved. */
export const MOVE_BOUTS = 2;

/** The share of the latest opponents' votes a move needs: three of four, four of five (but two of two). */
export const MOVE_SHARE = 0.75;

/**
 * The division at least MOVE_SHARE of `votes` name, counting an opponent nobody placed (undefined) against every
 * division, and only with at least MOVE_BOUTS votes for it. Not unanimity (before session 55): one opponent of five
 * from the next division up kept Naoki Inoue at flyweight by his UFC bouts of 2017-18, though four of his five Rizin
 * opponents since are bantamweights. Not a bare majority either: three of five moved fighters whose opponents, mostly
 * placed by their own opponents, split between two divisions far apart (a KSW welterweight to bantamweight).
 */
function majorityOf(votes: readonly (string | undefined)[]): string | null {
  const counts = new Map<string, number>();
  for (const vote of votes) if (vote) counts.set(vote, (counts.get(vote) ?? 0) + 1);
  for (const [division, count] of counts) if (count >= MOVE_SHARE * votes.length && count >= MOVE_BOUTS) return division;
  return null;
}

/** The last evidence of the division direct evidence gives a fighter, and the evidence that came after it. */
interface LastEvidence {
  day: number;
  after: readonly Evidence[];
}

/**
 * Fighters who moved where no source names the division (decision 015, session 25). He moved to D when his latest
 * MOVE_BOUTS or more bouts of unnamed division (no weight class at all: a catchweight says nothing) came more than a
 * day after the last evidence of the division direct evidence gives him (a weigh-in a day before a bout is that
 * bout's), at least MOVE_SHARE of the opponents of the latest RECENT_OPPONENTS of those bouts stand in D (majorityOf),
 * and whatever evidence came after says D too. Sara McMann's division on record was her 2022 UFC bantamweight bout;
 * her two Bellator bouts of 2023, whose division no source names, were both against featherweights, and a weigh-in
 * before the first said 145.6 lb: one weigh-in among her latest three pieces of evidence did not move her, her
 * opponents do. A belt he still holds keeps him where it is (he has no
 * `lastEvidence`). Runs once, after every other rule: opponents vote with the divisions those gave them (`placed`), so
 * the answer does not depend on the order fighters are visited, and nobody placed by opponents sees a move.
 */
function moveSinceEvidence(
  past: readonly DivisionBout[],
  placed: ReadonlyMap<number, InferredDivision>,
  lastEvidence: ReadonlyMap<number, LastEvidence>,
): Map<number, InferredDivision> {
  // Per fighter, the opponents of those bouts, newest first.
  const later = new Map<number, number[]>();
  for (let i = past.length - 1; i >= 0; i--) {
    const bout = past[i]!;
    if (bout.weightClass !== null) continue;
    const day = dayNumber(bout.date);
    for (const [id, other] of [
      [bout.fighterA, bout.fighterB],
      [bout.fighterB, bout.fighterA],
    ] as const) {
      const last = lastEvidence.get(id);
      if (last && day - last.day > 1) (later.get(id) ?? later.set(id, []).get(id)!).push(other);
    }
  }
  const moved = new Map<number, InferredDivision>();
  for (const [id, opponents] of later) {
    if (opponents.length < MOVE_BOUTS) continue;
    const votes = opponents.slice(0, RECENT_OPPONENTS).map((other) => placed.get(other)?.division);
    const division = majorityOf(votes);
    const { after } = lastEvidence.get(id)!;
    if (!division || division === placed.get(id)!.division) continue;
    if (after.some((item) => item.division !== division)) continue;
    const basis = after.some((item) => item.basis === 'bout') ? 'bout' : after.length > 0 ? 'weigh-in' : 'opponents';
    moved.set(id, { division, basis });
  }
  return moved;
}

/** Divisions as of `asOf` (ISO, inclusive) for every fighter with any evidence; others are absent (never guessed). */
export function inferDivisions(
  fighters: readonly DivisionFighter[],
  bouts: readonly DivisionBout[],
  weighIns: readonly DivisionWeighIn[],
  asOf: string,
): Map<number, InferredDivision> {
  const until = dayNumber(asOf);
  const past = bouts.filter((bout) => dayNumber(bout.date) <= until);
  const sexes = inferSexes(
    fighters,
    past,
    weighIns.filter((weighIn) => dayNumber(weighIn.date) <= until),
  );

  const evidence = new Map<number, Evidence[]>();
  const boutDays = new Map<number, number[]>();
  const add = (id: number, item: Evidence) => (evidence.get(id) ?? evidence.set(id, []).get(id)!).push(item);
  const holders = beltHolders(past, fighters, asOf);
  for (const bout of past) {
    const day = dayNumber(bout.date);
    for (const id of [bout.fighterA, bout.fighterB]) {
      if (!isDivision(bout.weightClass)) continue;
      add(id, { day, division: bout.weightClass, basis: 'bout', title: bout.titleBout === true, belt: holders.get(bout)?.includes(id) === true });
      (boutDays.get(id) ?? boutDays.set(id, []).get(id)!).push(day);
    }
  }
  for (const weighIn of weighIns) {
    const day = dayNumber(weighIn.date);
    if (day > until) continue;
    // A bout that names its division already says it; its weigh-in (a day apart in some sources) adds nothing.
    if ((boutDays.get(weighIn.fighterId) ?? []).some((boutDay) => Math.abs(boutDay - day) <= 1)) continue;
    const division = divisionOfWeight(weighIn.weightLbs, sexes.get(weighIn.fighterId));
    if (division) add(weighIn.fighterId, { day, division, basis: 'weigh-in', title: false, belt: false });
  }

  // Direct evidence beats opponents: a weigh-in is right about the fighter, opponents only usually. Unless it is older
  // than his last bouts and their opponents agree he moved (moveSinceEvidence).
  const result = new Map<number, InferredDivision>();
  const lastEvidence = new Map<number, LastEvidence>();
  for (const [id, items] of evidence) {
    items.sort((x, y) => y.day - x.day);
    // A belt he still holds, among his latest pieces of evidence, places him at once: a champion is ranked where his
    // belt is, even after a loss at another weight (Malykhin, ONE's middleweight champion, lost for its heavyweight
    // title). Without one, his latest bout decides if it was a title bout, in either corner: a challenger who moved
    // for a title shot is in that division now (Kai Asakura, the UFC's flyweight title). Else the latest three vote.
    const latest = items.slice(0, RECENT_EVIDENCE);
    const belt = latest.find((item) => item.belt);
    const recent = belt ? [belt] : items[0]!.title ? [items[0]!] : latest;
    const division = plurality(recent.map((item) => item.division))!;
    const basis = recent.some((item) => item.basis === 'bout' && item.division === division) ? 'bout' : 'weigh-in';
    result.set(id, { division, basis });
    // Where the evidence for that division ends, and what came after it (moveSinceEvidence).
    const last = items.findIndex((item) => item.division === division);
    if (!belt) lastEvidence.set(id, { day: items[last]!.day, after: items.slice(0, last) });
  }

  // Opponents, newest bout first, for fighters no direct evidence places (and, first, whom a listed weight places).
  const opponents = new Map<number, number[]>();
  for (let i = past.length - 1; i >= 0; i--) {
    const bout = past[i]!;
    (opponents.get(bout.fighterA) ?? opponents.set(bout.fighterA, []).get(bout.fighterA)!).push(bout.fighterB);
    (opponents.get(bout.fighterB) ?? opponents.set(bout.fighterB, []).get(bout.fighterB)!).push(bout.fighterA);
  }
  for (const list of opponents.values()) list.splice(RECENT_OPPONENTS);

  // A listed weight is about the fighter himself, so it beats opponents; undated, it yields to any dated evidence. Only
  // for fighters with a bout by then (a key of `opponents`): the list is of fighters who have fought.
  for (const fighter of fighters) {
    if (result.has(fighter.id) || !fighter.listedWeightLbs || !opponents.has(fighter.id)) continue;
    const division = divisionOfWeight(fighter.listedWeightLbs, sexes.get(fighter.id));
    if (division) result.set(fighter.id, { division, basis: 'weigh-in' });
  }

  // Rounds see only what earlier rounds settled, so the answer does not depend on the order fighters are visited.
  for (let round = 0; round < 10; round++) {
    const found: [number, string][] = [];
    for (const [id, list] of opponents) {
      if (result.has(id)) continue;
      const sex = sexes.get(id);
      const votes = list
        .map((other) => result.get(other)?.division)
        .filter((division): division is string => !!division && (!sex || divisionSex(division) === sex));
      const division = medianVote(votes);
      if (division) found.push([id, division]);
    }
    if (found.length === 0) break;
    for (const [id, division] of found) result.set(id, { division, basis: 'opponents' });
  }
  for (const [id, moved] of moveSinceEvidence(past, result, lastEvidence)) result.set(id, moved);
  return result;
}

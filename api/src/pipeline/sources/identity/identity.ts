// Who is who across sources: ids first (ufcstats id, then sherdog/tapology/betmma through the crosswalks and
// Bet MMA's own columns), then a unique normalized name checked against height and reach.
// docs/decisions/004-fighter-identity.md explains the order and what is left as an ambiguity.
import { namesFit } from './same-card-fighters';
import type { SameNightIndex } from './same-night';
import { createMatcherFromProfiles, type FighterProfile } from './fighter-matcher';
import type { Crosswalks, FighterFacts, IdSystem, SourceName } from '../source-records';

const SOURCE_ORDER: readonly SourceName[] = ['ufcstats', 'tapology', 'betmma', 'jds-ufc-stats', 'mmadecisions', 'generic', 'wikipedia'];

// Same person if tale-of-the-tape numbers are this close; sources round inches differently.
const MAX_TAPE_DIFFERENCE_CM = 5.1;
/** Heights this close (an inch, as sources round) let a unique name stand over a reach that differs more. */
const SAME_HEIGHT_CM = 2.6;

export class Identities {
  private readonly refs = new Map<string, string>();
  readonly persons = new Map<string, FighterFacts[]>();
  /** Records kept apart from the fighter whose id they state, because no name fits (for data:report). */
  readonly refusals: string[] = [];

  constructor(
    private readonly crosswalks: Crosswalks,
    /** Who fought whom on which night, by ufcstats id: refutes a stated id that puts a record in someone else's bout. */
    readonly sameNight?: SameNightIndex,
  ) {}

  /** The ufcstats ids a fighter key stands for: its own, and those its facts state. */
  ufcstatsIdsOf(key: string): Set<string> {
    const ids = new Set<string>();
    if (key.startsWith('ufc:')) ids.add(key.slice(4));
    for (const fact of this.persons.get(key) ?? []) {
      if (fact.system === 'ufcstats') ids.add(fact.id);
      if (fact.ids?.ufcstats) ids.add(fact.ids.ufcstats);
    }
    return ids;
  }

  /**
   * The Sherdog ids a fighter key stands for: those its records state, and those the crosswalk gives its ufcstats ids.
   * Sherdog keeps one page per person, so two different ids are two people.
   */
  sherdogIdsOf(key: string): Set<string> {
    const ids = new Set<string>();
    for (const fact of this.persons.get(key) ?? []) {
      if (fact.system === 'sherdog') ids.add(fact.id);
      if (fact.ids?.sherdog) ids.add(fact.ids.sherdog);
    }
    const bySherdog = this.crosswalks.fighterToUfcstats.get('sherdog');
    if (bySherdog) {
      this.sherdogOfUfcstats ??= new Map([...bySherdog].map(([sherdog, ufcstats]) => [ufcstats, sherdog]));
      for (const ufcstats of this.ufcstatsIdsOf(key)) {
        const sherdog = this.sherdogOfUfcstats.get(ufcstats);
        if (sherdog) ids.add(sherdog);
      }
    }
    return ids;
  }

  private sherdogOfUfcstats: Map<string, string> | undefined;

  /** Fighter key for a source id, creating a bare fighter for ids no fighter file lists. */
  keyOf(system: IdSystem, id: string): string {
    const known = this.refs.get(`${system}:${id}`);
    if (known) return known;
    const ufcstats = system === 'ufcstats' ? id : this.crosswalks.fighterToUfcstats.get(system)?.get(id);
    const key = ufcstats ? `ufc:${ufcstats}` : `${PREFIX[system]}:${id}`;
    this.ensure(key);
    this.refs.set(`${system}:${id}`, key);
    return key;
  }

  lookup(system: IdSystem, id: string): string | undefined {
    return this.refs.get(`${system}:${id}`);
  }

  attach(key: string, fact: FighterFacts): void {
    this.ensure(key).push(fact);
    this.refs.set(`${fact.system}:${fact.id}`, key);
    for (const [system, id] of Object.entries(fact.ids ?? {}) as [IdSystem, string][]) {
      if (!this.refs.has(`${system}:${id}`)) this.refs.set(`${system}:${id}`, key);
    }
  }

  /** Folds fighter `from` into `to` once evidence shows they are one person. */
  merge(from: string, to: string): void {
    const facts = this.persons.get(from) ?? [];
    this.persons.delete(from);
    this.ensure(to).push(...facts);
    for (const [ref, key] of this.refs) if (key === from) this.refs.set(ref, to);
  }

  ensure(key: string): FighterFacts[] {
    let facts = this.persons.get(key);
    if (!facts) {
      facts = [];
      this.persons.set(key, facts);
    }
    return facts;
  }

  /** The fighter the crosswalk (fighter_mapping.csv) joins this record's own id to, if any. */
  crosswalkKeyOf(fact: FighterFacts): string | undefined {
    const ufcstats = this.crosswalks.fighterToUfcstats.get(fact.system)?.get(fact.id);
    return ufcstats ? `ufc:${ufcstats}` : undefined;
  }

  /** The ufcstats id the fact's own ids or the crosswalks point to. */
  ufcstatsIdOf(fact: FighterFacts): string | undefined {
    if (fact.system === 'ufcstats') return fact.id;
    if (fact.ids?.ufcstats) return fact.ids.ufcstats;
    const direct =
      fact.system === 'generic' || fact.system === 'mmadecisions' || fact.system === 'wikipedia'
        ? undefined
        : this.crosswalks.fighterToUfcstats.get(fact.system)?.get(fact.id);
    if (direct) return direct;
    for (const system of ['sherdog', 'tapology', 'betmma'] as const) {
      const id = fact.ids?.[system];
      const ufcstats = id ? this.crosswalks.fighterToUfcstats.get(system)?.get(id) : undefined;
      if (ufcstats) return ufcstats;
    }
    return undefined;
  }
}

const PREFIX: Readonly<Record<IdSystem, string>> = {
  ufcstats: 'ufc',
  betmma: 'bm',
  sherdog: 'sherdog',
  tapology: 'tapology',
  generic: 'gen',
  mmadecisions: 'mmad',
  wikipedia: 'wiki',
};

/**
 * Attaches every fighter fact to a fighter key. Facts without any id link are matched by name to fighters
 * known by id; a name that fits several, or whose tape measurements disagree, stays a separate fighter.
 */
export function resolveIdentities(facts: readonly FighterFacts[], crosswalks: Crosswalks, notes: string[], sameNight?: SameNightIndex): Identities {
  const identities = new Identities(crosswalks, sameNight);
  const ordered = [...facts].sort((x, y) => SOURCE_ORDER.indexOf(x.source) - SOURCE_ORDER.indexOf(y.source) || compareIds(x.id, y.id));
  const pending: FighterFacts[] = [];
  for (const fact of ordered) {
    const ufcstats = identities.ufcstatsIdOf(fact);
    if (ufcstats && statedIdHolds(identities, fact, `ufc:${ufcstats}`)) identities.attach(`ufc:${ufcstats}`, fact);
    else pending.push(fact);
  }

  // Bet MMA is matched against fighters known by id; operator files also against Bet MMA-only fighters.
  for (const source of SOURCE_ORDER) {
    const group = pending.filter((fact) => fact.source === source);
    if (group.length === 0) continue;
    const matcher = createMatcherFromProfiles([...identities.persons].map(([key, personFacts]) => profileOf(key, personFacts)));
    for (const fact of group) {
      const key = linkBySharedId(identities, fact) ?? (fact.name ? linkByName(identities, matcher, fact, notes) : null);
      identities.attach(key ?? `${PREFIX[fact.system]}:${fact.id}`, fact);
    }
  }
  return identities;
}

/**
 * A second record whose Sherdog, Tapology or Bet MMA id is already some fighter's is that fighter: Bet MMA lists
 * Hisaki Kato twice (685 and 7792), both with Sherdog id 125695; a curated row names "Tang Kai" by Bet MMA id. An id is
 * evidence no spelling or tape difference outweighs.
 */
function linkBySharedId(identities: Identities, fact: FighterFacts): string | null {
  for (const system of ['sherdog', 'tapology', 'betmma'] as const) {
    // A Bet MMA record carries its own id in ids; only other sources' Bet MMA ids point to someone else.
    const id = system === 'betmma' && fact.source === 'betmma' ? undefined : fact.ids?.[system];
    const key = id ? identities.lookup(system, id) : undefined;
    if (key && statedIdHolds(identities, fact, key)) return key;
  }
  return null;
}

/**
 * An id a record states for itself (Bet MMA's ufcstats_id and sherdog_id columns) names the fighter it joins only when
 * a name fits too, or the crosswalk joins the record itself to him. Bet MMA gives some records another fighter's id:
 * "Marco Tulio Silva" carries Ihor Potieria's ufcstats id, "Robert Hale" and "Kleber Silva" Ricco Rodriguez's Sherdog
 * id 8, and both corners of six bouts one Sherdog id, so the fighter fought himself. A refused record goes on to the
 * other evidence (the same fight on the same night, a name), and the refusal is reported.
 */
function statedIdHolds(identities: Identities, fact: FighterFacts, key: string): boolean {
  if (fact.system === 'ufcstats' || !fact.name) return true;
  if (identities.crosswalkKeyOf(fact) === key) return true;
  const theirs = (identities.persons.get(key) ?? []).flatMap((other) => [other.name, ...(other.aliases ?? [])]).filter((n): n is string => !!n);
  const otherwise = identities.sameNight?.fighterOtherwise(fact, identities.ufcstatsIdsOf(key), (ref) => {
    const known = identities.lookup(ref.system, ref.id);
    return known?.startsWith('ufc:') ? known.slice(4) : undefined;
  });
  if (otherwise) return refuse(identities, fact, key, theirs, `but a bout of his is, by ufcstats ids, ufc:${otherwise}'s`);
  const ours = [fact.name, ...(fact.aliases ?? [])];
  if (theirs.length === 0 || ours.some((x) => theirs.some((y) => namesFit(x, y)))) return true;
  return refuse(identities, fact, key, theirs, 'but no name fits');
}

function refuse(identities: Identities, fact: FighterFacts, key: string, theirs: readonly string[], reason: string): false {
  // A record can state the same fighter's id twice (his ufcstats id, and a Sherdog id the crosswalk gives him): one line.
  const refusal = `${fact.source} fighter ${fact.id} "${fact.name}" states an id of ${key} ("${theirs[0] ?? key}"), ${reason}; kept apart`;
  if (!identities.refusals.includes(refusal)) identities.refusals.push(refusal);
  return false;
}

function linkByName(identities: Identities, matcher: ReturnType<typeof createMatcherFromProfiles>, fact: FighterFacts, notes: string[]): string | null {
  const result = resolveInContext(matcher, fact);
  const candidates = result.kind === 'match' ? [result.key] : result.kind === 'ambiguous' ? result.candidates : [];
  // A fighter this source already knows by id is not also a second record of the same source by name, and a record
  // whose Sherdog page is another than his is another man: Bet MMA's Ryan Parker of LFA 2024 (Sherdog 253537) is not
  // the Ryan Parker of UFC 7 in 1995 (Sherdog 119).
  const open = candidates.filter((key) => {
    const personFacts = identities.persons.get(key) ?? [];
    if (personFacts.some((other) => other.source === fact.source) || !tapeAgrees(fact, personFacts)) return false;
    if (!sherdogAgrees(identities, fact, key)) {
      notes.push(
        `conflict: not linked: ${fact.source} fighter ${fact.id} "${fact.name}" has the name of ${key} but another Sherdog page (${fact.ids?.sherdog})`,
      );
      return false;
    }
    return true;
  });
  if (open.length === 1) return open[0]!;
  if (open.length > 1) {
    notes.push(`ambiguous: ${fact.source} fighter ${fact.id} "${fact.name}" could be ${open.join(' or ')}; kept separate`);
  }
  return null;
}

/**
 * A name alone, then the divisions and dates the source saw it in: a name that fits several fighters is the one every
 * bout it was listed in points to (a welterweight of 2025, not the retired featherweight of the same name).
 */
function resolveInContext(matcher: ReturnType<typeof createMatcherFromProfiles>, fact: FighterFacts): ReturnType<typeof matcher.resolve> {
  const plain = matcher.resolve(fact.name!);
  if (plain.kind !== 'ambiguous' || !fact.seenIn?.length) return plain;
  const picks = new Set(fact.seenIn.map((context) => matcher.resolve(fact.name!, context)).map((result) => (result.kind === 'match' ? result.key : null)));
  const [only] = picks;
  return picks.size === 1 && only ? { kind: 'match', key: only } : plain;
}

/** False when the record states a Sherdog id and the fighter is known under other Sherdog ids only. */
function sherdogAgrees(identities: Identities, fact: FighterFacts, key: string): boolean {
  const own = fact.ids?.sherdog;
  if (!own) return true;
  const theirs = identities.sherdogIdsOf(key);
  return theirs.size === 0 || theirs.has(own);
}

/**
 * Whether a record's tale of the tape lets it be the fighter its unique name found. Heights must agree; a reach that
 * differs refutes only when the heights cannot confirm: among the records the sources join by id, reach differs by more
 * than 2 inches in 2.5 % of pairs, height in 1.1 % (Bet MMA against ufcstats, session 31). Bet MMA's Cezary
 * Oleksiejczuk (reach 79 in) and Michelle Montague (71 in) are ufcstats's (75, 68), same heights; their birth dates
 * were lost.
 */
function tapeAgrees(fact: FighterFacts, personFacts: readonly FighterFacts[]): boolean {
  const close = (a: number | null | undefined, b: number | null | undefined) => a == null || b == null || Math.abs(a - b) <= MAX_TAPE_DIFFERENCE_CM;
  const sameHeight = (other: FighterFacts) => fact.heightCm != null && other.heightCm != null && Math.abs(fact.heightCm - other.heightCm) <= SAME_HEIGHT_CM;
  return personFacts.every((other) => close(fact.heightCm, other.heightCm) && (close(fact.reachCm, other.reachCm) || sameHeight(other)));
}

export function profileOf(key: string, facts: readonly FighterFacts[], bouts: FighterProfile['bouts'] = []): FighterProfile {
  const names = facts.map((fact) => fact.name).filter((name): name is string => !!name);
  return {
    key,
    names,
    aliases: facts.flatMap((fact) => fact.aliases ?? []),
    birthDate: facts.find((fact) => fact.birthDate)?.birthDate ?? null,
    sex: facts.find((fact) => fact.sex)?.sex ?? null,
    weightLbs: facts.find((fact) => fact.weightLbs != null)?.weightLbs ?? null,
    bouts,
  };
}

/** Numeric ids in number order, others as text, so output order does not depend on id width. */
export function compareIds(x: string, y: string): number {
  const a = Number(x);
  const b = Number(y);
  return Number.isFinite(a) && Number.isFinite(b) ? a - b : x < y ? -1 : x > y ? 1 : 0;
}

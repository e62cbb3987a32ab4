// Entry point of the source layer: a directory laid out like ../shared/data in, the canonical Dataset out.
// The DB importer and the rating CLI (predict / eval) both call loadDataset; the CLI also uses the matcher.
import { fileURLToPath } from 'node:url';
import { assembleFighters } from './identity/assemble-fighters';
import { parseBetMma } from './parse/bet-mma';
import { parseCrosswalks } from './parse/crosswalks';
import type { Dataset, DatasetWeighIn } from './dataset';
import { createFighterMatcher } from './identity/fighter-matcher';
import { detectSources } from './detect-sources';
import { parseGenericSet } from './parse/generic';
import { resolveIdentities } from './identity/identity';
import { buildSameNightIndex } from './identity/same-night';
import { withStatedLinks } from './identity/stated-links';
import { parseJdsUfcStats } from './parse/jds-ufc-stats';
import { mergeRecords } from './identity/merge-records';
import { mergeOnLateEvidence } from './identity/split-careers';
import { linkMmaDecisions, parseMmaDecisions } from './parse/mma-decisions';
import { applyKnownNames } from './curated/known-names';
import { applyResultCorrections } from './curated/result-corrections';
import { applyRetirements } from './curated/retirements';
import { resolveRecordFighter } from './curated/resolve-fighter';
import { applyTitleChanges } from './curated/title-changes';
import { attachRoundStats, parseRoundStats, type RoundStatsTotals } from './parse/round-stats';
import { EMPTY_PART, type SourcePart } from './source-records';
import { parseTapologyFighters } from './parse/tapology';
import { parseUfcstats } from './parse/ufcstats';
import { readWikipediaFolder } from './wikipedia/read-wikipedia-folder';

export { createFighterMatcher } from './identity/fighter-matcher';

export interface LoadOptions {
  /** ISO date, exclusive: events on or after it (and undated events) are left out. */
  until?: string;
  /** Also read the curated facts shipped with the code (./curated: public retirements); default true. */
  curated?: boolean;
}

/** Facts the project curates from public announcements, loaded with every data directory (docs/data-format.md). */
export const CURATED_DIR = fileURLToPath(new URL('./curated', import.meta.url));

export async function loadDataset(dir: string, options: LoadOptions = {}): Promise<Dataset> {
  if (options.until !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.until)) {
    throw new TypeError(`until must be an ISO date (YYYY-MM-DD), got "${options.until}"`);
  }
  const files = detectSources(dir);
  const ambiguities: string[] = [];
  const crosswalks = await parseCrosswalks(files.crosswalks);
  const genericSets = options.curated === false ? files.generic : [...files.generic, CURATED_DIR];
  const [ufcstats, jds, betmma, tapology, generic, roundStats, mmaDecisions, wikipedia] = await Promise.all([
    files.ufcstats ? parseUfcstats(files.ufcstats, ambiguities) : EMPTY_PART,
    files.jdsUfcStats ? parseJdsUfcStats(files.jdsUfcStats) : EMPTY_PART,
    files.betmma ? parseBetMma(files.betmma, crosswalks) : EMPTY_PART,
    files.tapology ? parseTapologyFighters(files.tapology) : [],
    Promise.all(genericSets.map(parseGenericSet)),
    files.roundStats ? parseRoundStats(files.roundStats) : (new Map() as RoundStatsTotals),
    files.mmaDecisions ? parseMmaDecisions(files.mmaDecisions) : null,
    files.wikipedia ? readWikipediaFolder(files.wikipedia) : null,
  ]);
  const parts: SourcePart[] = [ufcstats, jds, betmma, { ...EMPTY_PART, fighters: tapology }, ...generic, ...(wikipedia ? [wikipedia] : [])];

  const facts = parts.flatMap((part) => part.fighters);
  const statedCrosswalks = withStatedLinks(crosswalks, facts);
  const identities = resolveIdentities(facts, statedCrosswalks, ambiguities, buildSameNightIndex(parts, statedCrosswalks));
  const merged = mergeRecords(parts, identities, ambiguities);

  const resultCorrections: string[] = [];
  const corrected = applyResultCorrections(
    merged.events,
    merged.bouts,
    parts.flatMap((part) => part.results ?? []),
    identities,
    resultCorrections,
  );
  const until = options.until;
  const events = until ? corrected.events.filter((event) => event.date !== null && event.date < until) : corrected.events;
  const kept = new Set(events.map((event) => event.key));
  const cutBouts = until ? corrected.bouts.filter((bout) => kept.has(bout.eventKey)) : corrected.bouts;

  // MMA Decisions joins through the merged bouts; its names then take part in choosing the fighter's name.
  let weighIns: DatasetWeighIn[] = [];
  if (mmaDecisions) {
    const namesOf = (key: string) => (identities.persons.get(key) ?? []).flatMap((fact) => [fact.name ?? '', ...(fact.aliases ?? [])]).filter(Boolean);
    const linked = linkMmaDecisions(mmaDecisions, crosswalks.fighterToUfcstats.get('mmadecisions') ?? new Map(), cutBouts, namesOf, ambiguities);
    for (const [mmaId, key] of linked.fighterKeys) identities.ensure(key).push(mmaDecisions.fighters.get(mmaId)!);
    weighIns = until ? linked.weighIns.filter((w) => w.date < until) : linked.weighIns;
  }
  // Birth dates and weigh-ins are all in now: the same-name pairs they settle, and two spellings born the same day, join.
  const lateLinks = mergeOnLateEvidence(cutBouts, weighIns, identities, merged.merges, ambiguities);
  for (const [from, to] of lateLinks) identities.merge(from, to);
  const bouts =
    lateLinks.size === 0
      ? cutBouts
      : cutBouts.map((bout) => ({ ...bout, fighterA: lateLinks.get(bout.fighterA) ?? bout.fighterA, fighterB: lateLinks.get(bout.fighterB) ?? bout.fighterB }));
  weighIns = weighIns.map((weighIn) => ({ ...weighIn, fighterKey: lateLinks.get(weighIn.fighterKey) ?? weighIn.fighterKey }));

  const nameConflicts: string[] = [];
  const nationalityConflicts: string[] = [];
  const unreadCountries = new Map<string, string[]>();
  const fighters = assembleFighters(identities.persons, bouts, ambiguities, nameConflicts, nationalityConflicts, unreadCountries);
  const retirementNotes: string[] = [];
  const titleChangeNotes: string[] = [];
  const retirements = parts.flatMap((part) => part.retirements ?? []).filter((r) => !until || r.date < until);
  const titleChanges = parts.flatMap((part) => part.titleChanges ?? []).filter((r) => !until || r.date < until);
  const knownNames = parts.flatMap((part) => part.knownNames ?? []);
  const knownNameNotes: string[] = [];
  if (retirements.length > 0 || titleChanges.length > 0 || knownNames.length > 0) {
    const matcher = createFighterMatcher({ fighters, events, bouts, ambiguities: [] });
    const known = new Set(fighters.map((fighter) => fighter.key));
    const resolve = <R extends Parameters<typeof resolveRecordFighter>[0]>(record: R) => ({
      record,
      key: resolveRecordFighter(record, identities, matcher, known),
    });
    applyRetirements(fighters, bouts, retirements.map(resolve), retirementNotes);
    applyTitleChanges(fighters, titleChanges.map(resolve), new Set(events.map((event) => event.organization)), titleChangeNotes);
    applyKnownNames(fighters, knownNames.map(resolve), knownNameNotes);
  }
  return {
    fighters,
    events,
    bouts: attachRoundStats(bouts, fighters, roundStats),
    ambiguities: [...new Set(ambiguities)].sort(),
    weighIns,
    nameConflicts: nameConflicts.sort(),
    retirementNotes,
    titleChangeNotes,
    knownNameNotes,
    merges: merged.merges,
    idRefusals: [...identities.refusals],
    nationalityConflicts: nationalityConflicts.sort(),
    unreadCountries: [...unreadCountries]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([text, names]) => `${text} on ${names.length} fighter${names.length === 1 ? '' : 's'}, e.g. ${names.sort().slice(0, 3).join(', ')}`),
    resultCorrections,
    ...(wikipedia ? { sourcePages: [...wikipedia.pages] } : {}),
  };
}

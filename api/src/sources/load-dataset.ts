// Entry point of the source layer: a directory laid out like ../shared/data in, the canonical Dataset out.
// The DB importer and the rating CLI (predict / eval) both call loadDataset; the CLI also uses the matcher.
import { assembleFighters } from './assemble-fighters';
import { parseBetMma } from './bet-mma';
import { parseCrosswalks } from './crosswalks';
import type { Dataset } from './dataset';
import { detectSources } from './detect-sources';
import { parseGenericSet } from './generic';
import { resolveIdentities } from './identity';
import { parseJdsUfcStats } from './jds-ufc-stats';
import { mergeRecords } from './merge-records';
import { attachRoundStats, parseRoundStats, type RoundStatsTotals } from './round-stats';
import { EMPTY_PART, type SourcePart } from './source-records';
import { parseTapologyFighters } from './tapology';
import { parseUfcstats } from './ufcstats';

export { createFighterMatcher, type FighterMatcher, type MatchContext } from './fighter-matcher';
export { SourceError } from './source-error';
export { organizationName } from './organizations';

export interface LoadOptions {
  /** ISO date, exclusive: events on or after it (and undated events) are left out. */
  until?: string;
}

export async function loadDataset(dir: string, options: LoadOptions = {}): Promise<Dataset> {
  if (options.until !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.until)) {
    throw new TypeError(`until must be an ISO date (YYYY-MM-DD), got "${options.until}"`);
  }
  const files = detectSources(dir);
  const ambiguities: string[] = [];
  const crosswalks = await parseCrosswalks(files.crosswalks);
  const [ufcstats, jds, betmma, tapology, generic, roundStats] = await Promise.all([
    files.ufcstats ? parseUfcstats(files.ufcstats, ambiguities) : EMPTY_PART,
    files.jdsUfcStats ? parseJdsUfcStats(files.jdsUfcStats) : EMPTY_PART,
    files.betmma ? parseBetMma(files.betmma, crosswalks) : EMPTY_PART,
    files.tapology ? parseTapologyFighters(files.tapology) : [],
    Promise.all(files.generic.map(parseGenericSet)),
    files.roundStats ? parseRoundStats(files.roundStats) : (new Map() as RoundStatsTotals),
  ]);
  const parts: SourcePart[] = [ufcstats, jds, betmma, { ...EMPTY_PART, fighters: tapology }, ...generic];

  const identities = resolveIdentities(parts.flatMap((part) => part.fighters), crosswalks, ambiguities);
  const merged = mergeRecords(parts, identities, ambiguities);

  const until = options.until;
  const events = until ? merged.events.filter((event) => event.date !== null && event.date < until) : merged.events;
  const kept = new Set(events.map((event) => event.key));
  const bouts = until ? merged.bouts.filter((bout) => kept.has(bout.eventKey)) : merged.bouts;
  const fighters = assembleFighters(identities.persons, bouts, ambiguities);
  return { fighters, events, bouts: attachRoundStats(bouts, fighters, roundStats), ambiguities: [...new Set(ambiguities)].sort() };
}

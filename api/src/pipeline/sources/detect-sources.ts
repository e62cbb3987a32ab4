// Finds which known sources a data directory holds (laid out like ../shared/data), so the loader reads
// whatever is present: a deployment may ship only the ufcstats files, or add operator files.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface SourceFiles {
  readonly ufcstats?: {
    readonly events: string;
    readonly fightDetails: string | null;
    readonly fightResults: string;
    readonly fighterDetails: string | null;
    readonly fighterTott: string | null;
  };
  readonly jdsUfcStats?: { readonly events: string; readonly bouts: string };
  readonly betmma?: { readonly events: string; readonly bouts: string; readonly fighters: string; readonly histories: string | null };
  readonly tapology?: { readonly fighters: string };
  /** Weigh-ins of decision bouts and the names promotions announced (jds-mma-data MMA_Decisions/). */
  readonly mmaDecisions?: { readonly events: string; readonly bouts: string; readonly fighters: string };
  /** Per-round fight statistics keyed by ufcstats ids (jds-mma-data UFC_Stats/round_stats.csv). */
  readonly roundStats?: string;
  readonly crosswalks: { readonly fighters: string | null; readonly bouts: string | null; readonly events: string | null };
  /** Operator file sets (docs/data-format.md): folders holding events.csv, or .json files. */
  readonly generic: readonly string[];
  /** Saved MediaWiki action=parse answers, one .json per page (docs/data-sources.md, decision 045). */
  readonly wikipedia?: string;
}

export function detectSources(dir: string): SourceFiles {
  const find = (...candidates: string[][]): string | null => {
    for (const parts of candidates) {
      const file = path.join(dir, ...parts);
      if (existsSync(file)) return file;
    }
    return null;
  };
  const jds = (...parts: string[]) => find(['jds-mma-data', ...parts], parts);

  const ufcEvents = find(['ufcstats', 'ufc_event_details.csv'], ['ufc_event_details.csv']);
  const ufcResults = find(['ufcstats', 'ufc_fight_results.csv'], ['ufc_fight_results.csv']);
  const ufcFile = (name: string) => find(['ufcstats', name], [name]);
  const jdsEvents = jds('UFC_Stats', 'events.csv');
  const jdsBouts = jds('UFC_Stats', 'bouts.csv');
  const bmEvents = jds('Bet_MMA', 'events.csv');
  const bmBouts = jds('Bet_MMA', 'bouts.csv');
  const bmFighters = jds('Bet_MMA', 'fighters.csv');
  const tapology = jds('Tapology', 'fighters.csv');
  const roundStats = jds('UFC_Stats', 'round_stats.csv');
  const mmadEvents = jds('MMA_Decisions', 'events.csv');
  const mmadBouts = jds('MMA_Decisions', 'bouts.csv');
  const mmadFighters = jds('MMA_Decisions', 'fighters.csv');

  return {
    ...(ufcEvents && ufcResults
      ? {
          ufcstats: {
            events: ufcEvents,
            fightResults: ufcResults,
            fightDetails: ufcFile('ufc_fight_details.csv'),
            fighterDetails: ufcFile('ufc_fighter_details.csv'),
            fighterTott: ufcFile('ufc_fighter_tott.csv'),
          },
        }
      : {}),
    ...(jdsEvents && jdsBouts ? { jdsUfcStats: { events: jdsEvents, bouts: jdsBouts } } : {}),
    ...(bmEvents && bmBouts && bmFighters
      ? { betmma: { events: bmEvents, bouts: bmBouts, fighters: bmFighters, histories: jds('Bet_MMA', 'fighter_histories.csv') } }
      : {}),
    ...(tapology ? { tapology: { fighters: tapology } } : {}),
    ...(roundStats ? { roundStats } : {}),
    ...(mmadEvents && mmadBouts && mmadFighters ? { mmaDecisions: { events: mmadEvents, bouts: mmadBouts, fighters: mmadFighters } } : {}),
    crosswalks: {
      fighters: jds('fighter_mapping.csv'),
      bouts: jds('bout_mapping.csv'),
      events: jds('event_mapping.csv'),
    },
    generic: genericSets(path.join(dir, 'generic')),
    ...(holdsJson(path.join(dir, 'wikipedia')) ? { wikipedia: path.join(dir, 'wikipedia') } : {}),
  };
}

function genericSets(root: string): string[] {
  if (!existsSync(root) || !statSync(root).isDirectory()) return [];
  const sets: string[] = [];
  if (isFileSet(root)) sets.push(root);
  for (const entry of readdirSync(root).sort()) {
    const full = path.join(root, entry);
    if (entry.endsWith('.json')) sets.push(full);
    else if (statSync(full).isDirectory() && isFileSet(full)) sets.push(full);
  }
  return sets;
}

function holdsJson(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory() && readdirSync(dir).some((name) => name.endsWith('.json'));
}

/** Cards, or the facts a set may hold alone (docs/data-format.md): retirements, records, results, title changes, names. */
const FILE_SET_FILES = ['events.csv', 'retirements.csv', 'fighters.csv', 'results.csv', 'title-changes.csv', 'names.csv'];

/** A folder is a file set when it holds any of them. */
export function isFileSet(dir: string): boolean {
  return FILE_SET_FILES.some((name) => existsSync(path.join(dir, name)));
}

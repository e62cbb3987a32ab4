// What every `ratings` command starts from: the shared data folder read into the engine's input.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Dataset } from '../../pipeline/sources/dataset';
import { loadDataset } from '../../pipeline/sources/load-dataset';
import { fromDataset, type RatingInput } from '../../ratings/index';

export type Row = Record<string, string>;

export function readCsv(file: string): Row[] {
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Row[];
}

/** The engine input the CLI rates; fight-statistics margins come with the dataset (sources/round-stats.ts), as on the site. */
export async function loadInput(dir: string, until?: string): Promise<{ dataset: Dataset; input: RatingInput }> {
  const dataset = await loadDataFolder(dir, until);
  return { dataset, input: fromDataset(dataset) };
}

/** The data folder's bouts before `until` (all without it); a folder that is not there is an error, not an empty dataset. */
export async function loadDataFolder(dir: string, until?: string): Promise<Dataset> {
  // A wrong --data path would otherwise load an empty dataset and print scores over zero bouts.
  if (!existsSync(dir)) throw new Error(`data folder not found: ${dir} (pass --data <dir>, e.g. the shared data folder)`);
  return loadDataset(dir, until === undefined ? {} : { until });
}

/** Every name we know a fighter by, the shown one first: the odds file and the official lists may use any of them. */
export const knownNames = (f: Dataset['fighters'][number]): string[] => [f.name, ...(f.aliases ?? []), ...(f.otherNames ?? []).map((o) => o.name)];

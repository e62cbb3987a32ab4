// jds-mma-data's *_mapping.csv files: which ufcstats fighter, bout and event another source's id means.
import { readCsvTable } from '../csv-table';
import type { SourceFiles } from '../detect-sources';
import type { Crosswalks, IdSystem } from '../source-records';

export async function parseCrosswalks(files: SourceFiles['crosswalks']): Promise<Crosswalks> {
  const [fighters, bouts, events] = await Promise.all([
    files.fighters ? readCsvTable(files.fighters, ['ufcstats_id', 'betmma_id', 'sherdog_id', 'tapology_id']) : null,
    files.bouts ? readCsvTable(files.bouts, ['ufcstats_id', 'betmma_id']) : null,
    files.events ? readCsvTable(files.events, ['ufcstats_id', 'betmma_id']) : null,
  ]);

  const fighterToUfcstats = new Map<IdSystem, Map<string, string>>();
  // mmadecisions is optional in older copies of the mapping file; a missing column maps nobody.
  for (const system of ['betmma', 'sherdog', 'tapology', 'mmadecisions'] as const) {
    const map = new Map<string, string>();
    for (const row of fighters?.rows ?? []) {
      const ufcstats = row.get('ufcstats_id');
      const other = row.get(`${system}_id`);
      if (ufcstats && other && !map.has(other)) map.set(other, ufcstats);
    }
    fighterToUfcstats.set(system, map);
  }
  return {
    fighterToUfcstats,
    boutBetmmaToUfcstats: pairs(bouts?.rows ?? []),
    eventBetmmaToUfcstats: pairs(events?.rows ?? []),
  };
}

function pairs(rows: readonly { get(column: string): string | null }[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const row of rows) {
    const ufcstats = row.get('ufcstats_id');
    const betmma = row.get('betmma_id');
    if (ufcstats && betmma && !map.has(betmma)) map.set(betmma, ufcstats);
  }
  return map;
}

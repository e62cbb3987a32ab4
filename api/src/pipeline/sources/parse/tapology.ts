// Parser for jds-mma-data Tapology/fighters.csv: birth date, birth place and nationality of UFC fighters.
import { readCsvTable } from '../csv-table';
import { rowDate } from '../normalise/dates';
import type { SourceFiles } from '../detect-sources';
import { inchesToCm } from '../normalise/measures';
import { cleanName } from '../normalise/names';
import type { FighterFacts } from '../source-records';

export async function parseTapologyFighters(files: NonNullable<SourceFiles['tapology']>): Promise<FighterFacts[]> {
  const table = await readCsvTable(files.fighters, ['id', 'ufcstats_id', 'sherdog_id', 'name', 'date_of_birth', 'nationality', 'birth_location']);
  return table.rows.map((row) => {
    const id = row.require('id');
    const ufcstats = row.get('ufcstats_id');
    const sherdog = row.get('sherdog_id');
    return {
      source: 'tapology',
      system: 'tapology',
      id,
      name: row.get('name') ? cleanName(row.require('name')) : null,
      nickname: row.get('nickname'),
      birthDate: rowDate(row, 'date_of_birth'),
      heightCm: inchesToCm(row.get('height_inches')),
      reachCm: inchesToCm(row.get('reach_inches')),
      nationality: row.get('nationality'),
      birthPlace: row.get('birth_location'),
      ids: { tapology: id, ...(ufcstats ? { ufcstats } : {}), ...(sherdog ? { sherdog } : {}) },
    };
  });
}

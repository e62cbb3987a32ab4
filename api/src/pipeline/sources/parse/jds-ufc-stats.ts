// Parser for jds-mma-data UFC_Stats: ufcstats' own ids for every fighter, incl. the PRIDE, Strikeforce, WEC,
// DREAM and Contender Series cards ufcstats hosts but the Greco results leave out.
import { readCsvTable, type CsvRow } from '../csv-table';
import { rowDate } from '../normalise/dates';
import type { BoutOutcome } from '../dataset';
import type { SourceFiles } from '../detect-sources';
import { intOrNull, scheduledRoundsOf } from '../normalise/measures';
import { normalizeMethod } from '../normalise/methods';
import { cleanName } from '../normalise/names';
import { organizationFromEventName } from '../normalise/organizations';
import type { SourceBout, SourceEvent, SourcePart } from '../source-records';
import { withCardPositions } from './card-position';
import { isInterimTitleBout, isTitleBout, normalizeWeightClass } from '../normalise/weight-classes';

type Files = NonNullable<SourceFiles['jdsUfcStats']>;

export async function parseJdsUfcStats(files: Files): Promise<SourcePart> {
  const [eventsTable, boutsTable] = await Promise.all([
    readCsvTable(files.events, ['id', 'name', 'date', 'location', 'is_ufc_event']),
    readCsvTable(files.bouts, [
      'id',
      'event_id',
      'bout_order',
      'red_fighter_id',
      'blue_fighter_id',
      'red_outcome',
      'weight_class',
      'type_verbose',
      'outcome_method',
      'outcome_method_details',
      'end_round',
      'end_round_time_seconds',
      'round_time_format',
    ]),
  ]);

  const events: SourceEvent[] = eventsTable.rows.map((row) => {
    const id = row.require('id');
    const name = cleanName(row.require('name'));
    const derived = organizationFromEventName(name);
    return {
      key: `ufc:${id}`,
      source: 'jds-ufc-stats',
      name,
      date: rowDate(row, 'date'),
      location: row.get('location'),
      organization: row.get('is_ufc_event') === '1' && derived !== 'ROAD_TO_UFC' && derived !== 'DWCS' ? 'UFC' : derived,
      status: null,
      ids: { ufcstats: id },
    };
  });

  const bouts: SourceBout[] = boutsTable.rows.map((row, index) => {
    const id = row.require('id');
    const typeText = row.get('type_verbose');
    const method = row.get('outcome_method');
    const detail = row.get('outcome_method_details');
    return {
      key: `ufc:${id}`,
      source: 'jds-ufc-stats',
      eventKey: `ufc:${row.require('event_id')}`,
      a: { kind: 'id', system: 'ufcstats', id: row.require('red_fighter_id'), name: null },
      b: { kind: 'id', system: 'ufcstats', id: row.require('blue_fighter_id'), name: null },
      outcomeA: outcomeOf(row),
      weightClass: normalizeWeightClass(row.get('weight_class') ?? typeText),
      titleBout: isTitleBout(typeText),
      interimTitle: isInterimTitleBout(typeText),
      scheduledRounds: scheduledRoundsOf(row.get('round_time_format')),
      method: normalizeMethod(method),
      methodDetail: method && detail && !/^decision/i.test(method) ? detail : method,
      endRound: intOrNull(row.get('end_round')),
      endTimeSeconds: intOrNull(row.get('end_round_time_seconds')),
      ids: { ufcstats: id },
      order: index,
    };
  });

  // bout_order 1 is the opener: the main event is the highest.
  const listed = boutsTable.rows.map((row, index) => intOrNull(row.get('bout_order')) ?? index);
  return { events, bouts: withCardPositions(bouts, false, listed), fighters: [] };
}

function outcomeOf(row: CsvRow): BoutOutcome | null {
  const outcome = row.get('red_outcome');
  if (outcome === null) return null;
  if (outcome === 'W' || outcome === 'L' || outcome === 'D' || outcome === 'NC') return outcome;
  return row.fail(`unknown red_outcome "${outcome}"`);
}

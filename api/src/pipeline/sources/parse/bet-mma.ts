// Parser for jds-mma-data Bet_MMA: the multi-promotion history (Bellator, PFL, ONE, ...) and the nationality
// each fighter represents. Results live in fighter_histories, one row per fighter per bout.
import { readCsvTable, type CsvRow } from '../csv-table';
import { rowDate } from '../normalise/dates';
import type { BoutOutcome } from '../dataset';
import type { SourceFiles } from '../detect-sources';
import { inchesToCm, intOrNull } from '../normalise/measures';
import { normalizeMethod } from '../normalise/methods';
import { cleanName } from '../normalise/names';
import { organizationFromEventName } from '../normalise/organizations';
import type { Crosswalks, FighterFacts, SourceBout, SourceEvent, SourcePart } from '../source-records';
import { withCardPositions } from './card-position';

type Files = NonNullable<SourceFiles['betmma']>;

interface Result {
  readonly fighterId: string;
  readonly outcome: BoutOutcome;
  readonly method: string | null;
  readonly endRound: number | null;
  readonly endTimeSeconds: number | null;
}

export async function parseBetMma(files: Files, crosswalks: Crosswalks): Promise<SourcePart> {
  const [eventsTable, boutsTable, fightersTable, historiesTable] = await Promise.all([
    readCsvTable(files.events, ['id', 'name', 'date', 'location', 'is_ufc_event']),
    readCsvTable(files.bouts, ['id', 'event_id', 'bout_order', 'fighter_1_id', 'fighter_2_id']),
    readCsvTable(files.fighters, ['id', 'ufcstats_id', 'sherdog_id', 'name', 'height_inches', 'reach_inches', 'stance', 'nationality']),
    files.histories ? readCsvTable(files.histories, ['fighter_id', 'bout_id', 'outcome', 'outcome_method', 'end_round', 'end_round_time_seconds']) : null,
  ]);

  const events: SourceEvent[] = eventsTable.rows.map((row) => {
    const id = row.require('id');
    const name = cleanName(row.require('name'));
    const ufcstats = crosswalks.eventBetmmaToUfcstats.get(id);
    const derived = organizationFromEventName(name, row.get('location'));
    return {
      key: `bm:${id}`,
      source: 'betmma',
      name,
      date: rowDate(row, 'date'),
      location: row.get('location'),
      organization: row.get('is_ufc_event') === '1' && derived !== 'ROAD_TO_UFC' && derived !== 'DWCS' ? 'UFC' : derived,
      status: null,
      ids: ufcstats ? { betmma: id, ufcstats } : { betmma: id },
    };
  });

  const results = new Map<string, Result[]>();
  for (const row of historiesTable?.rows ?? []) {
    const boutId = row.require('bout_id');
    const list = results.get(boutId) ?? [];
    list.push({
      fighterId: row.require('fighter_id'),
      outcome: outcomeOf(row),
      method: row.get('outcome_method'),
      endRound: intOrNull(row.get('end_round')),
      endTimeSeconds: intOrNull(row.get('end_round_time_seconds')),
    });
    results.set(boutId, list);
  }

  const bouts: SourceBout[] = boutsTable.rows.map((row, index) => {
    const id = row.require('id');
    const a = row.require('fighter_1_id');
    const b = row.require('fighter_2_id');
    // A bout with no history rows had not been fought when the source was scraped.
    const result = results.get(id)?.find((entry) => entry.fighterId === a) ?? null;
    const ufcstats = crosswalks.boutBetmmaToUfcstats.get(id);
    return {
      key: `bm:${id}`,
      source: 'betmma',
      eventKey: `bm:${row.require('event_id')}`,
      a: { kind: 'id', system: 'betmma', id: a, name: null },
      b: { kind: 'id', system: 'betmma', id: b, name: null },
      outcomeA: result?.outcome ?? null,
      weightClass: null,
      titleBout: false,
      scheduledRounds: null,
      method: normalizeMethod(result?.method ?? null),
      methodDetail: result?.method ?? null,
      endRound: result?.endRound ?? null,
      endTimeSeconds: result?.endTimeSeconds ?? null,
      ids: ufcstats ? { betmma: id, ufcstats } : { betmma: id },
      order: intOrNull(row.get('bout_order')) ?? index,
    };
  });

  const fighters: FighterFacts[] = fightersTable.rows.map((row) => {
    const id = row.require('id');
    const ufcstats = row.get('ufcstats_id');
    const sherdog = row.get('sherdog_id');
    return {
      source: 'betmma',
      system: 'betmma',
      id,
      // Bet MMA numbers namesakes ("Joey Gomez (2)"); the number is not part of the name.
      name: cleanName(row.require('name').replace(/\s*\(\d+\)\s*$/, '')),
      heightCm: inchesToCm(row.get('height_inches')),
      reachCm: inchesToCm(row.get('reach_inches')),
      stance: row.get('stance'),
      nationality: row.get('nationality'),
      ids: { betmma: id, ...(ufcstats ? { ufcstats } : {}), ...(sherdog ? { sherdog } : {}) },
    };
  });

  // bout_order 1 is the opener: the main event is the highest (Bellator 300's 16th, Nurmagomedov against Primus).
  return { events, bouts: withCardPositions(bouts, false), fighters };
}

function outcomeOf(row: CsvRow): BoutOutcome {
  const outcome = row.require('outcome');
  if (outcome === 'W' || outcome === 'L' || outcome === 'D' || outcome === 'NC') return outcome;
  return row.fail(`unknown outcome "${outcome}"`);
}

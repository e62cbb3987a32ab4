// Operator files (docs/data-format.md): any promotion's cards, scheduled bouts and results as CSV or JSON.
// Fighters are named by display name and optionally by id; the loader matches them like every other source.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCsvTable, recordRow, type CsvRow } from '../csv-table';
import { rowDate } from '../normalise/dates';
import type { BoutOutcome, EventStatus, ProRecord, Sex } from '../dataset';
import { clockToSeconds, intOrNull } from '../normalise/measures';
import { normalizeMethod } from '../normalise/methods';
import { cleanName, nameKey } from '../normalise/names';
import { organizationFromEventName, organizationFromInput } from '../normalise/organizations';
import type {
  FighterFacts,
  FighterRef,
  IdSystem,
  SourceBout,
  SourceEvent,
  SourcePart,
  SourceResult,
  SourceKnownName,
  SourceRetirement,
  SourceTitleChange,
} from '../source-records';
import { SourceError } from '../source-error';
import { beltClass, isInterimTitleBout, isTitleBout, listDivision, normalizeWeightClass } from '../normalise/weight-classes';

const EVENT_COLUMNS = ['event_id', 'name', 'date'] as const;
const BOUT_COLUMNS = ['event_id', 'fighter_a', 'fighter_b'] as const;
const FIGHTER_COLUMNS = ['fighter_id', 'name'] as const;
const RETIREMENT_COLUMNS = ['fighter', 'date', 'source'] as const;
const RETIREMENT_KINDS = ['retired', 'comeback', 'died'] as const;
const RESULT_COLUMNS = ['fighter_a', 'fighter_b', 'date', 'outcome', 'source'] as const;
const TITLE_CHANGE_COLUMNS = ['date', 'organization', 'weight_class', 'fighter', 'belt', 'change', 'source'] as const;
const KNOWN_NAME_COLUMNS = ['fighter', 'name', 'source'] as const;
const BELTS = ['title', 'interim'] as const;
const TITLE_CHANGES = ['vacated', 'promoted'] as const;

const STATUSES: readonly EventStatus[] = ['scheduled', 'completed', 'cancelled'];
const OUTCOMES: Readonly<Record<string, BoutOutcome>> = { W: 'W', L: 'L', D: 'D', NC: 'NC', 'W/L': 'W', 'L/W': 'L', 'D/D': 'D', 'NC/NC': 'NC' };
const ID_SYSTEMS: readonly IdSystem[] = ['ufcstats', 'sherdog', 'tapology', 'betmma'];

interface Tables {
  readonly events: readonly CsvRow[];
  readonly bouts: readonly CsvRow[];
  readonly fighters: readonly CsvRow[];
  readonly retirements: readonly CsvRow[];
  readonly results: readonly CsvRow[];
  readonly titleChanges: readonly CsvRow[];
  readonly knownNames: readonly CsvRow[];
}

/** One file set: a folder with events.csv, bouts.csv and optional fighters.csv, or one .json file. */
export async function parseGenericSet(location: string): Promise<SourcePart> {
  const set = path.basename(location, '.json');
  const tables = location.endsWith('.json') ? await readJsonSet(location) : await readCsvSet(location);
  return toPart(set, tables);
}

async function readCsvSet(dir: string): Promise<Tables> {
  const optional = async (name: string, required: readonly string[]) => {
    try {
      return (await readCsvTable(path.join(dir, name), required)).rows;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  const retirements = await optional('retirements.csv', RETIREMENT_COLUMNS);
  const fighters = await optional('fighters.csv', FIGHTER_COLUMNS);
  const results = await optional('results.csv', RESULT_COLUMNS);
  const titleChanges = await optional('title-changes.csv', TITLE_CHANGE_COLUMNS);
  const knownNames = await optional('names.csv', KNOWN_NAME_COLUMNS);
  // A set of facts alone (retirements, stated records, result corrections, title changes, names) needs no cards.
  const factsOnly = [retirements, fighters, results, titleChanges, knownNames].some((rows) => rows.length > 0) && !existsSync(path.join(dir, 'events.csv'));
  return {
    events: factsOnly ? [] : (await readCsvTable(path.join(dir, 'events.csv'), EVENT_COLUMNS)).rows,
    bouts: await optional('bouts.csv', BOUT_COLUMNS),
    fighters,
    retirements,
    results,
    titleChanges,
    knownNames,
  };
}

async function readJsonSet(file: string): Promise<Tables> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new SourceError(file, 0, `not valid JSON: ${(error as Error).message}`);
  }
  const list = (name: string, required: readonly string[]): CsvRow[] => {
    const records = (data as Record<string, unknown>)[name] ?? [];
    if (!Array.isArray(records)) throw new SourceError(file, 0, `"${name}" must be an array`);
    return records.map((record, index) => {
      const label = `${name}[${index}]`;
      if (typeof record !== 'object' || record === null) throw new SourceError(file, 0, `${label}: must be an object`);
      const values = Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value == null ? '' : String(value)]));
      const missing = required.filter((column) => !(column in values));
      if (missing.length > 0) throw new SourceError(file, 0, `${label}: missing required field(s): ${missing.join(', ')}`);
      return recordRow(file, label, values);
    });
  };
  return {
    events: list('events', EVENT_COLUMNS),
    bouts: list('bouts', BOUT_COLUMNS),
    fighters: list('fighters', FIGHTER_COLUMNS),
    retirements: list('retirements', RETIREMENT_COLUMNS),
    results: list('results', RESULT_COLUMNS),
    titleChanges: list('titleChanges', TITLE_CHANGE_COLUMNS),
    knownNames: list('names', KNOWN_NAME_COLUMNS),
  };
}

function toPart(set: string, tables: Tables): SourcePart {
  const eventKeys = new Set<string>();
  const eventOrganization = new Map<string, string>();
  const events: SourceEvent[] = tables.events.map((row) => {
    const id = row.require('event_id');
    const name = cleanName(row.require('name'));
    const status = row.get('status')?.toLowerCase() ?? null;
    if (status !== null && !STATUSES.includes(status as EventStatus)) row.fail(`status must be one of ${STATUSES.join(', ')}`);
    eventKeys.add(id);
    const organizationText = row.get('organization');
    const organization = organizationText ? organizationFromInput(organizationText) : organizationFromEventName(name);
    eventOrganization.set(id, organization);
    return {
      key: `gen:${set}:${id}`,
      source: 'generic',
      name,
      date: rowDate(row, 'date') ?? row.fail('column "date" is empty'),
      location: row.get('location'),
      organization,
      status: status as EventStatus | null,
      ids: {},
    };
  });

  const fighterIds = new Set(tables.fighters.map((row) => row.require('fighter_id')));
  const refFrom = (row: CsvRow, nameColumn: string, idColumn: string): FighterRef => {
    const name = cleanName(row.require(nameColumn));
    const id = row.get(idColumn);
    if (!id) return { kind: 'name', name };
    if (fighterIds.has(id)) return { kind: 'id', system: 'generic', id: `${set}:${id}`, name };
    const [system, value] = id.split(':', 2) as [IdSystem, string | undefined];
    if (!value || !ID_SYSTEMS.includes(system)) {
      row.fail(`${idColumn} "${id}" is neither a fighter_id of fighters.csv nor ufcstats:/sherdog:/tapology:/betmma:<id>`);
    }
    return { kind: 'id', system, id: value, name };
  };
  const refOf = (row: CsvRow, side: 'a' | 'b'): FighterRef => refFrom(row, `fighter_${side}`, `fighter_${side}_id`);

  const bouts: SourceBout[] = tables.bouts.map((row, index) => {
    const eventId = row.require('event_id');
    if (!eventKeys.has(eventId)) row.fail(`event_id "${eventId}" is not in events`);
    const outcome = row.get('outcome')?.toUpperCase() ?? null;
    const weightText = row.get('weight_class');
    const weightClass = divisionColumn(row, eventOrganization.get(eventId) ?? null);
    const titleClass = beltClass(eventOrganization.get(eventId) ?? null, normalizeWeightClass(weightText));
    const method = row.get('method');
    return {
      key: `gen:${set}:${row.get('bout_id') ?? `${eventId}#${index + 1}`}`,
      source: 'generic',
      eventKey: `gen:${set}:${eventId}`,
      a: refOf(row, 'a'),
      b: refOf(row, 'b'),
      outcomeA: outcome === null ? null : (OUTCOMES[outcome] ?? row.fail(`outcome must be W, L, D, NC or empty, not "${outcome}"`)),
      weightClass,
      titleBout: isYes(row.get('title_bout')) || isInterim(row.get('title_bout')) || isTitleBout(weightText),
      // `yes` says "a title bout", not which: silent, so another source's interim flag stands in the merge.
      ...(isInterim(row.get('title_bout')) || isInterimTitleBout(weightText) ? { interimTitle: true } : {}),
      ...(titleClass ? { titleClass } : {}),
      scheduledRounds: intOrNull(row.get('scheduled_rounds')),
      method: normalizeMethod(method),
      methodDetail: row.get('method_detail') ?? method,
      endRound: intOrNull(row.get('end_round')),
      endTimeSeconds: clockToSeconds(row.get('end_time')),
      ids: {},
      order: index,
    };
  });

  const fighters: FighterFacts[] = tables.fighters.map((row) => {
    const sex = row.get('sex')?.toUpperCase() ?? null;
    if (sex !== null && sex !== 'M' && sex !== 'F') row.fail('sex must be M, F or empty');
    const ids = Object.fromEntries(ID_SYSTEMS.map((system) => [system, row.get(`${system}_id`)]).filter(([, value]) => value)) as FighterFacts['ids'];
    return {
      source: 'generic',
      system: 'generic',
      id: `${set}:${row.require('fighter_id')}`,
      name: cleanName(row.require('name')),
      nickname: row.get('nickname'),
      fightName: row.get('fight_name') ? cleanName(row.get('fight_name')!) : null,
      sex: sex as Sex | null,
      birthDate: rowDate(row, 'birth_date'),
      heightCm: numberOrNull(row, 'height_cm'),
      reachCm: numberOrNull(row, 'reach_cm'),
      stance: row.get('stance'),
      nationality: row.get('nationality'),
      ids,
      proRecord: proRecordOf(row, set),
    };
  });

  const retirements: SourceRetirement[] = tables.retirements.map((row) => {
    const kind = (row.get('status')?.toLowerCase() ?? 'retired') as SourceRetirement['kind'];
    if (!RETIREMENT_KINDS.includes(kind)) row.fail(`status must be one of ${RETIREMENT_KINDS.join(', ')}`);
    return {
      fighter: refFrom(row, 'fighter', 'fighter_id'),
      date: rowDate(row, 'date') ?? row.fail('column "date" is empty'),
      kind,
      source: row.require('source'),
      where: `${set}/retirements:${row.line || row.file}`,
    };
  });

  const results: SourceResult[] = tables.results.map((row) => {
    const outcome = row.require('outcome').toUpperCase();
    const method = row.get('method');
    const organization = row.get('organization');
    const weightClass = divisionColumn(row, organization ? organizationFromInput(organization) : null);
    const titleClass =
      namedBelt(row, weightClass) ?? beltClass(organization ? organizationFromInput(organization) : null, normalizeWeightClass(row.get('weight_class')));
    return {
      a: refFrom(row, 'fighter_a', 'fighter_a_id'),
      b: refFrom(row, 'fighter_b', 'fighter_b_id'),
      date: rowDate(row, 'date') ?? row.fail('column "date" is empty'),
      outcomeA: OUTCOMES[outcome] ?? row.fail(`outcome must be W, L, D or NC, not "${outcome}"`),
      method: normalizeMethod(method),
      methodDetail: method,
      ...resultEnd(row),
      weightClass,
      titleBout: isYes(row.get('title_bout')) || isInterim(row.get('title_bout')),
      interimTitle: isInterim(row.get('title_bout')),
      ...(titleClass ? { titleClass } : {}),
      organization: organization ? organizationFromInput(organization) : null,
      eventName: row.get('event'),
      source: row.require('source'),
      where: `${set}/results:${row.line || row.file}`,
    };
  });

  const titleChanges: SourceTitleChange[] = tables.titleChanges.map((row) => {
    const organization = organizationFromInput(row.require('organization'));
    const belt = row.require('belt').toLowerCase() as SourceTitleChange['belt'];
    if (!BELTS.includes(belt)) row.fail(`belt must be one of ${BELTS.join(', ')}`);
    const change = row.require('change').toLowerCase() as SourceTitleChange['change'];
    if (!TITLE_CHANGES.includes(change)) row.fail(`change must be one of ${TITLE_CHANGES.join(', ')}`);
    return {
      fighter: refFrom(row, 'fighter', 'fighter_id'),
      date: rowDate(row, 'date') ?? row.fail('column "date" is empty'),
      organization,
      division: titleDivision(row, organization),
      belt,
      change,
      source: row.require('source'),
      where: `${set}/title-changes:${row.line || row.file}`,
    };
  });

  const knownNames: SourceKnownName[] = tables.knownNames.map((row) => {
    const name = cleanName(row.require('name'));
    // Search folds text to Latin letters and digits (fr_search_text): a name with neither could never be found.
    if (nameKey(name) === '') row.fail(`name "${name}" has no Latin letter or digit: search could never find it`);
    return { fighter: refFrom(row, 'fighter', 'fighter_id'), name, source: row.require('source'), where: `${set}/names:${row.line || row.file}` };
  });

  return { events, bouts, fighters, retirements, results, titleChanges, knownNames };
}

/** The weight_class column as a division of our lists (listDivision for its promotion); an unknown class stops the import. */
function divisionColumn(row: CsvRow, organization: string | null): string | null {
  const text = row.get('weight_class');
  const named = normalizeWeightClass(text);
  if (text && !named) row.fail(`unknown weight_class "${text}"`);
  return listDivision(organization, named);
}

/**
 * A title's own name where a promotion holds two titles in one class (the PFL's "Super Fights Heavyweight" beside its
 * season's heavyweight title): the `belt` column, which must name the row's division.
 */
function namedBelt(row: CsvRow, division: string | null): string | null {
  const belt = row.get('belt');
  if (!belt) return null;
  if (!division || normalizeWeightClass(belt) !== division) row.fail(`belt "${belt}" must name the row's weight_class`);
  return belt;
}

/**
 * A title change's weight_class: the class the belt is named for (ONE's strawweight stays strawweight: its title is not
 * ONE's flyweight title, though both are in our flyweight list), not a catch weight or open weight.
 */
function titleDivision(row: CsvRow, organization: string): string {
  const division = divisionColumn(row, organization) ?? row.fail('column "weight_class" is empty');
  if (division === 'Catch Weight' || division === 'Open Weight') row.fail(`weight_class "${row.get('weight_class')}" holds no title`);
  return beltClass(organization, normalizeWeightClass(row.get('weight_class'))) ?? division;
}

/** A yes/no column: 1, yes, true or y (any case) is yes; anything else, or empty, is no. */
const isYes = (value: string | null): boolean => /^(1|yes|true|y)$/i.test(value ?? '');
/**
 * Where a recorded result ended: a round (1 or more) and, with it only, the time into it (`m:ss`). A value that is
 * neither stops the import with its line, rather than leaving the source's round and time in place unnoticed.
 */
function resultEnd(row: CsvRow): { endRound: number | null; endTimeSeconds: number | null } {
  const [roundText, timeText] = [row.get('end_round'), row.get('end_time')];
  const endRound = intOrNull(roundText);
  if (roundText !== null && (endRound === null || endRound < 1)) row.fail(`end_round must be a round number (1 or more), not "${roundText}"`);
  const endTimeSeconds = clockToSeconds(timeText);
  if (timeText !== null && endTimeSeconds === null) row.fail(`end_time must be m:ss, not "${timeText}"`);
  if (timeText !== null && endRound === null) row.fail('end_time needs its end_round');
  return { endRound, endTimeSeconds };
}

/** `interim` in a title_bout column: a title bout for an interim belt. */
const isInterim = (value: string | null): boolean => /^interim$/i.test(value ?? '');

const RECORD_COLUMNS = ['pro_wins', 'pro_losses', 'pro_draws', 'pro_no_contests'] as const;

/** A stated professional record: all of wins and losses (draws and no contests default to 0), or none. */
function proRecordOf(row: CsvRow, set: string): ProRecord | null {
  const values = RECORD_COLUMNS.map((column) => {
    const text = row.get(column);
    if (text === null) return null;
    if (!/^\d{1,4}$/.test(text)) row.fail(`column "${column}" must be a whole number of bouts, not "${text}"`);
    return Number(text);
  });
  if (values.every((value) => value === null)) return null;
  const [wins, losses, draws, noContests] = values;
  if (wins === null || losses === null) row.fail('a professional record needs both pro_wins and pro_losses');
  return {
    wins: wins!,
    losses: losses!,
    draws: draws ?? 0,
    noContests: noContests ?? 0,
    source: row.get('pro_record_source') ?? set,
    asOf: rowDate(row, 'pro_record_as_of'),
  };
}

function numberOrNull(row: CsvRow, column: string): number | null {
  const text = row.get(column);
  if (text === null) return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : row.fail(`column "${column}" is not a positive number: "${text}"`);
}

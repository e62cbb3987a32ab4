// Parser for the Greco1899 ufcstats files: every UFC event, bout and result, fighters by display name only.
// Upstream also lists announced cards: a fight with no result row is a scheduled bout.
import { readCsvTable, type CsvRow } from '../csv-table';
import { rowDate } from '../normalise/dates';
import type { SourceFiles } from '../detect-sources';
import type { BoutOutcome } from '../dataset';
import { cleanName, mayNameOnePerson } from '../normalise/names';
import { clockToSeconds, feetInchesToCm, inchesToCm, intOrNull, poundsOf, scheduledRoundsOf } from '../normalise/measures';
import { normalizeMethod } from '../normalise/methods';
import { organizationFromEventName } from '../normalise/organizations';
import type { FighterFacts, SourceBout, SourceEvent, SourcePart } from '../source-records';
import { withCardPositions } from './card-position';
import { isInterimTitleBout, isTitleBout, normalizeWeightClass } from '../normalise/weight-classes';
import { cleanMethodDetails } from '../normalise/method-details';

type Files = NonNullable<SourceFiles['ufcstats']>;

const OUTCOMES: Readonly<Record<string, BoutOutcome>> = { 'W/L': 'W', 'L/W': 'L', 'D/D': 'D', 'NC/NC': 'NC' };

/** 16-hex id at the end of a ufcstats URL. */
export function ufcstatsId(row: CsvRow, column: string): string {
  const url = row.require(column);
  return /([0-9a-f]{16})\/?$/.exec(url)?.[1] ?? row.fail(`column "${column}" is not a ufcstats URL: "${url}"`);
}

export function splitBout(row: CsvRow): [string, string] {
  const parts = row.require('BOUT').split(/\s+vs\.?\s+/i);
  if (parts.length !== 2 || !parts[0]!.trim() || !parts[1]!.trim()) row.fail(`BOUT is not "A vs. B": "${row.get('BOUT')}"`);
  return [cleanName(parts[0]!), cleanName(parts[1]!)];
}

export async function parseUfcstats(files: Files, notes: string[]): Promise<SourcePart> {
  const [eventsTable, resultsTable, detailsTable, fightersTable, tottTable] = await Promise.all([
    readCsvTable(files.events, ['EVENT', 'URL', 'DATE', 'LOCATION']),
    readCsvTable(files.fightResults, ['EVENT', 'BOUT', 'OUTCOME', 'WEIGHTCLASS', 'METHOD', 'ROUND', 'TIME', 'TIME FORMAT', 'URL']),
    files.fightDetails ? readCsvTable(files.fightDetails, ['EVENT', 'BOUT', 'URL']) : null,
    files.fighterDetails ? readCsvTable(files.fighterDetails, ['FIRST', 'LAST', 'NICKNAME', 'URL']) : null,
    files.fighterTott ? readCsvTable(files.fighterTott, ['FIGHTER', 'HEIGHT', 'WEIGHT', 'REACH', 'STANCE', 'DOB', 'URL']) : null,
  ]);

  const eventKeyByName = new Map<string, string>();
  const events: SourceEvent[] = eventsTable.rows.map((row) => {
    const id = ufcstatsId(row, 'URL');
    const name = cleanName(row.require('EVENT'));
    eventKeyByName.set(name, `ufc:${id}`);
    const organization = organizationFromEventName(name);
    return {
      key: `ufc:${id}`,
      source: 'ufcstats',
      name,
      date: rowDate(row, 'DATE'),
      location: row.get('LOCATION'),
      // Every card on ufcstats is a UFC card; only its prospect series keep their own code.
      organization: organization === 'ROAD_TO_UFC' || organization === 'DWCS' ? organization : 'UFC',
      status: null,
      ids: { ufcstats: id },
    };
  });

  // fight_details carries the current event name of each fight; results may still carry an old one.
  const eventOfFight = new Map<string, string>();
  const announced: { row: CsvRow; id: string }[] = [];
  for (const row of detailsTable?.rows ?? []) {
    const id = ufcstatsId(row, 'URL');
    const eventKey = eventKeyByName.get(cleanName(row.require('EVENT')));
    if (eventKey && !eventOfFight.has(id)) {
      eventOfFight.set(id, eventKey);
      announced.push({ row, id });
    }
  }

  const bouts = new Map<string, SourceBout>();
  resultsTable.rows.forEach((row, index) => {
    const id = ufcstatsId(row, 'URL');
    // The same fight URL can be listed twice (under an event's old and new name): keep the first.
    if (bouts.has(id)) return;
    const eventKey = eventOfFight.get(id) ?? eventKeyByName.get(cleanName(row.require('EVENT')));
    if (!eventKey) {
      notes.push(`ufcstats: fight ${id} names event "${row.get('EVENT')}" that is not in ufc_event_details; bout skipped`);
      return;
    }
    const outcome = row.get('OUTCOME');
    const outcomeA = outcome === null ? null : (OUTCOMES[outcome.replace(/\s+/g, '')] ?? row.fail(`unknown OUTCOME "${outcome}"`));
    const [a, b] = splitBout(row);
    const weightText = row.get('WEIGHTCLASS');
    const method = row.get('METHOD');
    const details = row.get('DETAILS');
    bouts.set(id, {
      key: `ufc:${id}`,
      source: 'ufcstats',
      eventKey,
      a: { kind: 'name', name: a },
      b: { kind: 'name', name: b },
      outcomeA,
      weightClass: normalizeWeightClass(weightText),
      titleBout: isTitleBout(weightText),
      interimTitle: isInterimTitleBout(weightText),
      scheduledRounds: scheduledRoundsOf(row.get('TIME FORMAT')),
      method: normalizeMethod(method),
      methodDetail: methodDetail(method, details),
      endRound: intOrNull(row.get('ROUND')),
      endTimeSeconds: clockToSeconds(row.get('TIME')),
      ids: { ufcstats: id },
      order: index,
    });
  });
  for (const { row, id } of announced) {
    if (bouts.has(id)) continue;
    const [a, b] = splitBout(row);
    bouts.set(id, {
      key: `ufc:${id}`,
      source: 'ufcstats',
      eventKey: eventOfFight.get(id)!,
      a: { kind: 'name', name: a },
      b: { kind: 'name', name: b },
      outcomeA: null,
      weightClass: null,
      titleBout: false,
      scheduledRounds: null,
      method: null,
      methodDetail: null,
      endRound: null,
      endTimeSeconds: null,
      ids: { ufcstats: id },
      order: resultsTable.rows.length + bouts.size,
    });
  }

  // Results list each card main event first, and fight_details its announced bouts the same way (after any results).
  return {
    events,
    bouts: withCardPositions([...bouts.values()], true),
    fighters: fighterFacts(fightersTable?.rows ?? [], tottTable?.rows ?? [], notes),
  };
}

// Decisions carry judges' scores in DETAILS, which belong to no method; finishes carry the technique.
function methodDetail(method: string | null, rawDetails: string | null): string | null {
  if (!method) return null;
  if (/^decision/i.test(method)) return method.trim();
  const details = rawDetails ? cleanMethodDetails(rawDetails) : '';
  if (/^(ko\/tko|submission)$/i.test(method.trim())) return details || method.trim();
  return details ? `${method.trim()}: ${details}` : method.trim();
}

function fighterFacts(detailRows: readonly CsvRow[], tottRows: readonly CsvRow[], notes: string[]): FighterFacts[] {
  const tott = new Map<string, CsvRow>();
  for (const row of tottRows) tott.set(ufcstatsId(row, 'URL'), row);
  const facts: FighterFacts[] = [];
  const seen = new Set<string>();
  const add = (id: string, name: string | null, nickname: string | null, filedTape: CsvRow | undefined) => {
    seen.add(id);
    const filedName = filedTape?.get('FIGHTER') ? cleanName(filedTape.require('FIGHTER')) : null;
    // A tape that names somebody else was filed under the wrong page: none of its facts are this fighter's.
    const misfiled = filedName !== null && name !== null && !mayNameOnePerson(filedName, name);
    if (misfiled) notes.push(`conflict: ufcstats tale of the tape for "${name}" (${id}) names "${filedName}": not used`);
    const tape = misfiled ? undefined : filedTape;
    const tapeName = tape ? filedName : null;
    facts.push({
      source: 'ufcstats',
      system: 'ufcstats',
      id,
      name: name ?? tapeName,
      nickname,
      birthDate: tape ? rowDate(tape, 'DOB') : null,
      heightCm: feetInchesToCm(tape?.get('HEIGHT') ?? null),
      reachCm: inchesToCm(tape?.get('REACH') ?? null),
      weightLbs: poundsOf(tape?.get('WEIGHT') ?? null),
      stance: tape?.get('STANCE') ?? null,
      ids: { ufcstats: id },
      // The tale of the tape sometimes spells the name as results do ("Kai Kamaka" for "Kai Kamaka III").
      aliases: tapeName && name && tapeName !== name ? [tapeName] : [],
    });
  };
  for (const row of detailRows) {
    const id = ufcstatsId(row, 'URL');
    const name = cleanName(`${row.get('FIRST') ?? ''} ${row.get('LAST') ?? ''}`);
    add(id, name || null, row.get('NICKNAME'), tott.get(id));
  }
  for (const [id, tape] of tott) if (!seen.has(id)) add(id, null, null, tape);
  return facts;
}

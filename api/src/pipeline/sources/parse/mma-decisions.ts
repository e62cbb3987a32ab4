// jds-mma-data MMA_Decisions: weigh-in weights of decision bouts (UFC, Bellator, PFL, KSW, Cage Warriors,
// Invicta, ...), the main public evidence of a non-UFC fighter's division, and the fighting names the
// promotions announced. It adds no bouts: its fighters are joined to ours by the crosswalk id or, for everyone
// else, by the bouts both sides fought (same date within a day, both corners' names agree), never by name alone.
import { readCsvTable } from '../csv-table';
import { rowDate } from '../normalise/dates';
import type { DatasetBout, DatasetWeighIn } from '../dataset';
import { addDays } from '../normalise/dates';
import { inchesToCm } from '../normalise/measures';
import { cleanName, looseNameKeys, nameKey, nameTokens } from '../normalise/names';
import type { FighterFacts } from '../source-records';

export interface MmaDecisionsFiles {
  readonly events: string;
  readonly bouts: string;
  readonly fighters: string;
}

export interface MmaDecisionsBout {
  readonly id: string;
  readonly date: string;
  readonly promotion: string | null;
  readonly fighter1: string;
  readonly fighter2: string;
  readonly weight1: number | null;
  readonly weight2: number | null;
}

export interface MmaDecisionsData {
  readonly fighters: ReadonlyMap<string, FighterFacts>;
  readonly bouts: readonly MmaDecisionsBout[];
}

// Weigh-ins outside this range are typos in the source, not a division.
const MIN_WEIGHT_LBS = 95;
const MAX_WEIGHT_LBS = 400;

export async function parseMmaDecisions(files: MmaDecisionsFiles): Promise<MmaDecisionsData> {
  const [events, bouts, fighters] = await Promise.all([
    readCsvTable(files.events, ['id', 'name', 'promotion', 'date']),
    readCsvTable(files.bouts, ['id', 'event_id', 'fighter_1_id', 'fighter_2_id', 'fighter_1_weight_lbs', 'fighter_2_weight_lbs']),
    readCsvTable(files.fighters, ['id', 'name', 'nicknames', 'date_of_birth', 'height_inches', 'reach_inches']),
  ]);
  const eventOf = new Map(events.rows.map((row) => [row.require('id'), { date: rowDate(row, 'date'), promotion: row.get('promotion') }]));
  const weight = (text: string | null) => {
    const value = text === null ? Number.NaN : Number(text);
    return Number.isFinite(value) && value >= MIN_WEIGHT_LBS && value <= MAX_WEIGHT_LBS ? value : null;
  };
  const parsedBouts: MmaDecisionsBout[] = [];
  for (const row of bouts.rows) {
    const event = eventOf.get(row.require('event_id'));
    // A bout of an event the file does not list has no date to join on: it cannot be placed, so it is left out.
    if (!event?.date) continue;
    parsedBouts.push({
      id: row.require('id'),
      date: event.date,
      promotion: event.promotion,
      fighter1: row.require('fighter_1_id'),
      fighter2: row.require('fighter_2_id'),
      weight1: weight(row.get('fighter_1_weight_lbs')),
      weight2: weight(row.get('fighter_2_weight_lbs')),
    });
  }
  const parsedFighters = new Map<string, FighterFacts>();
  for (const row of fighters.rows) {
    const id = row.require('id');
    const nicknames = row.get('nicknames');
    parsedFighters.set(id, {
      source: 'mmadecisions',
      system: 'mmadecisions',
      id,
      name: cleanName(row.require('name')),
      nickname: nicknames ? nicknames.split(';')[0]!.trim() : null,
      birthDate: rowDate(row, 'date_of_birth'),
      heightCm: inchesToCm(row.get('height_inches')),
      reachCm: inchesToCm(row.get('reach_inches')),
      birthPlace: row.get('birth_location'),
    });
  }
  return { fighters: parsedFighters, bouts: parsedBouts };
}

export interface LinkedMmaDecisions {
  /** MMA Decisions fighter id -> our fighter key. */
  readonly fighterKeys: ReadonlyMap<string, string>;
  readonly weighIns: DatasetWeighIn[];
}

/** How well an MMA Decisions name fits one of our fighters' names: 2 same name (or spelling), 1 a shared surname-like word, 0 no. */
function nameFit(theirs: string, ours: readonly string[]): 0 | 1 | 2 {
  const key = nameKey(theirs);
  const loose = looseNameKeys(theirs);
  if (ours.some((name) => nameKey(name) === key || looseNameKeys(name).some((k) => loose.includes(k)))) return 2;
  const words = new Set(nameTokens(theirs).filter((token) => token.length >= 3));
  return ours.some((name) => nameTokens(name).some((token) => words.has(token))) ? 1 : 0;
}

/**
 * Joins MMA Decisions to the merged bouts. A fighter the crosswalk names is that fighter; any other is linked
 * when every bout of his that fits one of ours (same day +-1, both corners fit, one of them by full name or id)
 * points to the same fighter of ours. Weigh-ins of linked fighters are kept, dated, with the bout when known.
 */
export function linkMmaDecisions(
  data: MmaDecisionsData,
  crosswalk: ReadonlyMap<string, string>,
  bouts: readonly DatasetBout[],
  namesOf: (fighterKey: string) => readonly string[],
  ambiguities: string[],
): LinkedMmaDecisions {
  const byDate = new Map<string, DatasetBout[]>();
  const fighting = new Set<string>();
  for (const bout of bouts) {
    if (!bout.date) continue;
    (byDate.get(bout.date) ?? byDate.set(bout.date, []).get(bout.date)!).push(bout);
    fighting.add(bout.fighterA).add(bout.fighterB);
  }
  const known = new Map<string, string>();
  for (const [mmaId, ufcstats] of crosswalk) {
    if (data.fighters.has(mmaId) && fighting.has(`ufc:${ufcstats}`)) known.set(mmaId, `ufc:${ufcstats}`);
  }

  const fit = (mmaId: string, fighterKey: string): 0 | 1 | 2 => {
    const linked = known.get(mmaId);
    if (linked) return linked === fighterKey ? 2 : 0;
    const name = data.fighters.get(mmaId)?.name;
    return name ? nameFit(name, namesOf(fighterKey)) : 0;
  };

  const votes = new Map<string, Map<string, number>>();
  const boutOf = new Map<string, { bout: DatasetBout; swapped: boolean }>();
  for (const mma of data.bouts) {
    const matches: { bout: DatasetBout; swapped: boolean }[] = [];
    for (const date of [mma.date, addDays(mma.date, -1), addDays(mma.date, 1)]) {
      for (const bout of byDate.get(date) ?? []) {
        for (const swapped of [false, true]) {
          const [a, b] = swapped ? [bout.fighterB, bout.fighterA] : [bout.fighterA, bout.fighterB];
          const fitA = fit(mma.fighter1, a);
          const fitB = fit(mma.fighter2, b);
          if (fitA > 0 && fitB > 0 && Math.max(fitA, fitB) === 2) matches.push({ bout, swapped });
        }
      }
      if (matches.length > 0) break;
    }
    if (matches.length !== 1) continue;
    const match = matches[0]!;
    boutOf.set(mma.id, match);
    const [a, b] = match.swapped ? [match.bout.fighterB, match.bout.fighterA] : [match.bout.fighterA, match.bout.fighterB];
    for (const [mmaId, key] of [
      [mma.fighter1, a],
      [mma.fighter2, b],
    ] as const) {
      if (known.has(mmaId)) continue;
      const tally = votes.get(mmaId) ?? votes.set(mmaId, new Map()).get(mmaId)!;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
  }

  const fighterKeys = new Map(known);
  const claimedBy = new Map<string, string>([...known].map(([mmaId, key]) => [key, mmaId]));
  for (const [mmaId, tally] of [...votes].sort(([x], [y]) => Number(x) - Number(y))) {
    const name = data.fighters.get(mmaId)?.name ?? mmaId;
    if (tally.size > 1) {
      ambiguities.push(`ambiguous: mmadecisions fighter ${mmaId} "${name}" fits ${[...tally.keys()].join(' and ')} in different bouts; not linked`);
      continue;
    }
    const [key] = tally.keys();
    const holder = claimedBy.get(key!);
    if (holder !== undefined) {
      ambiguities.push(`ambiguous: mmadecisions fighters ${holder} and ${mmaId} "${name}" both fit ${key}; ${mmaId} not linked`);
      continue;
    }
    claimedBy.set(key!, mmaId);
    fighterKeys.set(mmaId, key!);
  }

  const weighIns: DatasetWeighIn[] = [];
  for (const mma of data.bouts) {
    const boutKey = boutOf.get(mma.id)?.bout.key ?? null;
    for (const [mmaId, weightLbs] of [
      [mma.fighter1, mma.weight1],
      [mma.fighter2, mma.weight2],
    ] as const) {
      const fighterKey = fighterKeys.get(mmaId);
      if (fighterKey && weightLbs !== null) weighIns.push({ fighterKey, date: mma.date, weightLbs, boutKey, source: 'mmadecisions' });
    }
  }
  weighIns.sort((x, y) => x.fighterKey.localeCompare(y.fighterKey) || x.date.localeCompare(y.date) || x.weightLbs - y.weightLbs);
  return { fighterKeys, weighIns: dedupeWeighIns(weighIns) };
}

/** One weigh-in per fighter and day (a source listing the same bout twice says nothing new). */
function dedupeWeighIns(weighIns: DatasetWeighIn[]): DatasetWeighIn[] {
  const seen = new Set<string>();
  return weighIns.filter((w) => {
    const id = `${w.fighterKey}\0${w.date}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

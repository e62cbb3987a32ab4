// Turns a Dataset into rows the fight tables accept. Whatever the schema would refuse is settled here,
// row by row, so one odd value is reported in the summary instead of failing the whole import.
import { slugify } from '@fightrank/shared/contracts';
import type { BoutMethod, BoutOutcome, Dataset, EventStatus } from '../sources/dataset';
import { brandedEventName, organizationName } from '../sources/normalise/organizations';
import { isIsoDate } from '../sources/normalise/dates';

export interface RejectedRow {
  entity: 'fighter' | 'event' | 'bout';
  key: string;
  /** Set when only this value was dropped (stored as unknown) and the row itself was kept. */
  field?: string;
  reason: string;
}

export interface OrganizationRow {
  code: string;
  name: string;
}

export interface FighterRow {
  key: string;
  name: string;
  slug: string;
  nickname: string | null;
  sex: 'M' | 'F' | null;
  birth_date: string | null;
  height_cm: number | null;
  reach_cm: number | null;
  listed_weight_lbs: number | null;
  stance: string | null;
  nationality: string | null;
  country_code: string | null;
  ufcstats_id: string | null;
  sherdog_id: string | null;
  tapology_id: string | null;
  betmma_id: string | null;
}

export interface EventRow {
  key: string;
  name: string;
  date: string | null;
  location: string | null;
  country: string | null;
  organization: string;
  status: EventStatus;
  ufcstats_id: string | null;
  betmma_id: string | null;
}

export interface BoutRow {
  key: string;
  event_key: string;
  fighter_a_key: string;
  fighter_b_key: string;
  weight_class: string | null;
  title_bout: boolean;
  interim_title: boolean;
  title_class: string | null;
  title_organization: string | null;
  scheduled_rounds: number | null;
  outcome_a: BoutOutcome | null;
  method: BoutMethod | null;
  method_detail: string | null;
  end_round: number | null;
  end_time_seconds: number | null;
  card_position: number | null;
  ufcstats_id: string | null;
  betmma_id: string | null;
}

export interface PreparedRows {
  organizations: OrganizationRow[];
  fighters: FighterRow[];
  events: EventRow[];
  bouts: BoutRow[];
  rejected: RejectedRow[];
}

const OUTCOMES = new Set<string>(['W', 'L', 'D', 'NC']);
const METHODS = new Set<string>(['KO/TKO', 'SUB', 'DEC_UNANIMOUS', 'DEC_SPLIT', 'DEC_MAJORITY', 'DEC', 'DQ', 'OTHER']);
const STATUSES = new Set<string>(['scheduled', 'completed', 'cancelled']);

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A value the schema would refuse becomes unknown, and the summary says so; the row stays. */
type Checked = <T>(entity: RejectedRow['entity'], key: string, field: string, value: T | null | undefined, ok: (v: T) => boolean) => T | null;

function checker(rejected: RejectedRow[]): Checked {
  return (entity, key, field, value, ok) => {
    if (value === null || value === undefined) return null;
    if (ok(value)) return value;
    rejected.push({ entity, key, field, reason: `${field} ${JSON.stringify(value)} is not valid; stored as unknown` });
    return null;
  };
}

/** Source ids are unique per table: the first row to claim one keeps it. */
function claimer(entity: RejectedRow['entity'], rejected: RejectedRow[]) {
  const owners = new Map<string, string>();
  return (key: string, field: string, id: string | undefined): string | null => {
    const value = text(id);
    if (value === null) return null;
    const owner = owners.get(`${field}\0${value}`);
    if (owner !== undefined) {
      rejected.push({ entity, key, field, reason: `${field} ${value} also belongs to ${owner}; kept there` });
      return null;
    }
    owners.set(`${field}\0${value}`, key);
    return value;
  };
}

export function prepareRows(dataset: Dataset): PreparedRows {
  const rejected: RejectedRow[] = [];
  const fighters = prepareFighters(dataset.fighters, rejected);
  const { events, organizations } = prepareEvents(dataset.events, rejected);
  const bouts = prepareBouts(dataset.bouts, new Set(fighters.map((f) => f.key)), new Set(events.map((e) => e.key)), rejected);
  return { organizations, fighters, events, bouts, rejected };
}

/** One row per fighter with a key (the first of a duplicate) and a name. */
function prepareFighters(sourceFighters: Dataset['fighters'], rejected: RejectedRow[]): FighterRow[] {
  const checked = checker(rejected);
  const fighters: FighterRow[] = [];
  const fighterKeys = new Set<string>();
  const claimFighterId = claimer('fighter', rejected);
  for (const f of sourceFighters) {
    const name = text(f.name);
    if (!text(f.key)) {
      rejected.push({ entity: 'fighter', key: String(f.key), reason: 'no key' });
      continue;
    }
    if (fighterKeys.has(f.key)) {
      rejected.push({ entity: 'fighter', key: f.key, reason: 'duplicate key; the first row was kept' });
      continue;
    }
    if (name === null) {
      rejected.push({ entity: 'fighter', key: f.key, reason: 'no name' });
      continue;
    }
    fighterKeys.add(f.key);
    fighters.push({
      key: f.key,
      name,
      slug: slugify(name),
      nickname: text(f.nickname),
      sex: checked('fighter', f.key, 'sex', f.sex, (v) => v === 'M' || v === 'F'),
      birth_date: checked('fighter', f.key, 'birth_date', f.birthDate, isIsoDate),
      height_cm: checked('fighter', f.key, 'height_cm', f.heightCm, (v) => Number.isFinite(v) && v > 0),
      reach_cm: checked('fighter', f.key, 'reach_cm', f.reachCm, (v) => Number.isFinite(v) && v > 0),
      listed_weight_lbs: checked('fighter', f.key, 'listed_weight_lbs', f.listedWeightLbs ?? null, (v) => Number.isFinite(v) && v > 0),
      stance: text(f.stance),
      nationality: text(f.nationality),
      country_code: checked('fighter', f.key, 'country_code', text(f.countryCode), (v) => /^[A-Z]{2}$/.test(v)),
      ufcstats_id: claimFighterId(f.key, 'ufcstats_id', f.ids.ufcstats),
      sherdog_id: claimFighterId(f.key, 'sherdog_id', f.ids.sherdog),
      tapology_id: claimFighterId(f.key, 'tapology_id', f.ids.tapology),
      betmma_id: claimFighterId(f.key, 'betmma_id', f.ids.betmma),
    });
  }
  return fighters;
}

/** One row per event with a key, an organization and a known status; each organization once. */
function prepareEvents(sourceEvents: Dataset['events'], rejected: RejectedRow[]): { events: EventRow[]; organizations: OrganizationRow[] } {
  const checked = checker(rejected);
  const events: EventRow[] = [];
  const eventKeys = new Set<string>();
  const organizations = new Map<string, OrganizationRow>();
  const claimEventId = claimer('event', rejected);
  for (const e of sourceEvents) {
    if (!text(e.key)) {
      rejected.push({ entity: 'event', key: String(e.key), reason: 'no key' });
      continue;
    }
    if (eventKeys.has(e.key)) {
      rejected.push({ entity: 'event', key: e.key, reason: 'duplicate key; the first row was kept' });
      continue;
    }
    const organization = text(e.organization);
    if (organization === null) {
      rejected.push({ entity: 'event', key: e.key, reason: 'no organization' });
      continue;
    }
    if (!STATUSES.has(e.status)) {
      rejected.push({ entity: 'event', key: e.key, reason: `status ${JSON.stringify(e.status)} is not scheduled, completed or cancelled` });
      continue;
    }
    eventKeys.add(e.key);
    if (!organizations.has(organization)) organizations.set(organization, { code: organization, name: organizationName(organization) });
    events.push({
      key: e.key,
      name: brandedEventName(text(e.name) ?? e.key, organization),
      date: checked('event', e.key, 'date', e.date, isIsoDate),
      location: text(e.location),
      country: text(e.country),
      organization,
      status: e.status,
      ufcstats_id: claimEventId(e.key, 'ufcstats_id', e.ids.ufcstats),
      betmma_id: claimEventId(e.key, 'betmma_id', e.ids.betmma),
    });
  }
  return { events, organizations: [...organizations.values()] };
}

/** One row per bout between two different known fighters at a known event, once per pair and event (and ufcstats fight). */
function prepareBouts(sourceBouts: Dataset['bouts'], fighterKeys: ReadonlySet<string>, eventKeys: ReadonlySet<string>, rejected: RejectedRow[]): BoutRow[] {
  const checked = checker(rejected);
  const bouts: BoutRow[] = [];
  const boutKeys = new Set<string>();
  const pairs = new Map<string, { key: string; ufcstatsId: string | null }[]>();
  const claimBoutId = claimer('bout', rejected);
  const smallInt = (min: number, max: number) => (v: number) => Number.isInteger(v) && v >= min && v <= max;
  for (const b of sourceBouts) {
    const reject = (reason: string) => rejected.push({ entity: 'bout', key: String(b.key), reason });
    if (!text(b.key)) {
      reject('no key');
      continue;
    }
    if (boutKeys.has(b.key)) {
      reject('duplicate key; the first row was kept');
      continue;
    }
    if (!eventKeys.has(b.eventKey)) {
      reject(`event ${b.eventKey} is not in the dataset`);
      continue;
    }
    const missing = [b.fighterA, b.fighterB].filter((k) => !fighterKeys.has(k));
    if (missing.length > 0) {
      reject(`fighter ${missing.join(' and ')} is not in the dataset`);
      continue;
    }
    if (b.fighterA === b.fighterB) {
      reject(`both corners are ${b.fighterA}`);
      continue;
    }
    // Once per pair and event, unless ufcstats lists two fights under two ids (a 1997 tournament rematch): a bout
    // is never stored twice (migration 310 holds the schema to the same, less a bout with an id beside one without).
    const ufcstatsId = claimBoutId(b.key, 'ufcstats_id', b.ids.ufcstats);
    const pair = [b.eventKey, ...[b.fighterA, b.fighterB].sort()].join('\0');
    const met = pairs.get(pair) ?? [];
    const twin = met.find((other) => !(ufcstatsId && other.ufcstatsId && other.ufcstatsId !== ufcstatsId));
    if (twin !== undefined) {
      reject(`same fighters as bout ${twin.key} at the same event`);
      continue;
    }
    pairs.set(pair, [...met, { key: b.key, ufcstatsId }]);
    boutKeys.add(b.key);
    bouts.push({
      key: b.key,
      event_key: b.eventKey,
      fighter_a_key: b.fighterA,
      fighter_b_key: b.fighterB,
      weight_class: text(b.weightClass),
      title_bout: b.titleBout === true,
      interim_title: b.titleBout === true && b.interimTitle === true,
      title_class: b.titleBout === true ? text(b.titleClass) : null,
      title_organization: b.titleBout === true ? text(b.titleOrganization) : null,
      scheduled_rounds: checked('bout', b.key, 'scheduled_rounds', b.scheduledRounds, smallInt(1, 12)),
      outcome_a: checked('bout', b.key, 'outcome_a', b.outcomeA, (v) => OUTCOMES.has(v)),
      method: checked('bout', b.key, 'method', b.method, (v) => METHODS.has(v)),
      method_detail: text(b.methodDetail),
      end_round: checked('bout', b.key, 'end_round', b.endRound, smallInt(1, 12)),
      end_time_seconds: checked('bout', b.key, 'end_time_seconds', b.endTimeSeconds, (v) => Number.isInteger(v) && v >= 0),
      card_position: checked('bout', b.key, 'card_position', b.cardPosition ?? null, smallInt(0, 200)),
      ufcstats_id: ufcstatsId,
      betmma_id: claimBoutId(b.key, 'betmma_id', b.ids.betmma),
    });
  }
  return bouts;
}

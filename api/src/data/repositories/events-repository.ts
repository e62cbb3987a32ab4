// Events by organization and one event's card with the engine's pre-fight probabilities (bout_predictions,
// migration 040), for the events and event-fights screens.
import type { EventBout, EventDetail, EventOrganization, EventSummary } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { CARD_BOUT_ORDER } from './card-order';
import { todayUtc } from './predictions-repository';

export interface EventListParams {
  status: 'completed' | 'scheduled';
  org: string | null;
  limit: number;
  offset: number;
  /** The UTC calendar date that splits upcoming cards from past ones (decision 047). */
  today?: string;
}

// A scheduled card dated before today has happened (or was called off) and its results are not in yet: it is
// listed with the past cards and says so, never as upcoming (decision 047). $1 is always today's date.
const AWAITING_RESULTS = `(e.status = 'scheduled' and e.date < $1::date)`;
const UPCOMING = `(e.status = 'scheduled' and (e.date >= $1::date or e.date is null))`;
const PAST = `(e.status = 'completed' or ${AWAITING_RESULTS})`;

const SUMMARY_COLUMNS = `
  e.id::int as id, e.name, to_char(e.date, 'YYYY-MM-DD') as date, e.location, e.organization,
  coalesce(o.name, e.organization) as "organizationName", e.status, ${AWAITING_RESULTS} as "awaitingResults",
  (select count(*)::int from bouts b where b.event_id = e.id) as "boutCount",
  (select fa.name || ' vs ' || fb.name from bouts b join fighters fa on fa.id = b.fighter_a_id join fighters fb on fb.id = b.fighter_b_id
    where b.event_id = e.id order by ${CARD_BOUT_ORDER} limit 1) as "mainEvent"`;

/** Past cards (results, or awaiting them) newest first; upcoming ones soonest first. */
export async function listEvents(db: Queryable, params: EventListParams): Promise<EventSummary[]> {
  const values: unknown[] = [params.today ?? todayUtc(), params.limit, params.offset];
  if (params.org) values.push(params.org);
  const upcoming = params.status === 'scheduled';
  const order = upcoming ? 'e.date asc nulls last, e.id' : 'e.date desc nulls last, e.id desc';
  return db.query<EventSummary>(
    `select ${SUMMARY_COLUMNS}
       from events e left join organizations o on o.code = e.organization
      where ${upcoming ? UPCOMING : PAST} ${params.org ? 'and e.organization = $4' : ''}
      order by ${order}
      limit $2 offset $3`,
    values,
  );
}

/** How many cards are still to come (the navigation shows it beside Events and Predictions). */
export async function countUpcomingEvents(db: Queryable, today = todayUtc()): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from events e where ${UPCOMING}`, [today]);
  return row?.count ?? 0;
}

/** Organizations with their past and upcoming card counts, split as the list is. */
export async function listEventOrganizations(db: Queryable, today = todayUtc()): Promise<EventOrganization[]> {
  return db.query<EventOrganization>(
    `select o.code, o.name,
            count(*) filter (where ${PAST})::int as completed,
            count(*) filter (where ${UPCOMING})::int as scheduled
       from events e join organizations o on o.code = e.organization
      group by o.code, o.name
      order by count(*) desc, o.name`,
    [today],
  );
}

interface BoutRow extends Omit<EventBout, 'fighterA' | 'fighterB' | 'favoriteWon'> {
  a_id: number;
  a_name: string;
  a_slug: string;
  a_country: string | null;
  a_rating: number | null;
  b_id: number;
  b_name: string;
  b_slug: string;
  b_country: string | null;
  b_rating: number | null;
}

/**
 * Whether the favourite won; null without a favourite or a decisive result. The card shows win chances in whole
 * percent, so a bout it shows at 50 % against 50 % (0.503 / 0.497) has no favourite: "upset" there read as a contradiction.
 */
export function favoriteWon(probabilityA: number | null, outcomeA: EventBout['outcomeA']): boolean | null {
  if (probabilityA === null || (outcomeA !== 'W' && outcomeA !== 'L')) return null;
  if (Math.round(probabilityA * 100) === Math.round((1 - probabilityA) * 100)) return null;
  return probabilityA > 0.5 === (outcomeA === 'W');
}

export async function getEvent(db: Queryable, id: number, today = todayUtc()): Promise<EventDetail | null> {
  const [event] = await db.query<EventSummary>(`select ${SUMMARY_COLUMNS} from events e left join organizations o on o.code = e.organization where e.id = $2`, [
    today,
    id,
  ]);
  if (!event) return null;
  // Card order as the sources list it is not stored: title bouts and longer bouts first approximates it.
  const rows = await db.query<BoutRow>(
    `select b.id::int as id, b.weight_class as "weightClass", b.title_bout as "titleBout", b.interim_title as "interimTitle", b.outcome_a as "outcomeA", b.method,
            b.method_detail as "methodDetail", b.end_round::int as round, b.end_time_seconds as "timeSeconds",
            p.probability_a as "probabilityA",
            fa.id::int as a_id, fa.name as a_name, fa.slug as a_slug, fa.country_code as a_country, ra.fan_score as a_rating,
            fb.id::int as b_id, fb.name as b_name, fb.slug as b_slug, fb.country_code as b_country, rb.fan_score as b_rating
       from bouts b
       join fighters fa on fa.id = b.fighter_a_id
       join fighters fb on fb.id = b.fighter_b_id
       left join fighter_ratings ra on ra.fighter_id = fa.id
       left join fighter_ratings rb on rb.fighter_id = fb.id
       left join bout_predictions p on p.bout_id = b.id
      where b.event_id = $1
      order by ${CARD_BOUT_ORDER}`,
    [id],
  );
  const bouts = rows.map(({ a_id, a_name, a_slug, a_country, a_rating, b_id, b_name, b_slug, b_country, b_rating, ...bout }) => ({
    ...bout,
    fighterA: { id: a_id, name: a_name, slug: a_slug, countryCode: a_country, rating: a_rating },
    fighterB: { id: b_id, name: b_name, slug: b_slug, countryCode: b_country, rating: b_rating },
    favoriteWon: favoriteWon(bout.probabilityA, bout.outcomeA),
  }));
  return { event, bouts };
}

// Predictions (issue 11): fans' picks on scheduled bouts, scored in SQL at read time so a result, a replacement
// opponent or a cancellation from the next import shows at once with no job to run.
import type { Card, CardBout, LeaderboardRow, Pick, PickMethod, PredictionRecord } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { CARD_BOUT_ORDER } from './card-order';

/** Scheduled events shown as cards: from a few days back (a card that ran but is not imported yet shows locked). */
const CARD_LOOKBACK_DAYS = 3;
const CARD_LIMIT = 12;
const LEADERBOARD_LIMIT = 100;

/** The server's calendar date (UTC): a card locks when its date starts. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

// One pick joined to its bout and event, with its status and points. $1 is today's date.
const PICK_STATE = `
  p.user_id, p.bout_id, p.winner_id, p.method, b.fighter_a_id, b.fighter_b_id, b.outcome_a,
  coalesce(b.date, e.date) as bout_date,
  case
    when b.id is null or e.status = 'cancelled'
      or least(b.fighter_a_id, b.fighter_b_id) <> p.fighter_low_id or greatest(b.fighter_a_id, b.fighter_b_id) <> p.fighter_high_id
      then 'voided'
    when b.outcome_a is not null then 'scored'
    when e.status = 'completed' or e.date <= $1::date then 'locked'
    else 'open'
  end as status,
  case when (b.outcome_a = 'W' and p.winner_id = b.fighter_a_id) or (b.outcome_a = 'L' and p.winner_id = b.fighter_b_id)
    then 1 + case when p.method = b.method or (p.method = 'DEC' and b.method like 'DEC%') then 1 else 0 end
    else 0 end as raw_points`;

const PICKS_FROM = `prediction_picks p left join bouts b on b.id = p.bout_id left join events e on e.id = b.event_id`;

interface PickRow {
  bout_id: string | number;
  winner_id: string | number;
  method: PickMethod | null;
  status: Pick['status'];
  raw_points: number;
}
const toPick = (r: PickRow): Pick => ({
  boutId: Number(r.bout_id),
  winnerId: Number(r.winner_id),
  method: r.method,
  status: r.status,
  points: r.status === 'scored' ? Number(r.raw_points) : null,
});

/**
 * The upcoming cards as every visitor sees them (no picks): the same for every fan until the data version or the day
 * changes, so the route caches it and adds each fan's picks with withPicks (decision 049).
 */
export async function listPublicCards(db: Queryable, today = todayUtc()): Promise<Card[]> {
  const rows = await db.query<{
    event_id: string;
    event_name: string;
    event_date: string | null;
    location: string | null;
    event_locked: boolean;
    bout_id: string | null;
    weight_class: string | null;
    title_bout: boolean | null;
    interim_title: boolean | null;
    a_id: string;
    a_name: string;
    a_cc: string | null;
    b_id: string;
    b_name: string;
    b_cc: string | null;
    probability_a: number | null;
  }>(
    `with cards as (
       select id, name, date, location from events
       where status = 'scheduled' and (date is null or date >= $1::date - ${CARD_LOOKBACK_DAYS})
       order by date asc nulls last, id limit ${CARD_LIMIT})
     select c.id as event_id, c.name as event_name, to_char(c.date, 'YYYY-MM-DD') as event_date, c.location,
            coalesce(c.date <= $1::date, false) as event_locked,
            b.id as bout_id, b.weight_class, b.title_bout, b.interim_title,
            fa.id as a_id, fa.name as a_name, fa.country_code as a_cc, fb.id as b_id, fb.name as b_name, fb.country_code as b_cc,
            bp.probability_a
     from cards c
     join bouts b on b.event_id = c.id
     join fighters fa on fa.id = b.fighter_a_id
     join fighters fb on fb.id = b.fighter_b_id
     left join bout_predictions bp on bp.bout_id = b.id
     order by c.date asc nulls last, c.id, ${CARD_BOUT_ORDER}`,
    [today],
  );
  const cards = new Map<number, Card>();
  for (const r of rows) {
    const eventId = Number(r.event_id);
    let card = cards.get(eventId);
    if (!card) cards.set(eventId, (card = { eventId, name: r.event_name, date: r.event_date, location: r.location, bouts: [] }));
    const bout: CardBout = {
      id: Number(r.bout_id),
      weightClass: r.weight_class,
      titleBout: Boolean(r.title_bout),
      interimTitle: Boolean(r.interim_title),
      fighterA: { id: Number(r.a_id), name: r.a_name, countryCode: r.a_cc },
      fighterB: { id: Number(r.b_id), name: r.b_name, countryCode: r.b_cc },
      probabilityA: r.probability_a === null ? null : Number(r.probability_a),
      locked: r.event_locked,
      pick: null,
    };
    card.bouts.push(bout);
  }
  return [...cards.values()];
}

/** The cards with one fan's picks on their bouts. */
export function withPicks(cards: readonly Card[], picks: readonly Pick[]): Card[] {
  const byBout = new Map(picks.map((p) => [p.boutId, p]));
  return cards.map((card) => ({ ...card, bouts: card.bouts.map((bout) => ({ ...bout, pick: byBout.get(bout.id) ?? null })) }));
}

export async function userPicks(db: Queryable, userId: number, today = todayUtc()): Promise<Pick[]> {
  const rows = await db.query<PickRow>(`select ${PICK_STATE} from ${PICKS_FROM} where p.user_id = $2`, [today, userId]);
  return rows.map(toPick);
}

export interface BoutForPick {
  id: number;
  fighterAId: number;
  fighterBId: number;
  status: string;
  locked: boolean;
  settled: boolean;
}

export async function findBoutForPick(db: Queryable, boutId: number, today = todayUtc()): Promise<BoutForPick | null> {
  const [row] = await db.query<{ id: string; a: string; b: string; status: string; locked: boolean; settled: boolean }>(
    `select b.id, b.fighter_a_id as a, b.fighter_b_id as b, e.status,
            coalesce(e.date <= $2::date, false) as locked, b.outcome_a is not null as settled
     from bouts b join events e on e.id = b.event_id where b.id = $1`,
    [boutId, today],
  );
  return row
    ? { id: Number(row.id), fighterAId: Number(row.a), fighterBId: Number(row.b), status: row.status, locked: row.locked, settled: row.settled }
    : null;
}

export async function upsertPick(db: Queryable, userId: number, bout: BoutForPick, winnerId: number, method: PickMethod | null): Promise<void> {
  await db.query(
    `insert into prediction_picks (user_id, bout_id, winner_id, method, fighter_low_id, fighter_high_id)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id, bout_id) do update set winner_id = excluded.winner_id, method = excluded.method,
       fighter_low_id = excluded.fighter_low_id, fighter_high_id = excluded.fighter_high_id, picked_at = now()`,
    [userId, bout.id, winnerId, method, Math.min(bout.fighterAId, bout.fighterBId), Math.max(bout.fighterAId, bout.fighterBId)],
  );
}

export async function userRecord(db: Queryable, userId: number, season: number, today = todayUtc()): Promise<PredictionRecord> {
  const [row] = await db.query<{ points: string; scored: string; winners: string; methods: string; pending: string; voided: string }>(
    `with s as (select ${PICK_STATE} from ${PICKS_FROM} where p.user_id = $2)
     select coalesce(sum(raw_points) filter (where status = 'scored'), 0) as points,
            count(*) filter (where status = 'scored') as scored,
            count(*) filter (where status = 'scored' and raw_points >= 1) as winners,
            count(*) filter (where status = 'scored' and raw_points = 2) as methods,
            count(*) filter (where status in ('open', 'locked')) as pending,
            count(*) filter (where status = 'voided') as voided
     from s where bout_date is null or extract(year from bout_date) = $3`,
    [today, userId, season],
  );
  return {
    season,
    points: Number(row?.points ?? 0),
    scored: Number(row?.scored ?? 0),
    correctWinners: Number(row?.winners ?? 0),
    correctMethods: Number(row?.methods ?? 0),
    pending: Number(row?.pending ?? 0),
    voided: Number(row?.voided ?? 0),
  };
}

/**
 * Fans by points in the season, plus the engine's line: its favourite (probability above one half) in every bout
 * a fan scored a pick on that season, scored the same way. It names no method, so it earns at most 1 per bout.
 */
export async function leaderboard(db: Queryable, season: number, userId: number | null, today = todayUtc()): Promise<LeaderboardRow[]> {
  const rows = await db.query<{ user_id: number | null; display_name: string | null; points: string; scored: string; winners: string }>(
    `with s as (select ${PICK_STATE} from ${PICKS_FROM}),
     scored as (select * from s where status = 'scored' and extract(year from bout_date) = $2),
     fans as (
       select user_id, sum(raw_points) as points, count(*) as scored, count(*) filter (where raw_points >= 1) as winners
       from scored group by user_id),
     engine as (
       select null::int as user_id,
              count(*) filter (where (b.outcome_a = 'W' and bp.probability_a > 0.5) or (b.outcome_a = 'L' and bp.probability_a < 0.5)) as points,
              count(*) as scored,
              count(*) filter (where (b.outcome_a = 'W' and bp.probability_a > 0.5) or (b.outcome_a = 'L' and bp.probability_a < 0.5)) as winners
       from (select distinct bout_id from scored) d join bouts b on b.id = d.bout_id join bout_predictions bp on bp.bout_id = b.id)
     select f.*, u.display_name from (select * from fans order by points desc, winners desc, user_id limit ${LEADERBOARD_LIMIT}) f
       join users u on u.id = f.user_id
     union all select *, null as display_name from engine`,
    [today, season],
  );
  const sorted = rows
    .map((r) => ({
      userId: r.user_id === null ? null : Number(r.user_id),
      displayName: r.display_name,
      points: Number(r.points),
      scored: Number(r.scored),
      winners: Number(r.winners),
    }))
    .sort((x, y) => y.points - x.points || y.winners - x.winners || (x.userId === null ? -1 : y.userId === null ? 1 : x.userId - y.userId));
  let rank = 0;
  let previous: number | null = null;
  return sorted.map((r, index) => {
    if (r.points !== previous) rank = index + 1;
    previous = r.points;
    return {
      rank,
      // The fan's chosen name or opaque handle (migration 110), never the account id.
      name: r.userId === null ? 'FightRank engine' : r.displayName!,
      isEngine: r.userId === null,
      isYou: r.userId !== null && r.userId === userId,
      points: r.points,
      scored: r.scored,
      correctWinners: r.winners,
    };
  });
}

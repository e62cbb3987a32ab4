// Pre-fight win probabilities for every bout (table bout_predictions, migration 040), for the events pages and
// the fights page: one replay of history through the rating engine's public API, asking predict() for each bout
// before the engine has seen that day. Scheduled bouts are predicted from all history. The engine's maths stays
// in api/src/ratings; this only asks it.
import type { Queryable } from '../../data/db/database';
import { createRatingState, dayOf, fromDataset, isoOfDay, poolOf, predict } from '../../ratings/index';
import type { SourceBout, SourceFighter } from './ranking-rows';
import { readFightHistory, type UnsettledBout } from './read-fight-history';
import { runInTurns, runToEnd } from './event-loop-turn';

/** bout id -> fighter A's win probability. Pure: no I/O. */
export function predictBouts(fighters: readonly SourceFighter[], bouts: readonly SourceBout[], unsettled: readonly UnsettledBout[]): Map<number, number> {
  return runToEnd(predictionSteps(fighters, bouts, unsettled));
}

/** Bouts priced between pauses of predictionSteps. */
const BOUTS_PER_STEP = 500;

/**
 * The same replay, paused every 500 bouts, its return value the probabilities: the rankings job drives it in turns
 * (event-loop-turn.ts), so a server replaying 17,000 bouts on its own thread still answers.
 */
export function* predictionSteps(
  fighters: readonly SourceFighter[],
  bouts: readonly SourceBout[],
  unsettled: readonly UnsettledBout[],
): Generator<void, Map<number, number>, void> {
  const input = fromDataset({
    fighters: fighters.map((f) => ({ key: String(f.id), birthDate: f.birthDate, reachCm: f.reachCm ?? null, nationality: f.nationality })),
    bouts: bouts.map((b) => ({ ...b, fighterA: String(b.fighterA), fighterB: String(b.fighterB) })),
  });
  const state = createRatingState(input);
  let lastDay = dayOf('1993-01-01');
  for (const day of input.day) lastDay = Math.max(lastDay, day);
  const asked = [
    ...bouts.map((b) => ({ id: b.id, day: dayOf(b.date), a: b.fighterA, b: b.fighterB, organization: b.organization })),
    ...unsettled.map((b) => ({
      id: b.id,
      day: pricedOn(b, lastDay),
      a: b.fighterA,
      b: b.fighterB,
      organization: b.organization,
    })),
  ].sort((x, y) => x.day - y.day || x.id - y.id);
  const probabilities = new Map<number, number>();
  for (const [i, bout] of asked.entries()) {
    const p = predict(state, String(bout.a), String(bout.b), isoOfDay(bout.day), { debutPool: poolOf(bout.organization) });
    if (Number.isFinite(p)) probabilities.set(bout.id, p);
    if (i % BOUTS_PER_STEP === BOUTS_PER_STEP - 1) yield;
  }
  return probabilities;
}

/**
 * The day a bout without a result is priced on: a bout a completed card left without one, on its own day, from the bouts
 * before it as the rest of its card; a bout still to come (or whose card's results have not arrived), after everything
 * we hold.
 */
function pricedOn(bout: UnsettledBout, lastDay: number): number {
  const day = bout.date ? dayOf(bout.date) : lastDay + 1;
  return bout.cardCompleted ? day : Math.max(day, lastDay + 1);
}

/**
 * Replaces bout_predictions inside the caller's transaction (the rankings job's, so both change together), from the
 * history and the bouts without a result readFightHistory read there; returns how many bouts got a probability.
 */
export async function writeBoutPredictions(
  tx: Queryable,
  fighters: readonly SourceFighter[],
  bouts: readonly SourceBout[],
  unsettled: readonly UnsettledBout[],
): Promise<number> {
  const probabilities = await runInTurns(predictionSteps(fighters, bouts, unsettled));
  await tx.exec('delete from bout_predictions');
  await tx.query(
    `insert into bout_predictions (bout_id, probability_a)
     select id, p from unnest($1::bigint[], $2::float8[]) as t(id, p)
     where exists (select 1 from bouts b where b.id = t.id)`,
    [[...probabilities.keys()], [...probabilities.values()]],
  );
  return probabilities.size;
}

/**
 * Prices the given bouts now, without waiting for the next rankings run: the operator CLI's new bouts, replacements
 * and results (decision 028), after the edit's own transaction has committed. The same replay as
 * writeBoutPredictions, asked the same way, so the figure equals what the next full run stores: a scheduled bout from
 * all the history, a bout with a result from the bouts dated before it only (a result just entered is never its own
 * evidence). Outside any transaction and in turns (decision 049, session 11): on PGlite a transaction holds the whole
 * database, and reading and replaying 17,000 bouts inside the card's held every page and API call for about a second.
 * A figure is stored only while the bout still has the pairing it was computed for, so an edit that lands meanwhile
 * is never given another pair's probability. Returns bout id -> probability for the bouts the engine could price.
 */
export async function priceBoutsNow(db: Queryable, boutIds: readonly number[]): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  if (boutIds.length === 0) return prices;
  const targets = await db.query<UnsettledBout & { settled: boolean }>(
    `select b.id::int as id, b.date::text as date, b.fighter_a_id::int as "fighterA", b.fighter_b_id::int as "fighterB", e.organization,
            e.status = 'completed' as "cardCompleted", b.outcome_a is not null as settled
       from bouts b join events e on e.id = b.event_id
      where b.id = any($1::bigint[])`,
    [[...boutIds]],
  );
  if (targets.length === 0) return prices;
  const { fighters, bouts } = await readFightHistory(db);
  for (const { settled, ...target } of targets) {
    const history = bouts.filter((b) => b.id !== target.id && (!settled || target.date === null || b.date < target.date));
    const p = (await runInTurns(predictionSteps(fighters, history, [target]))).get(target.id);
    if (p === undefined) continue;
    const stored = await db.query(
      `insert into bout_predictions (bout_id, probability_a)
       select id, $4 from bouts where id = $1 and fighter_a_id = $2 and fighter_b_id = $3
       on conflict (bout_id) do update set probability_a = excluded.probability_a
       returning bout_id`,
      [target.id, target.fighterA, target.fighterB, p],
    );
    if (stored.length > 0) prices.set(target.id, p);
  }
  return prices;
}

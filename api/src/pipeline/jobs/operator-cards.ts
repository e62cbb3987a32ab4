// The operator's card edits behind `npm run cards` (issue 11): add a bout to a scheduled card, change a bout's
// fighters (a replacement voids fans' picks on it), cancel a bout or a whole event, and enter a result (picks are
// then scored at read time). Rows are written directly, each command in one transaction; input is validated
// first and unknown fighters, events or bouts are refused with a message naming them. A new pairing or a result gets
// the engine's pre-fight probability once that transaction has committed, before the command returns (the predictions
// page and the engine's leaderboard line read it; priceBoutsNow says why not inside it). The CLI runs this itself, or
// through the running server on PGlite (decision 028).
import { parseArgs } from 'node:util';
import type { Database, Queryable } from '../../data/db/database';
import { isIsoDate } from '../sources/normalise/dates';
import { priceBoutsNow } from './bout-predictions';
import { OPERATOR_KEY_PREFIX } from '../importer/operator-rows';

export class CardsInputError extends Error {}

const METHODS = ['KO/TKO', 'SUB', 'DEC_UNANIMOUS', 'DEC_SPLIT', 'DEC_MAJORITY', 'DEC', 'DQ', 'OTHER'] as const;

export const CARDS_USAGE = `Usage:
  npm run cards -- add --event "<name>" --date YYYY-MM-DD --a <fighterId> --b <fighterId> [--org UFC] [--weight-class "<class>"] [--title]
  npm run cards -- change --bout <boutId> --a <fighterId> --b <fighterId>
  npm run cards -- cancel --bout <boutId>   |   npm run cards -- cancel --event <eventId>
  npm run cards -- result --bout <boutId> (--winner <fighterId> --method ${METHODS.join('|')} [--round N] | --draw | --nc)`;

const OPTIONS = {
  event: { type: 'string' },
  date: { type: 'string' },
  org: { type: 'string' },
  a: { type: 'string' },
  b: { type: 'string' },
  'weight-class': { type: 'string' },
  title: { type: 'boolean' },
  bout: { type: 'string' },
  winner: { type: 'string' },
  method: { type: 'string' },
  round: { type: 'string' },
  draw: { type: 'boolean' },
  nc: { type: 'boolean' },
} as const;

function idOf(name: string, raw: string | undefined): number {
  if (raw === undefined) throw new CardsInputError(`--${name} is required`);
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw new CardsInputError(`--${name} must be a positive whole number (got "${raw.slice(0, 40)}")`);
  return Number(raw);
}

async function fighterName(db: Queryable, option: string, id: number): Promise<string> {
  const [row] = await db.query<{ name: string }>(`select name from fighters where id = $1`, [id]);
  if (!row) throw new CardsInputError(`--${option}: no fighter with id ${id}`);
  return row.name;
}

async function boutOf(db: Queryable, id: number) {
  const [row] = await db.query<{ id: string; event_id: string; a: string; b: string; status: string }>(
    `select b.id, b.event_id, b.fighter_a_id as a, b.fighter_b_id as b, e.status from bouts b join events e on e.id = b.event_id where b.id = $1`,
    [id],
  );
  if (!row) throw new CardsInputError(`--bout: no bout with id ${id}`);
  return { id: Number(row.id), eventId: Number(row.event_id), a: Number(row.a), b: Number(row.b), status: row.status };
}

/** Runs one command; returns what to print. Throws CardsInputError for bad input (nothing written). */
export async function runCardsCommand(db: Database, argv: readonly string[]): Promise<string> {
  const [command, ...rest] = argv;
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: [...rest], options: OPTIONS, strict: true }).values;
  } catch (error) {
    throw new CardsInputError(`${error instanceof Error ? error.message : String(error)}\n${CARDS_USAGE}`);
  }
  const { message, toPrice } = await db.transaction((tx) => editCards(tx, command, values));
  try {
    await priceBoutsNow(db, toPrice);
  } catch (error) {
    // The edit has committed: say so, and that only the figure is missing, rather than fail a command that landed.
    return `${message}\nIts pre-fight probability was not stored (${error instanceof Error ? error.message : String(error)}); the next rankings run stores it.`;
  }
  return message;
}

/** What an edit prints, and the bouts it leaves needing a pre-fight probability. */
interface CardsEdit {
  message: string;
  toPrice: number[];
}

async function editCards(tx: Queryable, command: string | undefined, values: Record<string, string | boolean | undefined>): Promise<CardsEdit> {
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  switch (command) {
    case 'add': {
      const name = str('event')?.trim();
      if (!name || name.length > 200 || name.includes('\0')) throw new CardsInputError('--event must be a name of 1 to 200 characters');
      const date = str('date') ?? '';
      if (!isIsoDate(date)) throw new CardsInputError('--date must be a date YYYY-MM-DD');
      const a = idOf('a', str('a'));
      const b = idOf('b', str('b'));
      if (a === b) throw new CardsInputError('--a and --b must be two different fighters');
      const names = [await fighterName(tx, 'a', a), await fighterName(tx, 'b', b)];
      const org = (str('org') ?? 'UFC').toUpperCase();
      const [known] = await tx.query(`select 1 from organizations where code = $1`, [org]);
      if (!known) throw new CardsInputError(`--org: unknown organization "${org.slice(0, 20)}"`);
      const eventKey = `${OPERATOR_KEY_PREFIX}${org.toLowerCase()}:${date}:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      const [existing] = await tx.query<{ id: string; status: string }>(`select id, status from events where key = $1`, [eventKey]);
      if (existing && existing.status !== 'scheduled') throw new CardsInputError(`Event "${name}" is ${existing.status}: add bouts to scheduled events only`);
      const eventId = existing
        ? Number(existing.id)
        : Number(
            (
              await tx.query<{ id: string }>(`insert into events (key, name, date, organization, status) values ($1, $2, $3, $4, 'scheduled') returning id`, [
                eventKey,
                name,
                date,
                org,
              ])
            )[0]!.id,
          );
      const [clash] = await tx.query(
        `select 1 from bouts where event_id = $1 and least(fighter_a_id, fighter_b_id) = $2 and greatest(fighter_a_id, fighter_b_id) = $3`,
        [eventId, Math.min(a, b), Math.max(a, b)],
      );
      if (clash) throw new CardsInputError(`${names[0]} vs ${names[1]} is already on this card`);
      const [bout] = await tx.query<{ id: string }>(
        `insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id, weight_class, title_bout) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [`${eventKey}:${a}-${b}`, eventId, date, a, b, str('weight-class')?.slice(0, 60) ?? null, values.title === true],
      );
      return { message: `Added bout ${bout!.id}: ${names[0]} vs ${names[1]} on "${name}" (event ${eventId}, ${date}).`, toPrice: [Number(bout!.id)] };
    }
    case 'change': {
      const bout = await boutOf(tx, idOf('bout', str('bout')));
      if (bout.status !== 'scheduled') throw new CardsInputError(`Bout ${bout.id}'s event is ${bout.status}: only scheduled bouts can change`);
      const a = idOf('a', str('a'));
      const b = idOf('b', str('b'));
      if (a === b) throw new CardsInputError('--a and --b must be two different fighters');
      const names = [await fighterName(tx, 'a', a), await fighterName(tx, 'b', b)];
      await tx.query(`update bouts set fighter_a_id = $2, fighter_b_id = $3, updated_at = now() where id = $1`, [bout.id, a, b]);
      // The old pair's probability no longer applies: the new pair's replaces it (or none, when the engine has none).
      await tx.query(`delete from bout_predictions where bout_id = $1`, [bout.id]);
      return { message: `Bout ${bout.id} is now ${names[0]} vs ${names[1]}; picks on the old pairing are voided.`, toPrice: [bout.id] };
    }
    case 'cancel': {
      if (str('event') !== undefined) {
        const eventId = idOf('event', str('event'));
        const [event] = await tx.query<{ status: string }>(`select status from events where id = $1`, [eventId]);
        if (!event) throw new CardsInputError(`--event: no event with id ${eventId}`);
        if (event.status === 'completed') throw new CardsInputError(`Event ${eventId} is completed and cannot be cancelled`);
        await tx.query(`update events set status = 'cancelled', updated_at = now() where id = $1`, [eventId]);
        return { message: `Event ${eventId} cancelled; its picks are voided.`, toPrice: [] };
      }
      const bout = await boutOf(tx, idOf('bout', str('bout')));
      if (bout.status !== 'scheduled') throw new CardsInputError(`Bout ${bout.id}'s event is ${bout.status}: only scheduled bouts can be cancelled`);
      await tx.query(`delete from bouts where id = $1`, [bout.id]);
      return { message: `Bout ${bout.id} removed from its card; its picks are voided.`, toPrice: [] };
    }
    case 'result': {
      const bout = await boutOf(tx, idOf('bout', str('bout')));
      if (bout.status === 'cancelled') throw new CardsInputError(`Bout ${bout.id}'s event is cancelled`);
      let outcome: 'W' | 'L' | 'D' | 'NC';
      let method: string | null = null;
      if (values.draw === true || values.nc === true) {
        if (values.draw === true && values.nc === true) throw new CardsInputError('Give --draw or --nc, not both');
        outcome = values.draw === true ? 'D' : 'NC';
        method = str('method') ?? null;
      } else {
        const winner = idOf('winner', str('winner'));
        if (winner !== bout.a && winner !== bout.b) throw new CardsInputError(`--winner must be one of bout ${bout.id}'s fighters (${bout.a} or ${bout.b})`);
        outcome = winner === bout.a ? 'W' : 'L';
        method = str('method') ?? null;
        if (method === null) throw new CardsInputError(`--method is required with --winner (${METHODS.join(', ')})`);
      }
      if (method !== null && !(METHODS as readonly string[]).includes(method)) throw new CardsInputError(`--method must be one of ${METHODS.join(', ')}`);
      const round = str('round') === undefined ? null : idOf('round', str('round'));
      if (round !== null && round > 12) throw new CardsInputError('--round must be between 1 and 12');
      const [priced] = await tx.query(`select 1 from bout_predictions where bout_id = $1`, [bout.id]);
      await tx.query(`update bouts set outcome_a = $2, method = $3, end_round = $4, updated_at = now() where id = $1`, [bout.id, outcome, method, round]);
      // A bout priced while scheduled keeps that pre-fight figure; one that never was is priced now, from the bouts
      // before it only, so the engine's leaderboard line can score it.
      // The card is over once every bout on it has a result.
      await tx.query(
        `update events set status = 'completed', updated_at = now() where id = $1 and not exists (select 1 from bouts where event_id = $1 and outcome_a is null)`,
        [bout.eventId],
      );
      return { message: `Result stored for bout ${bout.id}: ${outcome}${method ? ` by ${method}` : ''}.`, toPrice: priced ? [] : [bout.id] };
    }
    default:
      throw new CardsInputError(`Unknown command "${String(command ?? '').slice(0, 20)}".\n${CARDS_USAGE}`);
  }
}

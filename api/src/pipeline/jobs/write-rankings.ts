// Replaces the ratings and rankings tables (migration 003) with a fresh computation in one transaction,
// so the site reads either the old rankings or the new ones, never a mix. Bulk `unnest` inserts keep it fast.
import { waitForTransactionLock } from '../../data/db/advisory-lock';
import type { DatabaseKind, Queryable } from '../../data/db/database';
import type { Rankings } from './ranking-rows';
import { giveEventLoopATurn } from './event-loop-turn';

export interface WrittenCounts {
  fighterRatings: number;
  ratingSteps: number;
  snapshots: number;
  entries: number;
  history: number;
}

/**
 * Rows per insert statement. PGlite runs a statement on the server's own thread, and the whole write as one
 * statement per table held it for up to 2.5 s (rank_history, 138,000 rows; 6 s for the write): pages and remotes
 * waited, and a remote that takes over 6 s to load shows as unavailable. About 150 ms of work per statement.
 */
const ROWS_PER_STATEMENT = 5_000;

interface Column {
  readonly length: number;
  slice(start: number, end: number): unknown;
}

/** Runs `sql` over the rows of `columns` ($1..$n) in pieces, `constants` following them as $n+1...; the server answers between pieces. */
async function insertRows(tx: Queryable, sql: string, columns: readonly Column[], constants: readonly unknown[] = []): Promise<void> {
  const count = columns[0]!.length;
  for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
    const end = Math.min(count, start + ROWS_PER_STATEMENT);
    await tx.query(sql, [...columns.map((column) => column.slice(start, end)), ...constants]);
    await giveEventLoopATurn();
  }
}

function insert(tx: Queryable, table: string, columns: readonly (readonly [name: string, type: string])[], values: readonly Column[]): Promise<void> {
  return insertRows(
    tx,
    `insert into ${table} (${columns.map(([name]) => name).join(', ')})
     select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`,
    values,
  );
}

/** The write inside the caller's transaction (refreshFightData: the import and its rankings commit together). */
export async function writeRankingsIn(tx: Queryable, kind: DatabaseKind, rankings: Rankings): Promise<WrittenCounts> {
  const { ratings, steps, entries, history } = rankings;
  {
    await waitForTransactionLock(tx, kind, 'rankings'); // one recompute at a time across instances
    // delete, not truncate: readers keep seeing the old rankings until commit instead of waiting on a lock.
    await tx.exec(
      'delete from rank_history; delete from ranking_entries; delete from ranking_snapshots; delete from rating_steps; delete from fighter_ratings;',
    );
    const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((r) => r[key]);
    await insert(
      tx,
      'fighter_ratings',
      [
        ['fighter_id', 'bigint'],
        ['rating', 'float8'],
        ['uncertainty', 'float8'],
        ['fan_score', 'float8'],
        ['peak_rating', 'float8'],
        ['goat_score', 'float8'],
        ['bouts_rated', 'int'],
        ['wins', 'int'],
        ['losses', 'int'],
        ['draws', 'int'],
        ['no_contests', 'int'],
        ['last_bout_date', 'date'],
        ['weight_class', 'text'],
        ['organization', 'text'],
        ['is_active', 'boolean'],
        ['weight_class_basis', 'text'],
        ['peak_fan_score', 'float8'],
        ['rated_as_of', 'date'],
        ['belts', 'jsonb'],
      ],
      [
        column(ratings, 'fighterId'),
        column(ratings, 'rating'),
        column(ratings, 'uncertainty'),
        column(ratings, 'fanScore'),
        column(ratings, 'peakRating'),
        column(ratings, 'goatScore'),
        column(ratings, 'boutsRated'),
        column(ratings, 'wins'),
        column(ratings, 'losses'),
        column(ratings, 'draws'),
        column(ratings, 'noContests'),
        column(ratings, 'lastBoutDate'),
        column(ratings, 'weightClass'),
        column(ratings, 'organization'),
        column(ratings, 'isActive'),
        column(ratings, 'weightClassBasis'),
        column(ratings, 'peakFanScore'),
        column(ratings, 'ratedAsOf'),
        ratings.map((r) => (r.belts.length > 0 ? JSON.stringify(r.belts) : null)),
      ],
    );
    await insertRows(
      tx,
      `insert into rating_steps (fighter_id, bout_id, date, opponent_id, result, rating_before, uncertainty_before, rating_after, uncertainty_after)
         select r.fighter_id, r.bout_id, date '1970-01-01' + r.day, r.opponent_id, r.result, r.rating_before, r.uncertainty_before, r.rating_after, r.uncertainty_after
         from unnest($1::bigint[], $2::bigint[], $3::int[], $4::bigint[], $5::text[], $6::float8[], $7::float8[], $8::float8[], $9::float8[])
           as r(fighter_id, bout_id, day, opponent_id, result, rating_before, uncertainty_before, rating_after, uncertainty_after)`,
      [
        steps.fighterId,
        steps.boutId,
        steps.day,
        steps.opponentId,
        steps.result,
        steps.ratingBefore,
        steps.uncertaintyBefore,
        steps.ratingAfter,
        steps.uncertaintyAfter,
      ],
    );
    await insert(tx, 'ranking_snapshots', [['snapshot_date', 'date']], [rankings.snapshotDates]);
    await insert(
      tx,
      'ranking_entries',
      [
        ['kind', 'text'],
        ['filter_value', 'text'],
        ['fighter_id', 'bigint'],
        ['current_rank', 'int'],
        ['previous_rank', 'int'],
        ['score', 'float8'],
        ['layoff_points', 'float8'],
        ['placed_by', 'text'],
        ['placed_over', 'bigint'],
        ['placed_over_on', 'date'],
      ],
      [
        column(entries, 'kind'),
        column(entries, 'filterValue'),
        column(entries, 'fighterId'),
        column(entries, 'currentRank'),
        column(entries, 'previousRank'),
        column(entries, 'score'),
        entries.map((e) => e.layoffPoints ?? null),
        entries.map((e) => e.placedBy ?? null),
        entries.map((e) => e.placedOver ?? null),
        entries.map((e) => e.placedOverOn ?? null),
      ],
    );
    await insertRows(
      tx,
      `insert into rank_history (fighter_id, kind, filter_value, snapshot_date, rank)
       select r.fighter_id, ($5::text[])[r.list], ($6::text[])[r.list], date '1970-01-01' + r.day, r.rank
       from unnest($1::bigint[], $2::int[], $3::int[], $4::int[]) as r(fighter_id, list, day, rank)`,
      [history.fighterId, history.list.map((i) => i + 1), history.day, history.rank],
      [history.lists.map((l) => l.kind), history.lists.map((l) => l.filterValue)],
    );
    // Planner statistics for the new rows (PGlite has no autovacuum to do it).
    await tx.exec('analyze fighter_ratings; analyze rating_steps; analyze ranking_snapshots; analyze ranking_entries; analyze rank_history');
  }
  return {
    fighterRatings: ratings.length,
    ratingSteps: steps.fighterId.length,
    snapshots: rankings.snapshotDates.length,
    entries: entries.length,
    history: history.fighterId.length,
  };
}

// Writes a Dataset into the fight tables (migration 002) so that they mirror it: the CLI, data sync and
// ensureData call this. One transaction, set-based SQL, idempotent: an unchanged dataset touches no row.
import { waitForTransactionLock } from '../../data/db/advisory-lock';
import type { Database, DatabaseKind, Queryable } from '../../data/db/database';
import type { Dataset } from '../sources/dataset';
import { carryIdsToNewKeys } from './carry-ids';
import { carryWikipediaBouts, writeSourcePages } from './wikipedia-rows';
import { adoptOperatorBouts, dropEmptiedOperatorEvents, NOT_ON_OPERATOR_CARD, NOT_OPERATOR_ROW } from './operator-rows';
import { prepareRows, type PreparedRows, type RejectedRow } from './prepare-rows';
import { writeBoutStatistics } from './write-bout-statistics';
import { writeFighterFacts } from './write-fighter-facts';

export type { RejectedRow } from './prepare-rows';

export interface TableCounts {
  added: number;
  updated: number;
  unchanged: number;
  /** Rows whose key is no longer in the dataset (a source retracted or re-keyed them). */
  removed: number;
}

export type FightTable = 'organizations' | 'fighters' | 'events' | 'bouts';

export interface ImportSummary {
  tables: Record<FightTable, TableCounts>;
  /** Rows left out, or single values stored as unknown (`field` set), with the reason. */
  rejected: RejectedRow[];
  /** Identity questions the loader could not settle. */
  ambiguities: string[];
  durationMs: number;
}

export interface ImportOptions {
  /** Recorded as app_meta.data_source in the same transaction, so the site can label demo data. */
  dataSource?: 'real' | 'demo';
  /**
   * Share of a table's existing rows an import may remove (default 0.5). A copy that lacks a whole source
   * (an empty directory, a half-mirrored sync) would otherwise wipe what it does not mention.
   */
  maxRemovedShare?: number;
  /**
   * Start from an empty fight database, ids from 1 (the demo data being replaced by real data): the real ids are
   * then the ones a fresh install gets.
   */
  replaceAll?: boolean;
}

export class ImportRefusedError extends Error {
  override readonly name = 'ImportRefusedError';
}

type Column = readonly [name: string, type: string];

const FIGHTER_COLUMNS: readonly Column[] = [
  ['name', 'text'],
  ['slug', 'text'],
  ['nickname', 'text'],
  ['sex', 'text'],
  ['birth_date', 'date'],
  ['height_cm', 'real'],
  ['reach_cm', 'real'],
  ['listed_weight_lbs', 'real'],
  ['stance', 'text'],
  ['nationality', 'text'],
  ['country_code', 'text'],
  ['ufcstats_id', 'text'],
  ['sherdog_id', 'text'],
  ['tapology_id', 'text'],
  ['betmma_id', 'text'],
];

const EVENT_COLUMNS: readonly Column[] = [
  ['name', 'text'],
  ['date', 'date'],
  ['location', 'text'],
  ['country', 'text'],
  ['organization', 'text'],
  ['status', 'text'],
  ['ufcstats_id', 'text'],
  ['betmma_id', 'text'],
];

// Bout columns copied as they come; event_id, date and the fighter ids are resolved from keys in SQL.
const BOUT_COLUMNS: readonly Column[] = [
  ['weight_class', 'text'],
  ['title_bout', 'boolean'],
  ['interim_title', 'boolean'],
  ['title_class', 'text'],
  ['title_organization', 'text'],
  ['scheduled_rounds', 'smallint'],
  ['outcome_a', 'text'],
  ['method', 'text'],
  ['method_detail', 'text'],
  ['end_round', 'smallint'],
  ['end_time_seconds', 'integer'],
  ['card_position', 'smallint'],
  ['ufcstats_id', 'text'],
  ['betmma_id', 'text'],
];

const names = (columns: readonly Column[], prefix = '') => columns.map(([name]) => prefix + name).join(', ');
const recordType = (columns: readonly Column[]) => columns.map(([name, type]) => `${name} ${type}`).join(', ');

interface UpsertResult {
  key: string;
  inserted: boolean;
}

/**
 * `insert ... on conflict (key) do update ... where (old) is distinct from (new)`: rows that did not change are
 * neither written nor returned, and xmax = 0 marks a returned row as freshly inserted.
 */
function upsertSql(table: string, conflict: string, columns: readonly Column[], select: string, options: { stableIds?: boolean } = {}): string {
  const updated = columns.map(([name]) => name);
  if (options.stableIds) {
    return `insert into ${table} as t (id, ${conflict}, ${updated.join(', ')}) overriding system value
    ${withStableIds(table, select)}
    on conflict (${conflict}) do update set ${updated.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
    where (${names(columns, 't.')}) is distinct from (${names(columns, 'excluded.')})
    returning t.${conflict} as key, (t.xmax = 0) as inserted`;
  }
  return `insert into ${table} as t (${conflict}, ${updated.join(', ')})
    ${select}
    on conflict (${conflict}) do update set ${updated.map((c) => `${c} = excluded.${c}`).join(', ')}${table === 'organizations' ? '' : ', updated_at = now()'}
    where (${names(columns, 't.')}) is distinct from (${names(columns, 'excluded.')})
    returning t.${conflict} as key, (t.xmax = 0) as inserted`;
}

/**
 * Ids that depend on nothing but the source keys (docs/decisions/017-import-pipeline.md): a row keeps its id for as long
 * as its key exists, and new keys take the next ids in key order, never in file order and never from the identity
 * sequence (sequences are not transactional: a rolled-back import would burn ids and shift every later one). The base
 * is the highest id this table ever held, kept in app_meta inside the import's transaction, so a crash leaves it as
 * it was and a removed row's id is never handed to another fighter. `select` must yield `key` first.
 */
function withStableIds(table: string, select: string): string {
  return `select coalesce(x.id, base.n + row_number() over (partition by x.id is null order by s.key)) as id, s.*
    from (${select}) as s
    left join ${table} x on x.key = s.key
    cross join (select greatest(
      coalesce((select max(id) from ${table}), 0),
      coalesce((select value::bigint from app_meta where key = '${highWaterKey(table)}'), 0)
    ) as n) as base`;
}

const highWaterKey = (table: string) => `max_id:${table}`;

/**
 * Records each table's highest id (transactionally, in app_meta) and moves the identity sequence past it, so inserts
 * that leave the id to the database (tests, tools) never collide with an imported row.
 */
async function recordHighWater(tx: Queryable): Promise<void> {
  for (const table of ['fighters', 'events', 'bouts']) {
    await tx.query(
      `insert into app_meta (key, value)
       select $1, x.m::text from (select max(id) as m from ${table}) x where x.m is not null
       on conflict (key) do update set value = excluded.value, updated_at = now()
       where app_meta.value::bigint < excluded.value::bigint`,
      [highWaterKey(table)],
    );
    await tx.query(
      `select setval('${table}_id_seq', x.m) from (select max(id) as m from ${table}) x
       where x.m > (select case when is_called then last_value else 0 end from ${table}_id_seq)`,
    );
  }
}

/** Upserts rows whose JSON fields are exactly the conflict key and `columns` (organizations, fighters, events). */
function upsertRecords(tx: Queryable, table: string, conflict: string, columns: readonly Column[], rows: readonly object[]) {
  const select = `select ${conflict}, ${names(columns)} from json_to_recordset($1::json) as r(${conflict} text, ${recordType(columns)})`;
  return tx.query<UpsertResult>(
    table === 'organizations' ? upsertSql(table, conflict, columns, select) : upsertSql(table, conflict, columns, select, { stableIds: true }),
    [JSON.stringify(rows)],
  );
}

/** Source ids are unique: before a row takes an id, the row that held it lets go (the source moved it). */
async function releaseClaims(tx: Queryable, table: string, column: string, rows: readonly { key: string }[]): Promise<string[]> {
  const claims = rows.flatMap((row) => {
    const value = (row as unknown as Record<string, unknown>)[column];
    return typeof value === 'string' ? [{ key: row.key, value }] : [];
  });
  if (claims.length === 0) return [];
  const released = await tx.query<{ key: string }>(
    `update ${table} t set ${column} = null, updated_at = now()
     from json_to_recordset($1::json) as c(key text, value text)
     where t.${column} = c.value and t.key <> c.key
     returning t.key`,
    [JSON.stringify(claims)],
  );
  return released.map((r) => r.key);
}

async function releaseAllClaims(tx: Queryable, table: string, columns: readonly string[], rows: readonly { key: string }[]): Promise<string[]> {
  const released: string[] = [];
  for (const column of columns) released.push(...(await releaseClaims(tx, table, column, rows)));
  return released;
}

async function prune(tx: Queryable, table: string, keys: readonly string[], maxShare: number, keep = 'true'): Promise<number> {
  const [{ existing } = { existing: 0 }] = await tx.query<{ existing: number }>(`select count(*)::int as existing from ${table}`);
  const removed = (
    await tx.query(`delete from ${table} t where t.key not in (select json_array_elements_text($1::json)) and ${keep} returning 1`, [JSON.stringify(keys)])
  ).length;
  if (removed > 0 && removed > maxShare * existing) {
    throw new ImportRefusedError(
      `import refused: it would remove ${removed} of the ${existing} ${table} in the database ` +
        `(more than ${Math.round(maxShare * 100)}%); is the data directory complete?`,
    );
  }
  return removed;
}

const union = (a: ReadonlySet<string>, b: ReadonlySet<string>) => new Set([...a, ...b]);

function count(total: number, results: readonly UpsertResult[], touched: ReadonlySet<string>, removed: number): TableCounts {
  const added = results.filter((r) => r.inserted).length;
  const updated = new Set([...results.filter((r) => !r.inserted).map((r) => r.key), ...touched]).size;
  return { added, updated, unchanged: total - added - updated, removed };
}

/** Imports in a transaction of its own. refreshFightData() is the path that also recomputes the rankings. */
export async function importDataset(db: Database, dataset: Dataset, options: ImportOptions = {}): Promise<ImportSummary> {
  return db.transaction((tx) => writeDataset(tx, db.kind, dataset, options));
}

/** The import inside the caller's transaction (refreshFightData puts the rankings recompute in the same one). */
export async function writeDataset(tx: Queryable, kind: DatabaseKind, dataset: Dataset, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const rows = prepareRows(dataset);
  const tables = await writeTables(tx, kind, dataset, rows, options);
  return {
    tables,
    rejected: rows.rejected,
    ambiguities: [...dataset.ambiguities],
    durationMs: Math.round(performance.now() - started),
  };
}

const FIGHTER_ID_COLUMNS = ['ufcstats_id', 'sherdog_id', 'tapology_id', 'betmma_id'];
const EVENT_ID_COLUMNS = ['ufcstats_id', 'betmma_id'];
const BOUT_ID_COLUMNS = ['ufcstats_id', 'betmma_id'];

const keysOf = (rows: readonly { key: string }[]) => rows.map((r) => r.key);

/** The keys among `released` that the dataset still has: rows whose source ids moved, counted as updated. */
function inDataset(rows: readonly { key: string }[], released: readonly string[]): Set<string> {
  const keys = new Set(keysOf(rows));
  return new Set(released.filter((k) => keys.has(k)));
}

/** The steps of one import, in the order the foreign keys and the unique source ids allow. */
async function writeTables(
  tx: Queryable,
  kind: DatabaseKind,
  dataset: Dataset,
  rows: PreparedRows,
  options: ImportOptions,
): Promise<Record<FightTable, TableCounts>> {
  const maxShare = options.maxRemovedShare ?? 0.5;
  await waitForTransactionLock(tx, kind, 'import'); // imports from several instances take turns
  if (options.replaceAll) await clearFightTables(tx);

  // Rows the sources now know under another key keep their ids (carry-ids.ts).
  const rekeyed = {
    fighters: new Set(await carryIdsToNewKeys(tx, 'fighters', FIGHTER_ID_COLUMNS, rows.fighters)),
    events: new Set(await carryIdsToNewKeys(tx, 'events', EVENT_ID_COLUMNS, rows.events)),
    bouts: new Set([
      ...(await carryIdsToNewKeys(tx, 'bouts', BOUT_ID_COLUMNS, rows.bouts)),
      // A scheduled bout from a Wikipedia card that a source now brings with its result (wikipedia-rows.ts).
      ...(await carryWikipediaBouts(tx, rows.bouts, rows.events)),
    ]),
  };

  // Retracted bouts go first: a re-keyed bout would otherwise collide with its old row on (event, pair).
  // The operator's own cards (`npm run cards`) are in no source file: they stay (operator-rows.ts).
  const boutsRemoved = await prune(tx, 'bouts', keysOf(rows.bouts), maxShare, NOT_OPERATOR_ROW);
  const written = await upsertRows(tx, dataset, rows);
  const removed = await removeUnreferenced(tx, rows, maxShare, written.operatorEventsAdopted);
  if (options.dataSource) await recordDataSource(tx, options.dataSource);

  const counts: Record<FightTable, TableCounts> = {
    organizations: count(rows.organizations.length, written.organizations, new Set(), removed.organizations),
    fighters: count(rows.fighters.length, written.fighters, union(written.fighterTouched, rekeyed.fighters), removed.fighters),
    events: count(rows.events.length, written.events, union(written.eventTouched, rekeyed.events), removed.events),
    bouts: count(rows.bouts.length, written.bouts, union(written.boutTouched, rekeyed.bouts), boutsRemoved),
  };
  // Planner statistics for the new rows (PGlite has no autovacuum to do it).
  const changed = Object.values(counts).some((c) => c.added + c.updated + c.removed > 0);
  if (changed) await tx.exec('analyze organizations; analyze fighters; analyze events; analyze bouts');
  await recordHighWater(tx);
  return counts;
}

/** Demo rows make way for real ones; what points at them (ratings, statistics, aliases) cascades. */
async function clearFightTables(tx: Queryable): Promise<void> {
  await tx.exec('delete from bouts; delete from events; delete from fighters; delete from organizations');
  await tx.query(`delete from app_meta where key like 'max\\_id:%'`);
}

/** Organizations, fighters, events, then bouts (with their statistics), the fighters' facts and the source pages. */
async function upsertRows(tx: Queryable, dataset: Dataset, rows: PreparedRows) {
  const organizations = await upsertRecords(tx, 'organizations', 'code', [['name', 'text']], rows.organizations);

  const fighterTouched = inDataset(rows.fighters, await releaseAllClaims(tx, 'fighters', FIGHTER_ID_COLUMNS, rows.fighters));
  const fighters = await upsertRecords(tx, 'fighters', 'key', FIGHTER_COLUMNS, rows.fighters);

  const eventTouched = inDataset(rows.events, await releaseAllClaims(tx, 'events', EVENT_ID_COLUMNS, rows.events));
  const events = await upsertRecords(tx, 'events', 'key', EVENT_COLUMNS, rows.events);

  const boutTouched = inDataset(rows.bouts, await releaseAllClaims(tx, 'bouts', BOUT_ID_COLUMNS, rows.bouts));
  // A bout the operator entered and a source now brings becomes the source's row, keeping its id (and its picks).
  const operatorEventsAdopted = await adoptOperatorBouts(tx, rows.bouts);
  const bouts = await upsertBouts(tx, rows.bouts);
  await writeBoutStatistics(tx, dataset);
  await writeFighterFacts(tx, dataset);
  await writeSourcePages(tx, dataset.sourcePages ?? []);
  return { organizations, fighters, events, bouts, fighterTouched, eventTouched, boutTouched, operatorEventsAdopted };
}

/** Bouts name their event and fighters by key; the ids are looked up in the same statement. */
async function upsertBouts(tx: Queryable, bouts: PreparedRows['bouts']): Promise<UpsertResult[]> {
  const resolved: readonly Column[] = [['event_id', 'bigint'], ['date', 'date'], ['fighter_a_id', 'bigint'], ['fighter_b_id', 'bigint'], ...BOUT_COLUMNS];
  return tx.query<UpsertResult>(
    upsertSql(
      'bouts',
      'key',
      resolved,
      `select r.key, e.id as event_id, e.date, fa.id as fighter_a_id, fb.id as fighter_b_id, ${names(BOUT_COLUMNS, 'r.')}
       from json_to_recordset($1::json) as r(key text, event_key text, fighter_a_key text, fighter_b_key text, ${recordType(BOUT_COLUMNS)})
       join events e on e.key = r.event_key
       join fighters fa on fa.key = r.fighter_a_key
       join fighters fb on fb.key = r.fighter_b_key`,
      { stableIds: true },
    ),
    [JSON.stringify(bouts)],
  );
}

/** Events, fighters and organizations the dataset no longer has: now nothing in it points at them any more. */
async function removeUnreferenced(tx: Queryable, rows: PreparedRows, maxShare: number, operatorEventsAdopted: readonly number[]) {
  const events = (await prune(tx, 'events', keysOf(rows.events), maxShare, NOT_OPERATOR_ROW)) + (await dropEmptiedOperatorEvents(tx, operatorEventsAdopted));
  const fighters = await prune(tx, 'fighters', keysOf(rows.fighters), maxShare, NOT_ON_OPERATOR_CARD);
  const organizations = (
    await tx.query(
      `delete from organizations o
       where o.code not in (select json_array_elements_text($1::json))
         and not exists (select 1 from events e where e.organization = o.code)
       returning 1`,
      [JSON.stringify(rows.organizations.map((o) => o.code))],
    )
  ).length;
  return { events, fighters, organizations };
}

async function recordDataSource(tx: Queryable, dataSource: string): Promise<void> {
  await tx.query(
    `insert into app_meta (key, value) values ('data_source', $1)
     on conflict (key) do update set value = excluded.value, updated_at = now() where app_meta.value <> excluded.value`,
    [dataSource],
  );
}

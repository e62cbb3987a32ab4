// A table the import derives whole from the Dataset (aliases, weigh-ins, title changes, import notes) is rewritten only
// when its rows changed: an unchanged import reads it and writes nothing, so a re-import touches no row it need not.
import type { Queryable } from '../../data/db/database';

export interface DerivedTable<Row> {
  /** Table to empty before inserting. */
  table: string;
  /** Reads the stored rows under the same column names as `Row` (values as text or numbers, as the dataset holds them). */
  select: string;
  /** Inserts the dataset's rows from `$1`, a JSON array of `Row`. */
  insert: string;
  /** The columns that make two rows equal. */
  columns: readonly (keyof Row & string)[];
}

/** Replaces the table's rows with `rows` when they differ from the stored ones (as a set); returns whether it wrote. */
export async function replaceWhenChanged<Row extends object>(tx: Queryable, derived: DerivedTable<Row>, rows: readonly Row[]): Promise<boolean> {
  const stored = await tx.query<Row>(derived.select);
  if (fingerprint(stored, derived.columns) === fingerprint(rows, derived.columns)) return false;
  await tx.query(`delete from ${derived.table}`);
  await tx.query(derived.insert, [JSON.stringify(rows)]);
  return true;
}

function fingerprint<Row extends object>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): string {
  return rows
    .map((row) => columns.map((column) => String(row[column])).join('|'))
    .sort()
    .join('\n');
}

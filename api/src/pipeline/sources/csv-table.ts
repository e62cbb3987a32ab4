// Reads one CSV file into rows that remember their line, and rejects files that are not clean UTF-8
// or whose rows do not fit the header, so parsers never see a half-read file.
import { readFile } from 'node:fs/promises';
import { CsvError, parse } from 'csv-parse/sync';
import { SourceError } from './source-error';

export class CsvRow {
  constructor(
    readonly file: string,
    private readonly where: number | (() => number),
    private readonly columns: ReadonlyMap<string, number>,
    private readonly values: readonly string[],
    /** Where the row is when it has no line (a JSON record: "bouts[3]"). */
    private readonly label: string | null = null,
  ) {}

  /** 1-based line of the row in its file (worked out only when asked: errors are rare). */
  get line(): number {
    return typeof this.where === 'number' ? this.where : this.where();
  }

  /** Trimmed value; null when empty or absent. */
  get(column: string): string | null {
    const index = this.columns.get(column);
    const value = index === undefined ? undefined : this.values[index]?.trim();
    return value ? value : null;
  }

  /** Trimmed value that must be present. */
  require(column: string): string {
    const value = this.get(column);
    if (value === null) this.fail(`column "${column}" is empty`);
    return value;
  }

  fail(detail: string): never {
    throw new SourceError(this.file, this.line, this.label ? `${this.label}: ${detail}` : detail);
  }
}

/** A row from a record that is not in a CSV file (operator JSON). */
export function recordRow(file: string, label: string, record: Readonly<Record<string, string>>): CsvRow {
  const names = Object.keys(record);
  return new CsvRow(
    file,
    0,
    new Map(names.map((name, index) => [name, index])),
    names.map((name) => record[name]!),
    label,
  );
}

export interface CsvTable {
  readonly file: string;
  readonly columns: readonly string[];
  readonly rows: readonly CsvRow[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const OPTIONS = { bom: true, skip_empty_lines: true } as const;

export async function readCsvTable(file: string, required: readonly string[]): Promise<CsvTable> {
  return parseCsvTable(file, await readFile(file), required);
}

export function parseCsvTable(file: string, bytes: Uint8Array, required: readonly string[]): CsvTable {
  const text = decodeUtf8(file, bytes);
  let records: string[][];
  try {
    records = parse(text, OPTIONS);
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new SourceError(file, line, describeCsvError(error));
    }
    throw error;
  }
  const header = records[0];
  if (!header) throw new SourceError(file, 1, 'file is empty (no header row)');
  const columns = header.map((name) => name.trim());
  const missing = required.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    throw new SourceError(file, 1, `missing required column(s): ${missing.join(', ')}`);
  }
  const index = new Map(columns.map((name, position) => [name, position]));
  // Quoted fields may span lines, so a record's line is only known from a second, slower parse with `info`.
  let lines: number[] | null = null;
  const lineOfRecord = (record: number) => () => {
    lines ??= (parse(text, { ...OPTIONS, info: true }) as unknown as { info: { lines: number } }[]).map((entry) => entry.info.lines);
    return lines[record] ?? 0;
  };
  const rows = records.slice(1).map((values, position) => new CsvRow(file, lineOfRecord(position + 1), index, values));
  return { file, columns, rows };
}

// A wrong byte would otherwise become U+FFFD and silently corrupt a name; a U+FFFD already in the text
// means an earlier tool lost the original bytes, which is just as wrong.
function decodeUtf8(file: string, bytes: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const lossy = new TextDecoder('utf-8').decode(bytes);
    throw new SourceError(file, lineOf(lossy, lossy.indexOf('\uFFFD')), 'invalid UTF-8 bytes (file must be UTF-8)');
  }
  const replacement = text.indexOf('\uFFFD');
  if (replacement >= 0) {
    throw new SourceError(file, lineOf(text, replacement), 'contains U+FFFD replacement characters (text was mis-encoded upstream)');
  }
  return text;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function describeCsvError(error: CsvError): string {
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return `row has the wrong number of columns (truncated or shifted row): ${error.message}`;
    case 'CSV_QUOTE_NOT_CLOSED':
      return `unterminated quoted field (file truncated?): ${error.message}`;
    default:
      return error.message;
  }
}

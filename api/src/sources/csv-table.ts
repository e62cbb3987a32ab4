// Reads one CSV file into rows that remember their line, and rejects files that are not clean UTF-8
// or whose rows do not fit the header, so parsers never see a half-read file.
import { readFile } from 'node:fs/promises';
import { CsvError, parse } from 'csv-parse/sync';
import { SourceError } from './source-error';

export class CsvRow {
  constructor(
    readonly file: string,
    readonly line: number,
    private readonly values: ReadonlyMap<string, string>,
    /** Where the row is when it has no line (a JSON record: "bouts[3]"). */
    private readonly label: string | null = null,
  ) {}

  /** Trimmed value; null when empty or absent. */
  get(column: string): string | null {
    const value = this.values.get(column)?.trim();
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

export interface CsvTable {
  readonly file: string;
  readonly columns: readonly string[];
  readonly rows: readonly CsvRow[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export async function readCsvTable(file: string, required: readonly string[]): Promise<CsvTable> {
  return parseCsvTable(file, await readFile(file), required);
}

export function parseCsvTable(file: string, bytes: Uint8Array, required: readonly string[]): CsvTable {
  const text = decodeUtf8(file, bytes);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info` the parser returns { record, info } pairs; its typings only describe the plain form.
    records = parse(text, { bom: true, info: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new SourceError(file, line, describeCsvError(error));
    }
    throw error;
  }
  const header = records[0];
  if (!header) throw new SourceError(file, 1, 'file is empty (no header row)');
  const columns = header.record.map((name) => name.trim());
  const missing = required.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    throw new SourceError(file, 1, `missing required column(s): ${missing.join(', ')}`);
  }
  const rows = records.slice(1).map(({ record, info }) => {
    const values = new Map<string, string>();
    columns.forEach((name, index) => values.set(name, record[index] ?? ''));
    return new CsvRow(file, info.lines, values);
  });
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

// A bad input file must stop the import with the file and line, before anything is written.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { generateDemoDataset } from '../demo/demo-dataset';
import { SourceError } from '../sources/source-error';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { dumpFightData } from '../../../test/support/fight-data-dump';
import { importDataset } from './import-dataset';
import { importFightTablesOnly } from './import-directory';

const DATA_DIR = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));

type Edit = (text: string) => string | Buffer;

const CASES: { name: string; file: string; edit: Edit; line: number | RegExp; detail: RegExp }[] = [
  {
    name: 'a missing column',
    file: 'ufcstats/ufc_fight_results.csv',
    edit: (text) => text.replace('EVENT,BOUT,OUTCOME,', 'EVENT,BOUT,RESULT,'),
    line: 1,
    detail: /missing required column.*OUTCOME/,
  },
  {
    name: 'a malformed date',
    file: 'ufcstats/ufc_event_details.csv',
    edit: (text) => text.replace('"December 07, 2024"', '"Smarch 45, 2024"'),
    line: 3,
    detail: /malformed date.*Smarch 45, 2024/,
  },
  {
    name: 'a file cut off inside a quoted field',
    file: 'jds-mma-data/Bet_MMA/events.csv',
    edit: (text) => text.slice(0, text.indexOf('"', 5000) + 4),
    line: /^\d+$/,
    detail: /unterminated quoted field|truncated/,
  },
  {
    name: 'a file cut off mid-row',
    file: 'ufcstats/ufc_fight_results.csv',
    edit: (text) => text.slice(0, text.indexOf('\n', text.length / 2) + 40),
    line: /^\d{4}$/,
    detail: /wrong number of columns|truncated/,
  },
  {
    name: 'the wrong encoding (Latin-1)',
    file: 'jds-mma-data/Tapology/fighters.csv',
    edit: (text) => Buffer.from(text, 'latin1'),
    line: /^\d+$/,
    detail: /UTF-8/,
  },
];

describe(`bad source files on ${testDatabaseKind}`, () => {
  let db: Database;
  let dir: string;
  let before: string[];

  beforeAll(async () => {
    [db, dir] = await Promise.all([openTestDatabase(), mkdtemp(path.join(tmpdir(), 'fightrank-bad-'))]);
    // Something to protect: a database that already holds data.
    await importDataset(db, generateDemoDataset({ today: '2024-06-01', fighters: 400, fromYear: 2022 }));
    before = await dumpFightData(db);
    expect(before.length).toBeGreaterThan(400);
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(CASES)('stops at $name with the file and line, and writes nothing', async ({ name, file, edit, line, detail }) => {
    const copy = path.join(dir, name.replace(/\W+/g, '-'));
    await cp(DATA_DIR, copy, { recursive: true });
    const target = path.join(copy, file);
    await writeFile(target, edit(await readFile(target, 'utf8')));

    const error = await importFightTablesOnly(db, copy).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SourceError);
    const sourceError = error as SourceError;
    expect(sourceError.file).toBe(target);
    if (typeof line === 'number') expect(sourceError.line).toBe(line);
    else expect(String(sourceError.line)).toMatch(line);
    expect(sourceError.message).toContain(`${target}:${sourceError.line}: `);
    expect(sourceError.message).toMatch(detail);
    expect(await dumpFightData(db)).toEqual(before);
  });
});

describe('npm run data:import with a bad file', () => {
  it('exits 1 naming the file and line, without creating the database', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-bad-cli-'));
    try {
      await cp(path.join(DATA_DIR, 'ufcstats'), path.join(dir, 'data', 'ufcstats'), { recursive: true });
      const file = path.join(dir, 'data', 'ufcstats', 'ufc_event_details.csv');
      await writeFile(file, (await readFile(file, 'utf8')).replace('"December 07, 2024"', '"Smarch 45, 2024"'));
      const env = { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dir, 'db') };
      const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', 'src/cli/data-import.ts', path.join(dir, 'data')],
          { cwd: API_DIR, env },
          (_e, _out, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`data:import failed: ${file}:3: malformed date`);
      expect(existsSync(path.join(dir, 'db'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// The PostgreSQL pass runs the API test files that reach the database layer (scripts/database-test-files.mjs):
// a file left out by mistake would lose its PostgreSQL coverage without a sound, so the selection is tested here.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTestFiles, databaseTestFiles } from './database-test-files.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

function fakeRepo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fightrank-db-files-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the PostgreSQL pass', () => {
  it('follows imports to the database layer, and leaves out what only names its types', () => {
    const root = fakeRepo({
      'api/src/data/db/database.ts': 'export async function openDatabase() {}\n',
      'api/src/data/redis/redis-link.ts': 'export const link = 1;\n',
      'api/src/config.ts': 'export const url = process.env.DATABASE_URL;\n',
      'api/src/store.ts': "import { openDatabase } from './data/db/database';\nexport const open = openDatabase;\n",
      'api/src/pure.ts': "import type { Database } from './data/db/database';\nimport { url } from './config';\nexport const x = url;\n",
      'api/test/support/kit.ts': "export {\n  open,\n} from '../../src/store';\n",
      'api/src/through-kit.test.ts': "import { open } from '../test/support/kit';\n",
      'api/src/lazy.test.ts': "const m = await import('./store.js');\n",
      'api/src/redis.test.ts': "import { link } from './data/redis/redis-link';\n",
      'api/src/client.test.ts': "import pg from 'pg';\n",
      'api/src/names-env.test.ts': "const env = { DATABASE_URL: '' };\n",
      'api/src/pure.test.ts': "import { x } from './pure';\n",
      // `import { type A }` may still load the module (verbatimModuleSyntax keeps it): counted, to be safe.
      'api/src/inline-type.test.ts': "import { type Database } from './data/db/database';\n",
      'api/src/server.ts': "import { open } from './store';\n",
      'api/src/cli/report.ts': "import { x } from '../pure';\n",
      'api/src/starts-server.test.ts': "import { spawn } from 'node:child_process';\nspawn('node', ['api/src/server.ts']);\n",
      'api/src/cli/starts-cli.test.ts': "import { execFile } from 'node:child_process';\nexecFile('node', ['./report.ts']);\n",
      'api/bench/starts-unknown.test.ts': "import { spawn } from 'node:child_process';\nspawn('npm', ['start']);\n",
    });
    expect(databaseTestFiles(root)).toEqual([
      'api/bench/starts-unknown.test.ts',
      'api/src/client.test.ts',
      'api/src/inline-type.test.ts',
      'api/src/lazy.test.ts',
      'api/src/names-env.test.ts',
      'api/src/redis.test.ts',
      'api/src/starts-server.test.ts',
      'api/src/through-kit.test.ts',
    ]);
    expect(apiTestFiles(root)).toHaveLength(10);
  });

  it('runs every API test file of this repository that opens a database, starts a server or uses Redis', () => {
    const selected = new Set<string>(databaseTestFiles());
    const opensOne = /openTestDatabase|openDatabase|startServerProcess|api\/src\/server\.ts|buildApp|createApp|redis/i;
    const missed = (apiTestFiles() as string[]).filter((file) => opensOne.test(readFileSync(path.join(ROOT, file), 'utf8')) && !selected.has(file));
    expect(missed).toEqual([]);
    expect(selected.size).toBeGreaterThan(40);
    // and leaves out the pure ones, the point of the selection
    expect(selected.has('api/src/ratings/engine.test.ts')).toBe(false);
    expect(selected.has('api/src/pipeline/sources/load-dataset.test.ts')).toBe(false);
  });
});

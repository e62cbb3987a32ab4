// The import-boundary lint (eslint.config.js) must fail on every kind of violation the house style forbids and
// pass clean code. Each case plants a file's text at a real path in the repo (ESLint resolves its imports from
// there) without writing it to disk, so the check runs on the real configuration and the real tree.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function lintPlanted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it.each([
    {
      name: 'a remote importing another remote, even a type',
      file: 'mfe-rankings/src/pages/planted.ts',
      code: "import type { FighterOverviewPage } from '../../../mfe-fighter/src/pages/fighter-overview-page';\nexport type X = FighterOverviewPage;\n",
      message: 'An app never imports another app',
    },
    {
      name: 'the shell importing a remote',
      file: 'shell/src/planted.ts',
      code: "export { default } from '../../mfe-account/src/pages/login-page';\n",
      message: 'An app never imports another app',
    },
    {
      name: 'a feature importing another feature of its app',
      file: 'mfe-fighter/src/features/favorites/planted.ts',
      code: "export { EventList } from '../events/event-list';\n",
      message: 'A feature never imports another feature',
    },
    {
      name: 'an app importing shared by a relative path',
      file: 'mfe-community/src/pages/planted.ts',
      code: "export { apiFetch } from '../../../shared/src/api-client/client';\n",
      message: 'by its package name',
    },
    {
      name: 'an app importing server code',
      file: 'mfe-account/src/pages/planted.ts',
      code: "export { buildApp } from '../../../api/src/http/app';\n",
      message: 'Apps import only @fightrank/shared',
    },
    {
      name: 'shared importing an app',
      file: 'shared/src/ui/planted.ts',
      code: "export * from '../../../shell/src/search/fighter-search';\n",
      message: '@fightrank/shared imports no app',
    },
    {
      name: 'one shared subpath importing another relatively',
      file: 'shared/src/queries/planted.ts',
      code: "export * from '../stores/auth-store';\n",
      message: 'Shared subpaths import each other by package name',
    },
    {
      name: 'the API importing a frontend subpath of shared',
      file: 'api/src/http/routes/planted.ts',
      code: "export * from '@fightrank/shared/ui';\n",
      message: 'The API imports only @fightrank/shared/contracts',
    },
    {
      name: 'the rating engine importing the importer',
      file: 'api/src/ratings/planted.ts',
      code: "export * from '../pipeline/importer/import-dataset';\n",
      message: 'The rating engine is pure TypeScript',
    },
    {
      name: 'the rating engine importing the database',
      file: 'api/src/ratings/planted.ts',
      code: "export type { Database } from '../data/db/database';\n",
      message: 'The rating engine is pure TypeScript',
    },
    {
      name: 'the data layer importing http',
      file: 'api/src/data/repositories/planted.ts',
      code: "export { badRequest } from '../../http/http-errors';\n",
      message: 'The data layer (db, repositories, cache, redis) imports only',
    },
    {
      name: 'the data layer importing the pipeline',
      file: 'api/src/data/repositories/planted.ts',
      code: "export * from '../../pipeline/sources/normalise/weight-classes';\n",
      message: 'The data layer (db, repositories, cache, redis) imports only',
    },
    {
      name: 'the pipeline importing a domain',
      file: 'api/src/pipeline/jobs/planted.ts',
      code: "export * from '../../community/vote-weights';\n",
      message: 'The pipeline and the account and community domains',
    },
    {
      name: 'a route importing the CLI',
      file: 'api/src/http/routes/planted.ts',
      code: "export * from '../../cli/cards';\n",
      message: 'http imports the layers below it',
    },
  ])('refuses $name', async ({ file, code, message }) => {
    const problems = await lintPlanted(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^boundaries\/dependencies: /);
    expect(problems[0]).toContain(message);
  });

  it('accepts imports the house style allows', async () => {
    expect(
      await lintPlanted(
        'mfe-rankings/src/pages/planted.ts',
        "export { fighterPath } from '@fightrank/shared/routing';\nexport { RankingScreen } from '../features/ranking-list';\n",
      ),
    ).toEqual([]);
    expect(await lintPlanted('shared/src/queries/planted.ts', "export * from '../contracts';\nexport * from '@fightrank/shared/api-client';\n")).toEqual([]);
    expect(await lintPlanted('api/src/http/routes/planted.ts', "export * from '@fightrank/shared/contracts';\nexport * from '../../ratings/index';\n")).toEqual(
      [],
    );
    expect(
      await lintPlanted(
        'api/src/pipeline/jobs/planted.ts',
        "export * from '../../data/db/database';\nexport * from '../sources/dataset';\nexport * from '../../config';\n",
      ),
    ).toEqual([]);
  });

  it('fails `npm run lint` with a non-zero exit for a planted violation', () => {
    const lint = spawnSync('npx', ['eslint', '--stdin', '--stdin-filename', 'mfe-rankings/src/pages/planted.ts'], {
      cwd: ROOT,
      input: "export { default } from '../../../mfe-fighter/src/pages/favorites-page';\n",
      encoding: 'utf8',
    });
    expect(lint.status).toBe(1);
    expect(lint.stdout).toContain('An app never imports another app');
  });
});

// The About page's accuracy figures (shell/src/pages/about/validation-figures.json) must be what the evaluation
// command prints today: this re-runs it on the real data and compares. Skipped where the data is not beside the repo.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';

const dataDir = process.env.FIGHTRANK_DATA ?? path.resolve(REPO_ROOT, '../shared/data');
const committed = path.join(REPO_ROOT, 'shell/src/pages/about/validation-figures.json');

describe.skipIf(!existsSync(path.join(dataDir, 'ufcstats')))('published validation figures', () => {
  it('match a fresh run of `ratings eval`', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'fightrank-eval-')), 'figures.json');
    execFileSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/cli/ratings.ts'), 'eval', '--data', dataDir, '--write', out], {
      cwd: REPO_ROOT,
      stdio: 'pipe',
    });
    const fresh = JSON.parse(readFileSync(out, 'utf8'));
    expect(fresh).toEqual(JSON.parse(readFileSync(committed, 'utf8')));
  }, 300_000);
});

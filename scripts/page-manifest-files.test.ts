// Every page the manifest (shared/src/routing/page-manifest.ts) gives a remote must be a file in that remote:
// the remote's build exposes it by that path, and a missing file would break the page only at build time.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exposesOf } from '../shared/src/routing/page-manifest';

const REPO = fileURLToPath(new URL('..', import.meta.url));

describe('the page manifest on disk', () => {
  it.each(['mfe_rankings', 'mfe_fighter', 'mfe_community', 'mfe_account'] as const)('%s has a file for every page it exposes', (remote) => {
    const files = Object.values(exposesOf(remote));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(`${REPO}${remote.replace('_', '-')}/${file}`), file).toBe(true);
  });
});

// `.env.example` names every variable the code reads (issue 24: the README promises it). The code's reads are found
// as `process.env.NAME`, `env.NAME` and `env['NAME']` in the server, the build and the repo's scripts and benchmarks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['api/src', 'api/bench', 'scripts', 'shell/scripts', 'rspack.federation.ts', 'playwright.config.ts'];
// Set by the platform or the tools, not by an operator.
const NOT_OURS = new Set(['NODE_ENV', 'CI', 'PATH', 'HOME']);

function codeFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (/\.(ts|tsx|mjs)$/.test(entry)) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const file of SCANNED.flatMap(codeFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:process\.)?env(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) names.add((m[1] ?? m[2])!);
  }
  for (const name of NOT_OURS) names.delete(name);
  return names;
}

describe('.env.example', () => {
  it('names every environment variable the code reads', () => {
    const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(20);
    const missing = [...read].filter((name) => !new RegExp(`\\b${name}\\b`).test(example)).sort();
    expect(missing).toEqual([]);
  });
});

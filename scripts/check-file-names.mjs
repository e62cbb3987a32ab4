#!/usr/bin/env node
// File and folder names are kebab-case (docs/CONVENTIONS.md "Names"). Import boundaries are checked by ESLint
// (eslint.config.js); this only looks at names, so a plain walk of the source folders is the right tool.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const WORKSPACES = ['shell', 'mfe-rankings', 'mfe-fighter', 'mfe-community', 'mfe-account', 'shared', 'api'];
const KEBAB = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;

const problems = [];

function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!KEBAB.test(name)) problems.push(`${path.relative(ROOT, full)}: folder name is not kebab-case`);
      walk(full);
    } else if (/\.(tsx?|css)$/.test(name) && !KEBAB.test(name.replace(/\.(test\.)?(tsx?|css)$/, '').replace(/\.d$/, ''))) {
      problems.push(`${path.relative(ROOT, full)}: file name is not kebab-case`);
    }
  }
}

for (const workspace of WORKSPACES) walk(path.join(ROOT, workspace));

if (problems.length) {
  console.error(`File name check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`File names OK (${WORKSPACES.length} workspaces).`);

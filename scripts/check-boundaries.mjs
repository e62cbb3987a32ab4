#!/usr/bin/env node
// Enforces the import rules of the house style (CONVENTIONS.md "Who may import whom"):
// - shell and remotes import only @fightrank/shared/<subpath> and npm packages, never each other;
// - shared imports no app, and its subpaths import each other by package name (one instance each);
// - api imports only @fightrank/shared/contracts and /routing (the one route table) from the frontend side;
// - no relative import climbs out of its own workspace (except CSS tokens, docs/*.md and the root build config);
// - inside an app, a feature never imports another feature (pages compose features);
// - file and folder names are kebab-case.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The route table is plain data the server needs to answer unknown pages with 404 (api/src/pages).
const API_SHARED = ['@fightrank/shared/contracts', '@fightrank/shared/routing'];
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const APPS = ['shell', 'mfe-rankings', 'mfe-fighter', 'mfe-community', 'mfe-account'];
const WORKSPACES = [...APPS, 'shared', 'api'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const KEBAB = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;

const problems = [];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!KEBAB.test(name)) problems.push(`${path.relative(ROOT, full)}: folder name is not kebab-case`);
      yield* sourceFiles(full);
    } else if (/\.(tsx?|css)$/.test(name)) {
      if (!KEBAB.test(name.replace(/\.(test\.)?(tsx?|css)$/, '').replace(/\.d$/, ''))) {
        problems.push(`${path.relative(ROOT, full)}: file name is not kebab-case`);
      }
      yield full;
    }
  }
}

function check(workspace, file, specifier) {
  const where = path.relative(ROOT, file);
  const otherWorkspace = WORKSPACES.find((w) => w !== workspace && (specifier === `@fightrank/${w}` || specifier.startsWith(`@fightrank/${w}/`)));
  if (otherWorkspace && otherWorkspace !== 'shared') problems.push(`${where}: imports another app (${specifier})`);
  if (specifier === '@fightrank/shared') problems.push(`${where}: import a subpath of @fightrank/shared, not the root`);
  if (workspace === 'api' && specifier.startsWith('@fightrank/shared/') && !API_SHARED.includes(specifier)) {
    problems.push(`${where}: the api may import only ${API_SHARED.join(' and ')} (${specifier})`);
  }
  if (workspace === 'shared' && specifier.startsWith('@fightrank/') && !specifier.startsWith('@fightrank/shared/')) {
    problems.push(`${where}: shared imports an app (${specifier})`);
  }
  // Each public subpath of shared is its own federation singleton. A relative import into another subpath
  // would bundle a private copy of it (a second ApiError class, a second store), so cross-subpath imports
  // go through the package name; contracts (types and constants) are the exception.
  const sharedSubpath = (p) => /^shared[\\/]src[\\/]([^\\/]+)/.exec(path.relative(ROOT, p))?.[1];
  if (workspace === 'shared' && specifier.startsWith('.')) {
    const from = sharedSubpath(file);
    const to = sharedSubpath(path.resolve(path.dirname(file), specifier));
    if (from && to && from !== to && to !== 'contracts' && !/\.(css|md)$/.test(specifier)) {
      problems.push(`${where}: import @fightrank/shared/${to} by name, not by a relative path (${specifier})`);
    }
  }
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    const featureOf = (p) => /[\\/]src[\\/]features[\\/]([^\\/]+)/.exec(path.relative(ROOT, p))?.[1];
    const from = featureOf(file);
    const to = featureOf(target);
    if (from && to && from !== to) problems.push(`${where}: feature "${from}" imports feature "${to}" (compose them in a page)`);
    const inside = target.startsWith(path.join(ROOT, workspace) + path.sep);
    const allowed =
      target === path.join(ROOT, 'rspack.federation') ||
      (target.startsWith(path.join(ROOT, 'shared', 'src', 'ui') + path.sep) && specifier.endsWith('.css')) ||
      // Product docs (e.g. "How rankings work") are page content: bundled as text, one source for repo and site.
      (target.startsWith(path.join(ROOT, 'docs') + path.sep) && specifier.endsWith('.md'));
    if (!inside && !allowed) problems.push(`${where}: relative import leaves the ${workspace} workspace (${specifier})`);
  }
}

for (const workspace of WORKSPACES) {
  for (const file of sourceFiles(path.join(ROOT, workspace))) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.css')) {
      for (const [, spec] of text.matchAll(/@import\s+['"]([^'"]+)['"]/g)) check(workspace, file, spec);
      continue;
    }
    for (const match of text.matchAll(IMPORT)) check(workspace, file, match[1] ?? match[2] ?? match[3]);
  }
}

if (problems.length) {
  console.error(`Import boundary check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Import boundaries OK (${WORKSPACES.length} workspaces).`);

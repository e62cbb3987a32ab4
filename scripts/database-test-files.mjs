// Which API test files reach the database layer, so the PostgreSQL pass of `npm test` runs those and only those
// (decision 050): a file that never opens a database or Redis proves nothing new the second time it runs.
// The answer comes from the import graph, read from the source: a test file reaches the database layer when one of
// the modules it loads (not `import type`) is api/src/data/db/database.ts, anything under api/src/data/redis, or the
// pg, PGlite or Redis client packages, or when it (or a kit in api/test) names DATABASE_URL / REDIS_URL. A file that starts a child process
// counts through the .ts entry points it names ('api/src/server.ts', './ratings.ts'); one that names none counts as
// reaching the database, so a doubt always runs on both.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_TEST_DIRS = ['api/src', 'api/test', 'api/bench'];
const DATABASE_MODULES = [/^api\/src\/data\/db\/database\.ts$/, /^api\/src\/data\/redis\//];
const DATABASE_PACKAGES = /^(pg|@electric-sql\/pglite(\/.*)?|ioredis|redis)$/;
const CHILD_PROCESS = /^(node:)?child_process$/;
// `import x from '…'`, `import { a, type B } from '…'`, `export … from '…'`, `import '…'`, `import('…')`.
const STATIC_IMPORT = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const TS_PATH_LITERAL = /['"`]([\w./@-]+\.tsx?)['"`]/g;

/** Every API test file, as a path relative to the repository root with forward slashes. */
export function apiTestFiles(root = REPO_ROOT) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name === 'node_modules') continue;
      const relative = `${dir}/${name}`;
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative);
      else if (name.endsWith('.test.ts')) found.push(relative);
    }
  };
  for (const dir of API_TEST_DIRS) if (existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

/** The API test files the PostgreSQL pass must run. */
export function databaseTestFiles(root = REPO_ROOT) {
  const reaches = new Map();
  const reachesDatabase = (file, visiting) => {
    if (reaches.has(file)) return reaches.get(file);
    if (visiting.has(file)) return false; // a cycle: the first visit decides
    visiting.add(file);
    const answer =
      DATABASE_MODULES.some((pattern) => pattern.test(file)) || dependencies(root, file).some((dep) => dep === true || reachesDatabase(dep, visiting));
    reaches.set(file, answer);
    return answer;
  };
  return apiTestFiles(root).filter((file) => reachesDatabase(file, new Set()));
}

/** What one module loads: repository files, or `true` for something that is the database layer or may reach it. */
function dependencies(root, file) {
  const source = readFileSync(path.join(root, file), 'utf8');
  // A test (or its kit) that names the variables hands them to something; the app's own config only reads them.
  if (!file.startsWith('api/src/') || file.endsWith('.test.ts')) if (/\b(DATABASE_URL|REDIS_URL)\b/.test(source)) return [true];
  const specifiers = [];
  for (const match of source.matchAll(STATIC_IMPORT)) if (!match[2]) specifiers.push(match[3]);
  for (const match of source.matchAll(DYNAMIC_IMPORT)) specifiers.push(match[1]);
  const deps = [];
  for (const specifier of specifiers) {
    if (DATABASE_PACKAGES.test(specifier)) return [true];
    if (CHILD_PROCESS.test(specifier)) {
      const entries = spawnedEntries(root, file, source);
      if (entries.length === 0) return [true];
      deps.push(...entries);
    } else if (specifier.startsWith('.')) {
      const resolved = resolveModule(root, path.posix.join(path.posix.dirname(file), specifier));
      if (resolved) deps.push(resolved);
    }
  }
  return deps;
}

/** The .ts files a module that starts child processes names: relative to it, or to the repository root. */
function spawnedEntries(root, file, source) {
  const entries = [];
  for (const [, literal] of source.matchAll(TS_PATH_LITERAL)) {
    const candidates = [path.posix.join(path.posix.dirname(file), literal), path.posix.normalize(literal)];
    const resolved = candidates.map((candidate) => resolveModule(root, candidate)).find(Boolean);
    if (resolved && resolved !== file) entries.push(resolved);
  }
  return entries;
}

function resolveModule(root, base) {
  const stripped = base.replace(/\.js$/, '');
  for (const candidate of [base, `${stripped}.ts`, `${stripped}.tsx`, `${stripped}/index.ts`]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.posix.normalize(candidate);
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const selected = new Set(databaseTestFiles());
  for (const file of apiTestFiles()) console.log(`${selected.has(file) ? 'database' : 'no db   '}  ${file}`);
}

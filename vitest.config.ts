// One Vitest run for every workspace: browser-side packages get happy-dom, the API runs in Node.
// API tests that need PostgreSQL read DATABASE_URL (scripts/test.mjs sets it for the PostgreSQL pass).
import { defineConfig } from 'vitest/config';

const web = (name: string) => ({
  test: {
    name,
    root: `./${name}`,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    isolate: false,
    setupFiles: ['../vitest.setup-dom.ts'],
  },
});

export default defineConfig({
  test: {
    // Every API test file has its own database (a PGlite in memory, or its own PostgreSQL schema), so
    // files can run side by side; two workers keep both cores busy while one waits on PGlite or the disk.
    maxWorkers: 2,
    // Files share a worker's module cache (isolate: false, set in each project below): a fresh module graph and DOM
    // per file was over a third of the suite's CPU (decision 050, session 38). Safe because nothing a file leaves
    // behind reaches the next: every API file opens its own database, the DOM setup unmounts and clears storage after
    // each test, and the DOM files pass in any order (checked with --sequence.shuffle).
    projects: [
      web('shared'),
      web('shell'),
      web('mfe-rankings'),
      web('mfe-fighter'),
      web('mfe-community'),
      web('mfe-account'),
      // The repo's own tooling (the import-boundary lint).
      { test: { name: 'tooling', root: './scripts', environment: 'node', isolate: false, include: ['**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          isolate: false,
          // bench/: the benchmarks' own logic (argument parsing, pickers, summaries), never a timed run.
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

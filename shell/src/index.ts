// Async boundary: shared singletons are negotiated with the federation runtime before React loads.
// The start runs in stages, each in a task of its own (docs/decisions/033-start-in-stages.md). Lighthouse's total
// blocking time counts each task's excess over 50 ms at its 4× CPU slowdown: the whole start in one ~40 ms task costs
// ~110 ms, the same work in 10 ms tasks nothing, and a tap between two stages is answered at once.
import { loadShare } from '@module-federation/enhanced/runtime';

/** Fetches shared modules without running them (loadShare resolves to a share's factory once its chunks are in). */
const download = (names: string[]) => void Promise.allSettled(names.map((name) => loadShare(name)));

/**
 * One stage per task, in this order: first every shared module the shell starts with is requested (so they download
 * together), then the biggest libraries run one by one, then the app's own modules.
 */
const STAGES: (() => unknown)[] = [
  () => download(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', '@tanstack/react-query', 'zustand']),
  () =>
    download([
      '@fightrank/shared/api-client',
      '@fightrank/shared/federation',
      '@fightrank/shared/queries',
      '@fightrank/shared/routing',
      '@fightrank/shared/stores',
      '@fightrank/shared/ui',
    ]),
  () => import('react-dom/client'),
  () => import('react-router'),
  () => import('@tanstack/react-query'),
  () => import('@fightrank/shared/ui'),
  () => Promise.all([import('@fightrank/shared/queries'), import('@fightrank/shared/routing'), import('@fightrank/shared/stores')]),
  // The layout and the route table; prefetched when the start begins, so it is in by the time its turn comes.
  () => import(/* webpackPrefetch: true */ './app/router'),
  () => import('./bootstrap'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
}

void start();

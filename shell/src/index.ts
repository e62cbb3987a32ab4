// Async boundary: shared singletons are negotiated with the federation runtime before React loads.
// The start is cut into stages, each in a task of its own (Lighthouse's total blocking time counts every task's
// excess over 50 ms at its 4× slowdown, so one 40 ms task costs ~110 ms and four 10 ms tasks cost nothing):
// evaluating this file starts the federation runtime; then each big shared library is negotiated and evaluated;
// then the app's own modules run and render (./bootstrap).
import { loadShare } from '@module-federation/enhanced/runtime';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  // Download every library at once (loadShare fetches a share's chunks without running them) ...
  const downloads = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', '@tanstack/react-query', 'zustand'].map((name) =>
    loadShare(name),
  );
  void Promise.allSettled(downloads);
  // ... and run them one per task.
  await import('react-dom/client');
  await nextTask();
  await import('react-router');
  await nextTask();
  await import('@tanstack/react-query');
  await nextTask();
  await import('@fightrank/shared/ui');
  await nextTask();
  await Promise.all([import('@fightrank/shared/queries'), import('@fightrank/shared/routing'), import('@fightrank/shared/stores')]);
  await nextTask();
  await import('./bootstrap');
}

void start();

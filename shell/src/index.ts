// Async boundary: shared singletons are negotiated with the federation runtime before React loads.
// It starts in a task of its own: evaluating this file starts the federation runtime, and negotiating the shared
// modules then runs a long chain of promise callbacks; in one task the two held the main thread for ~45 ms
// (Lighthouse's total blocking time counts every task over 50 ms at its 4× slowdown).
setTimeout(() => {
  void import('./bootstrap');
}, 0);

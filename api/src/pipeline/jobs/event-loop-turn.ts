/**
 * Lets the event loop answer waiting requests before a long job goes on. A job on PGlite runs its statements and its
 * computation on the server's own thread; awaiting a query or a promise alone does not let I/O in (the next step
 * starts as a microtask), so a recompute held every request for seconds.
 */
export function giveEventLoopATurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Runs a paused computation (a generator) to its end in one piece: for callers with no server to keep answering. */
export function runToEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How long a job computes before it lets waiting requests in. */
const SLICE_MS = 50;

/** Runs a paused computation (a generator) to its end, giving the event loop a turn after each ~50 ms of it. */
export async function runInTurns<T>(steps: Generator<void, T, void>): Promise<T> {
  let turnAt = performance.now() + SLICE_MS;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= turnAt) {
      await giveEventLoopATurn();
      turnAt = performance.now() + SLICE_MS;
    }
  }
}

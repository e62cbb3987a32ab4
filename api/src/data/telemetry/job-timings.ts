// How long the background jobs take (issue 26 item 6): the import, the rankings recompute, the community job and
// the upstream sync each report a run's duration and outcome here, and /metrics (http/plugins/metrics.ts) turns the
// reports into a histogram. Process-wide on purpose, like a Prometheus client's default registry: the jobs run deep
// inside the importer and the scheduler, in the server and in the CLIs alike, and threading a recorder through every
// caller would change a dozen signatures for one number. A process with no listener (a CLI) drops the reports.

export type JobName = 'import' | 'rankings-recompute' | 'community' | 'sync';
export type JobOutcome = 'ok' | 'failed';
type JobListener = (job: JobName, outcome: JobOutcome, seconds: number) => void;

const listeners = new Set<JobListener>();

/** Hears every job run in this process from now on; returns the function that stops listening. */
export function onJobDone(listener: JobListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export interface JobRun {
  /** Reports the run as done; returns the value, for `promise.then(run.ok, run.failed)`. */
  ok<T>(value: T): T;
  /** Reports the run as failed and throws the error on. */
  failed(error: unknown): never;
}

/** Starts the clock of one run; it is reported once, by the first of ok or failed. */
export function startJob(job: JobName): JobRun {
  const started = performance.now();
  let ended = false;
  const end = (outcome: JobOutcome) => {
    if (ended) return;
    ended = true;
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(job, outcome, seconds);
  };
  // Arrow functions: they are handed to then() and catch() unbound.
  return {
    ok: <T>(value: T): T => {
      end('ok');
      return value;
    },
    failed: (error: unknown): never => {
      end('failed');
      throw error;
    },
  };
}

/** Runs `run` as one timed job: `failed` when it throws (the error goes on to the caller). */
export function timeJob<T>(job: JobName, run: () => Promise<T>): Promise<T> {
  const timer = startJob(job);
  return run().then(
    (value) => timer.ok(value),
    (error: unknown) => timer.failed(error),
  );
}

import { describe, expect, it } from 'vitest';
import { onJobDone, startJob, timeJob, type JobName, type JobOutcome } from './job-timings';

function listen() {
  const heard: { job: JobName; outcome: JobOutcome; seconds: number }[] = [];
  const stop = onJobDone((job, outcome, seconds) => heard.push({ job, outcome, seconds }));
  return { heard, stop };
}

describe('job timings', () => {
  it('reports a run that resolves as ok, with its duration, and passes the value on', async () => {
    const { heard, stop } = listen();
    const value = await timeJob('community', () => new Promise<number>((resolve) => setTimeout(() => resolve(7), 30)));
    stop();
    expect(value).toBe(7);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ job: 'community', outcome: 'ok' });
    expect(heard[0]!.seconds).toBeGreaterThanOrEqual(0.025);
    expect(heard[0]!.seconds).toBeLessThan(5);
  });

  it('reports a run that throws as failed and rethrows the same error', async () => {
    const { heard, stop } = listen();
    const error = new Error('the upstream went away');
    await expect(timeJob('sync', () => Promise.reject(error))).rejects.toBe(error);
    stop();
    expect(heard.map((h) => [h.job, h.outcome])).toEqual([['sync', 'failed']]);
  });

  it('reports a run once, by the first of ok and failed, when handed to then() unbound', async () => {
    const { heard, stop } = listen();
    const run = startJob('import');
    expect(await Promise.resolve('written').then(run.ok, run.failed)).toBe('written');
    expect(() => run.failed(new Error('later'))).toThrow('later');
    stop();
    expect(heard.map((h) => h.outcome)).toEqual(['ok']);
  });

  it('tells every listener, and no longer one that stopped', async () => {
    const first = listen();
    const second = listen();
    await timeJob('rankings-recompute', async () => undefined);
    first.stop();
    await timeJob('rankings-recompute', async () => undefined);
    second.stop();
    expect(first.heard).toHaveLength(1);
    expect(second.heard).toHaveLength(2);
  });
});

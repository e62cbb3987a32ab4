import { describe, expect, it } from 'vitest';
import { jobTotals } from './job-durations';

describe('jobTotals', () => {
  it('sums runs and seconds per job and outcome over the instances', () => {
    const one = [
      '# TYPE fightrank_job_duration_seconds histogram',
      'fightrank_job_duration_seconds_bucket{job="community",outcome="ok",le="1"} 2',
      'fightrank_job_duration_seconds_sum{job="community",outcome="ok"} 0.75',
      'fightrank_job_duration_seconds_count{job="community",outcome="ok"} 2',
      'fightrank_http_requests_total{method="GET",route="/api/health",status="200"} 9',
    ].join('\n');
    const two = [
      'fightrank_job_duration_seconds_sum{job="community",outcome="ok"} 0.25',
      'fightrank_job_duration_seconds_count{job="community",outcome="ok"} 1',
    ].join('\n');
    const failed = [
      'fightrank_job_duration_seconds_sum{job="import",outcome="failed"} 3',
      'fightrank_job_duration_seconds_count{job="import",outcome="failed"} 1',
    ].join('\n');
    expect(Object.fromEntries(jobTotals([one, two, failed]))).toEqual({
      'community (ok)': { runs: 3, seconds: 1 },
      'import (failed)': { runs: 1, seconds: 3 },
    });
  });

  it('finds nothing in text without job series', () => {
    expect(jobTotals(['', 'fightrank_unavailable_total 0']).size).toBe(0);
  });
});

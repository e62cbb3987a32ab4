// The instances' own account of their background jobs during the run (fightrank_job_duration_seconds in /metrics),
// summed over instances: how often each job ran and how long it took on average.

const SERIES = /^fightrank_job_duration_seconds_(sum|count)\{([^}]*)\} (\S+)$/;

/** Per `job` and `outcome` label: runs and total seconds, from Prometheus text of one or more instances. */
export function jobTotals(texts: readonly string[]): Map<string, { runs: number; seconds: number }> {
  const totals = new Map<string, { runs: number; seconds: number }>();
  for (const line of texts.flatMap((text) => text.split('\n'))) {
    const match = SERIES.exec(line);
    if (!match) continue;
    const [, part, labels, value] = match;
    const job = /job="([^"]*)"/.exec(labels!)?.[1] ?? '?';
    const outcome = /outcome="([^"]*)"/.exec(labels!)?.[1] ?? '?';
    const key = `${job} (${outcome})`;
    const total = totals.get(key) ?? { runs: 0, seconds: 0 };
    if (part === 'count') total.runs += Number(value);
    else total.seconds += Number(value);
    totals.set(key, total);
  }
  return totals;
}

export async function jobDurationLines(instances: readonly string[], token: string): Promise<string[]> {
  const texts = await Promise.all(
    instances.map((base) =>
      fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => (r.ok ? r.text() : ''),
        () => '',
      ),
    ),
  );
  return [...jobTotals(texts)].map(([key, { runs, seconds }]) => `${key}: ${runs} runs, ${runs ? (seconds / runs).toFixed(2) : '-'} s each on average`);
}

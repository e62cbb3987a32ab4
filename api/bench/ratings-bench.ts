// Rating engine benchmark: a full recompute of the real history (when the data folder is present)
// and of a synthetic history 100x its size. Budgets: real < 2 s; 100x < 2 min and < 2 GB peak RSS.
// Usage: node --import tsx api/bench/ratings-bench.ts [--data ../shared/data] [--scale 100]
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fromDataset, rateHistory, ranking, syntheticHistory } from '../src/ratings/index';

const { values } = parseArgs({ options: { data: { type: 'string', default: '../shared/data' }, scale: { type: 'string', default: '100' } } });
const scale = Number(values.scale);

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const peakRss = () => mb(process.resourceUsage().maxRSS * 1024);

function time<T>(label: string, run: () => T): T {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const out = run();
  const heap = process.memoryUsage();
  // CPU time next to wall time: on a shared machine the wall clock also measures the neighbours.
  const used = process.cpuUsage(cpu);
  console.log(
    `${label}: ${((performance.now() - start) / 1000).toFixed(2)} s, cpu ${((used.user + used.system) / 1e6).toFixed(2)} s  (heap ${mb(heap.heapUsed)}, arrays ${mb(heap.arrayBuffers)}, peak RSS so far ${peakRss()})`,
  );
  return out;
}

let realBouts = 25_000;
let realFighters = 15_000;
if (existsSync(values.data)) {
  const { loadDataset } = await import('../src/pipeline/sources/load-dataset');
  const dataset = await loadDataset(values.data);
  const input = fromDataset(dataset);
  realBouts = input.boutCount;
  realFighters = input.fighterKeys.length;
  console.log(`real data: ${realBouts} bouts, ${realFighters} fighters`);
  time('real: fromDataset + full recompute', () => rateHistory(fromDataset(dataset)));
  const state = time('real: full recompute', () => rateHistory(input));
  time('real: ranking on the last day', () => ranking(state, '2024-12-31'));
}

// The brief sizes "real" at ~25k bouts (all organizations); never bench below that.
const bouts = Math.max(realBouts, 25_000) * scale;
const fighters = Math.max(realFighters, 15_000) * scale;
console.log(`synthetic x${scale}: ${bouts} bouts, ${fighters} fighters`);
const synthetic = time('synthetic: generate', () => syntheticHistory({ fighters, bouts, seed: 1 }));
const state = time('synthetic: full recompute', () => rateHistory(synthetic));
time('synthetic: ranking', () => ranking(state, '2030-01-01', { limit: 10 }));
console.log(`peak RSS: ${peakRss()}`);

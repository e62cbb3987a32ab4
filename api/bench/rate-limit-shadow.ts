// What the rate-limit shadow (api/src/http/plugins/rate-limit-store.ts, decision 035) costs under a flood of new client
// addresses: time per count and memory when full, and why it evicts a tenth at a time rather than one key at a time.
// Usage: node --expose-gc --import tsx api/bench/rate-limit-shadow.ts
import { ShadowCounts, SHADOW_CAPACITY, trimOldest } from '../src/http/plugins/rate-limit-store';

const CALLS = 1_000_000;
const address = (i: number) => `10.${i % 256}.${(i >> 8) % 256}.${(i >> 16) % 256}`;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

gc();
const heapBefore = process.memoryUsage().heapUsed;
const shadow = new ShadowCounts();
let started = performance.now();
for (let i = 0; i < CALLS; i++) shadow.remember(address(i), { current: i % 600, ttl: 60_000 }, true);
const perCall = ((performance.now() - started) * 1000) / CALLS;
gc();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
console.log(
  `shadow: ${CALLS.toLocaleString('en')} counts for as many addresses: ${perCall.toFixed(2)} µs each; ${shadow.size.toLocaleString('en')} keys held (capacity ${SHADOW_CAPACITY.toLocaleString('en')}); heap +${heapMb.toFixed(1)} MB`,
);

const capacity = 10_000;
for (const [name, evict] of [
  ['one key at a time', (map: Map<string, unknown>) => map.size > capacity && map.delete(map.keys().next().value!)],
  ['a tenth at a time', (map: Map<string, unknown>) => trimOldest(map, capacity)],
] as const) {
  const map = new Map<string, unknown>();
  started = performance.now();
  for (let i = 0; i < CALLS; i++) {
    const key = address(i);
    map.delete(key);
    map.set(key, 1);
    evict(map);
  }
  console.log(`eviction ${name}: ${(((performance.now() - started) * 1000) / CALLS).toFixed(2)} µs per insert into a ${capacity.toLocaleString('en')}-key Map`);
}

// The search bench's load client, in its own process so it does not compete with the server's event loop.
// Prints autocannon's average requests per second as JSON. Requests cycle through 2,000 X-Forwarded-For
// addresses so the per-client rate limit never answers for the server (see search-bench.ts).
import autocannon from 'autocannon';

const [url, duration = '10'] = process.argv.slice(2);
const requests = Array.from({ length: 2000 }, (_, i) => ({ method: 'GET', headers: { 'x-forwarded-for': `10.${100 + (i >> 8)}.${i & 255}.7` } }));
const result = await autocannon({ url, connections: 50, duration: Number(duration), requests });
process.stdout.write(
  JSON.stringify({ requests: result.requests.average, non2xx: result.non2xx, errors: result.errors, p99: result.latency.p99 }),
);

// The search bench's load client, in its own process so it does not compete with the server's event loop.
// Prints the 2xx answers per second (only real answers count: a 429 or 500 is not throughput) and the latency
// percentiles as JSON. The server under test allowlists this client's address (see search-bench.ts).
import autocannon from 'autocannon';

const [url, duration = '10'] = process.argv.slice(2);
const result = await autocannon({ url, connections: 50, duration: Number(duration) });
process.stdout.write(
  JSON.stringify({
    ok: result['2xx'] / Number(duration),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }),
);

/**
 * The load generator of `npm run bench`, in its own process (so its work does not share the
 * server's event loop): autocannon against one URL for a fixed time, every response's latency
 * recorded and sorted for exact percentiles (autocannon's own summary has p97.5 but no p95). Prints one
 * JSON line: { requests, rps, p50, p95, p99, max, non2xx, errors } (latencies in ms).
 *
 * Usage: tsx bench/load.ts URL SECONDS CONNECTIONS
 */
import autocannon from 'autocannon';

const [url, seconds, connections] = process.argv.slice(2);
if (!url) throw new Error('usage: tsx bench/load.ts URL SECONDS CONNECTIONS');

const latencies: number[] = [];
let finish: (result: autocannon.Result) => void = () => {};
let fail: (error: Error) => void = () => {};
const done = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
const instance = autocannon(
  {
    url,
    connections: Number(connections ?? 10),
    duration: Number(seconds ?? 10),
    timeout: 10,
    headers: { authorization: 'Bearer bench' },
  },
  (error, result) => (error ? fail(error) : finish(result)),
);
instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
  latencies.push(responseTime);
});
const result = await done;
const sorted = Float64Array.from(latencies).sort();
const round = (value: number) => Math.round(value * 100) / 100;
/** The nearest-rank percentile, in ms. */
const ms = (percentile: number) => round(sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? NaN);
process.stdout.write(
  `${JSON.stringify({
    requests: sorted.length,
    rps: sorted.length / (result.duration || Number(seconds ?? 10)),
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    max: round(sorted[sorted.length - 1] ?? NaN),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  })}\n`,
);
process.exit(0);

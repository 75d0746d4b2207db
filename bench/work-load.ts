/**
 * The load generator of `npm run bench:work`, in its own process: N workers (one per DBO
 * token), each sending its requests one after another for a fixed time, every latency
 * recorded for exact percentiles. Prints one JSON line: { requests, rps, p50, p95, p99, max,
 * statuses, claimed } (claimed: the document ids start-next answered, to count double claims).
 *
 * Usage: tsx bench/work-load.ts '<json config>'
 *   { base, mode: 'queue' | 'start-next' | 'start-next-together' | 'draft', tokens: string[], seconds,
 *     documents?: string[] }
 * start-next-together: in rounds, every worker presses start next at the same moment; the next
 * round starts 20 ms after the round's last answer (the others are still at work on theirs).
 * draft: worker i saves documents[i]: header and 50 items, one item changed per save, at the
 * version the previous save answered (the first save, which inserts the items, is not timed).
 */
import http from 'node:http';

/** The parts of an answer the workers read. */
interface Answer {
  id?: string;
  document?: { version: number };
  items?: { id: string }[];
}

interface Config {
  base: string;
  mode: 'queue' | 'start-next' | 'start-next-together' | 'draft';
  tokens: string[];
  seconds: number;
  documents?: string[];
}

const config = JSON.parse(process.argv[2] ?? '{}') as Config;
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const claimed: string[] = [];
const until = Date.now() + config.seconds * 1000;

/**
 * Node's own HTTP client with kept-alive connections, not fetch: fetch spends several times the
 * CPU per request, and on this machine the load generator shares the server's two cores, so
 * its own cost and pauses would be counted as the server's latency.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function call(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Answer | undefined }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      config.base + path,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as Answer) : undefined });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function timed(token: string, method: string, path: string, body?: unknown) {
  const started = performance.now();
  const answer = await call(token, method, path, body);
  latencies.push(performance.now() - started);
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return answer;
}

const items = (round: number) =>
  Array.from({ length: 50 }, (_, i) => ({
    itemDate: '2024-05-01',
    description: `Line ${i + 1}`,
    category: 'office',
    amountCents: 1000 + i + (i === round % 50 ? round : 0),
    currency: 'USD',
    taxCents: 100,
  }));

/** One press of start next, its claimed id kept. */
async function startNext(token: string): Promise<void> {
  const answer = await timed(token, 'POST', '/api/documents/start-next');
  if (answer.status === 200 && answer.json?.id) claimed.push(answer.json.id);
}

async function worker(index: number): Promise<void> {
  const token = config.tokens[index] as string;
  if (config.mode === 'queue') {
    while (Date.now() < until) await timed(token, 'GET', '/api/documents/my-queue');
  } else if (config.mode === 'start-next') {
    while (Date.now() < until) await startNext(token);
  } else {
    const id = config.documents?.[index] as string;
    const work = await call(token, 'GET', `/api/documents/${id}/work`);
    let version = work.json?.document?.version ?? 1;
    const header = { vendor: 'Bench', docNumber: `B-${index}`, docDate: '2024-05-01', totalCents: 0, currency: 'USD' };
    let stored = work.json?.items ?? [];
    if (stored.length !== 50) {
      const first = await call(token, 'PUT', `/api/documents/${id}/draft`, { version, header, items: items(0) });
      version = first.json?.document?.version ?? version + 1;
      stored = first.json?.items ?? [];
    }
    for (let round = 1; Date.now() < until; round += 1) {
      const body = { version, header, items: items(round).map((item, i) => ({ ...item, id: stored[i]?.id })) };
      const answer = await timed(token, 'PUT', `/api/documents/${id}/draft`, body);
      if (answer.status !== 200) break;
      version = answer.json?.document?.version ?? version + 1;
    }
  }
}

async function together(): Promise<void> {
  while (Date.now() < until) {
    await Promise.all(config.tokens.map(startNext));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const started = Date.now();
if (config.mode === 'start-next-together') await together();
else await Promise.all(config.tokens.map((_, index) => worker(index)));
const sorted = Float64Array.from(latencies).sort();
const round = (value: number) => Math.round(value * 100) / 100;
const ms = (percentile: number) => round(sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? NaN);
process.stdout.write(
  `${JSON.stringify({
    requests: sorted.length,
    rps: sorted.length / ((Date.now() - started) / 1000),
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    max: round(sorted[sorted.length - 1] ?? NaN),
    statuses,
    claimed,
  })}\n`,
  // Exit once the line is written: a pipe takes it in pieces, and exiting at once would cut it.
  () => process.exit(0),
);

export {};

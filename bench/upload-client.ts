/**
 * The client side of bench/uploads.ts, in its own process so the server has its event loop to
 * itself. Modes:
 * - large <url> <locationId> <bytes>: one tus upload of that many bytes (a PDF head, then a
 *   repeated random block), sent as one streamed PATCH; prints {seconds, status, result}.
 * - small <url> <locationId> <count>: that many different PNGs uploaded all at once; prints
 *   {seconds, results: {accepted: n, …}, failures}.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { decodeResultHeader, RESULT_HEADER } from '../src/common/uploads.js';
import { samplePdf, samplePng } from '../tests/helpers/sample-files.js';
import { metadataHeader } from '../tests/helpers/tus-requests.js';

const [mode, base, locationId, amount] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
const tusHeaders = { authorization: 'Bearer bench', 'tus-resumable': '1.0.0' };

function request(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: (req: http.ClientRequest) => void,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    });
    req.on('error', reject);
    if (body) body(req);
    else req.end();
  });
}

async function create(size: number, filename: string): Promise<string> {
  const res = await request('POST', '/api/uploads/tus', {
    ...tusHeaders,
    'upload-length': String(size),
    'upload-metadata': metadataHeader({ locationId: locationId as string, filename }),
  });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}`);
  return res.headers.location as string;
}

async function patch(location: string, size: number, write: (req: http.ClientRequest) => void) {
  const res = await request(
    'PATCH',
    location,
    {
      ...tusHeaders,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(size),
    },
    write,
  );
  return { status: res.statusCode, result: decodeResultHeader(String(res.headers[RESULT_HEADER.toLowerCase()] ?? '')) };
}

/** Writes the large file: the PDF head, then the block over and over, respecting backpressure. */
function streamLarge(size: number): (req: http.ClientRequest) => void {
  const head = samplePdf('bench');
  const block = randomBytes(4 * 1024 * 1024);
  return (req) => {
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const piece = sent === 0 ? head : block.subarray(0, Math.min(block.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  };
}

async function main() {
  const started = performance.now();
  if (mode === 'large') {
    const size = Number(amount);
    const location = await create(size, 'bench-large.pdf');
    const answer = await patch(location, size, streamLarge(size));
    console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, ...answer }));
  } else if (mode === 'small') {
    const count = Number(amount);
    const tally: Record<string, number> = {};
    let failures = 0;
    await Promise.all(
      Array.from({ length: count }, async (_, n) => {
        try {
          const bytes = samplePng(n + 1);
          const location = await create(bytes.length, `bench-${n}.png`);
          const answer = await patch(location, bytes.length, (req) => req.end(bytes));
          const status = answer.result?.status ?? `http-${answer.status}`;
          tally[status] = (tally[status] ?? 0) + 1;
        } catch {
          failures += 1;
        }
      }),
    );
    console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, results: tally, failures }));
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

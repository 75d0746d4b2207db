/**
 * A webhook receiver on 127.0.0.1 for the tests: it keeps every request it gets (path, headers,
 * raw body) and answers by path: /fail always 500, /flaky 500 twice then 200, anything else 200.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The body parsed, after its signature was verified with the endpoint's secret (throws otherwise). */
  verified(request: Received, secret: string): { type: string; timestamp: string; data: Record<string, unknown> };
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const flaky = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8') });
      let status = 200;
      if (path.startsWith('/fail')) status = 500;
      if (path.startsWith('/flaky')) {
        const id = headers['webhook-id'] ?? '';
        const seen = (flaky.get(id) ?? 0) + 1;
        flaky.set(id, seen);
        status = seen <= 2 ? 500 : 200;
      }
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? `ok ${'x'.repeat(2000)}` : 'receiver failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    verified: (request, secret) =>
      new Webhook(secret).verify(request.body, request.headers) as {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

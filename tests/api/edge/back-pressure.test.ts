/**
 * Back-pressure on both engines: with a threshold the server is over (a heap limit of one byte,
 * or a mean event-loop delay of 1 ms while the loop is kept busy), requests are refused at
 * once with 503 and Retry-After, and health answers 503 saying the server is overloaded; with
 * the default settings nothing is refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';

describe.each(ENGINES)('back-pressure on %s', (engine) => {
  let heavy: TestServer;
  let normal: TestServer;

  beforeAll(async () => {
    heavy = await startTestServer(engine, {
      edge: { pressure: { maxHeapUsedBytes: 1, sampleIntervalMs: 20, retryAfterSeconds: 7 } },
    });
    normal = await startTestServer(engine);
  });
  afterAll(async () => {
    await heavy?.close();
    await normal?.close();
  });

  it('answers 503 with Retry-After, and health reports the overload', async () => {
    const health = await waitFor(
      async () => {
        const answer = await fetch(`${heavy.url}/api/health`);
        return answer.status === 503 ? answer : undefined;
      },
      { timeout: 10_000, message: 'health to report the overload' },
    );
    expect(health.headers.get('retry-after')).toBe('7');
    expect(await health.json()).toMatchObject({ status: 'unavailable', load: 'overloaded', database: 'up', engine });

    for (const url of ['/api/public/training?locale=en', '/api/documents', '/api/authuser']) {
      const answer = await fetch(heavy.url + url, { headers: { 'accept-language': 'es' } });
      expect(answer.status, url).toBe(503);
      expect(answer.headers.get('retry-after'), url).toBe('7');
      const body = await answer.json();
      expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      expect(body.message).toMatch(/El servidor está ocupado/);
    }
  });

  it('is not overloaded with the default settings', async () => {
    const health = await fetch(`${normal.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', load: 'normal' });
    expect((await fetch(`${normal.url}/api/public/training?locale=en`)).status).toBe(200);
  });
});

describe('back-pressure on a busy event loop', () => {
  let server: TestServer;
  let busy: NodeJS.Timeout | undefined;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { edge: { pressure: { maxEventLoopDelayMs: 1, sampleIntervalMs: 50 } } });
  });
  afterEach(() => clearInterval(busy));
  afterAll(async () => server?.close());

  it('refuses requests while the loop lags and serves again once it is idle', async () => {
    // The server shares this process: keep its event loop blocked 40 ms out of every 50.
    busy = setInterval(() => {
      const until = Date.now() + 40;
      while (Date.now() < until);
    }, 50);
    const refused = await waitFor(
      async () => {
        const answer = await fetch(`${server.url}/api/public/training?locale=en`);
        return answer.status === 503 ? answer : undefined;
      },
      { timeout: 15_000, interval: 20, message: 'a 503 while the event loop lags' },
    );
    expect(refused.headers.get('retry-after')).toBe('10');
    clearInterval(busy);
    await waitFor(async () => (await fetch(`${server.url}/api/public/training?locale=en`)).status === 200, {
      timeout: 15_000,
      message: 'the server to serve again once idle',
    });
  });
});

/**
 * One rate limit across servers: two API processes (children, each its own memory and data
 * directory) behind one address. With REDIS_URL their counters live in Redis, so a limit of N
 * admits exactly N requests across both; without it each server counts alone and admits N of
 * its own. The Redis here is the test's own (a redis-server on a free port), stopped mid-test:
 * requests then pass uncounted and the server logs the outage; once Redis is back, counting
 * resumes and the server logs that too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChildServer, type ChildServer } from '../../helpers/child-server.js';
import { waitFor } from '../../helpers/wait-for.js';

const LIMIT = 6;

interface TestRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server of the test's own, without persistence, that can be stopped and started on its port. */
async function testRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const ping = spawn('redis-cli', ['-p', String(port), 'ping']);
      let out = '';
      ping.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      ping.on('exit', () => resolve(out.trim() === 'PONG'));
      ping.on('error', () => resolve(false));
    });
  return {
    url,
    start: async () => {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitFor(answers, { timeout: 15_000, interval: 100, message: 'the test Redis to answer' });
    },
    stop: async () => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}

const publicRequest = (server: ChildServer) => fetch(`${server.url}/api/public/training?locale=en`);

/** `count` public requests, alternating between the servers; the statuses in order. */
async function alternate(servers: ChildServer[], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await publicRequest(servers[i % servers.length]!);
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  return statuses;
}

const limitEnv = {
  DATABASE_URL: '',
  RATE_LIMIT_PUBLIC: String(LIMIT),
  RATE_LIMIT_WINDOW_SECONDS: '600',
  // Loopback is exempt outside production unless the allow list is given: here it is empty.
  RATE_LIMIT_ALLOW: '',
  LOG_LEVEL: 'info',
};

describe('a rate limit over two servers', () => {
  let redis: TestRedis;
  const shared: ChildServer[] = [];
  const alone: ChildServer[] = [];

  beforeAll(async () => {
    redis = await testRedis();
    await redis.start();
    // A prefix of this run's own, so a parallel run on the same Redis never shares its counters.
    const redisEnv = { ...limitEnv, REDIS_URL: redis.url, REDIS_KEY_PREFIX: `test-${randomUUID()}` };
    shared.push(...(await Promise.all([startChildServer(redisEnv), startChildServer(redisEnv)])));
    alone.push(
      ...(await Promise.all([
        startChildServer({ ...limitEnv, REDIS_URL: '' }),
        startChildServer({ ...limitEnv, REDIS_URL: '' }),
      ])),
    );
    // Four servers compiling and starting: long on a loaded machine.
  }, 240_000);
  afterAll(async () => {
    await Promise.all([...shared, ...alone].map((server) => server.stop()));
    await redis?.stop();
  }, 60_000);

  it(`admits exactly ${LIMIT} of ${2 * LIMIT} requests across both servers with REDIS_URL`, async () => {
    const statuses = await alternate(shared, 2 * LIMIT);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
  });

  it(`admits ${LIMIT} per server without REDIS_URL (each server counts alone)`, async () => {
    const statuses = await alternate(alone, 2 * LIMIT + 2);
    expect(statuses.slice(0, 2 * LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(2 * LIMIT)).toEqual([429, 429]);
  });

  it('lets requests through while Redis is down, logs it, and counts again once Redis is back', async () => {
    const [a, b] = shared as [ChildServer, ChildServer];
    await redis.stop();
    // Over the limit already, yet answered: the limiter skips the count rather than fail the request.
    const during = await waitFor(
      async () => {
        const statuses = await alternate(shared, 4);
        return statuses.every((status) => status === 200) && statuses;
      },
      { timeout: 20_000, interval: 200, message: 'requests to pass while Redis is down' },
    );
    expect(during).toEqual([200, 200, 200, 200]);
    const unreachable = (server: ChildServer) =>
      server.logs.some((line) => String(line.msg).startsWith('rate limit store (Redis) unreachable'));
    await waitFor(() => unreachable(a) && unreachable(b), {
      timeout: 20_000,
      message: 'both servers to log the outage',
    });

    await redis.start();
    const reachable = (server: ChildServer) =>
      server.logs.some((line) => String(line.msg).startsWith('rate limit store (Redis) reachable again'));
    await waitFor(() => reachable(a) && reachable(b), {
      timeout: 20_000,
      interval: 100,
      message: 'both servers to reconnect to Redis',
    });
    // A fresh Redis (nothing saved): the counters start over, shared again.
    const after = await alternate(shared, LIMIT + 2);
    expect(after.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(after.slice(LIMIT)).toEqual([429, 429]);
  }, 60_000);
});

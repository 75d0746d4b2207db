/**
 * Two API servers as child processes (no shared memory, each its own DATA_DIR) on one
 * PostgreSQL schema and one S3-compatible store (s3rver), with the API tests' world in it: what
 * tests/api/servers/two-servers.test.ts and bench/servers.ts run against.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { startChildServer, type ChildServer } from './child-server.js';
import { DATABASE_URL } from './env.js';
import { openLiveStream } from './live-stream.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { assertPostgresReachable } from './server.js';
import { buildWorld, client, type World } from './world.js';

export interface TwoServers {
  database: DatabaseHandle;
  world: World;
  s3: TestS3Server;
  a: ChildServer;
  b: ChildServer;
  close(): Promise<void>;
}

export async function startTwoServers(extraEnv: Record<string, string> = {}): Promise<TwoServers> {
  await assertPostgresReachable();
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  // Migrated here once, so the two servers start on a ready schema.
  const database = await openDatabase({ url: DATABASE_URL, schema });
  const started: { s3?: TestS3Server; servers: ChildServer[] } = { servers: [] };
  const close = async () => {
    await Promise.all(started.servers.map((server) => server.stop()));
    await started.s3?.close();
    await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
  };
  try {
    const world = await buildWorld(database.db);
    const s3 = (started.s3 = await startS3Server());
    const env = {
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      STORAGE: 's3',
      S3_ENDPOINT: s3.config.endpoint!,
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
      // The same on every server, or a preview link signed by one fails on another.
      UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'),
      TEXT_JOB_ATTEMPTS: '1',
      ...extraEnv,
    };
    const servers = await Promise.allSettled([startChildServer(env), startChildServer(env)]);
    for (const server of servers) if (server.status === 'fulfilled') started.servers.push(server.value);
    const failed = servers.find((server) => server.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = started.servers as [ChildServer, ChildServer];
    return { database, world, s3, a, b, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface DelayFigures {
  count: number;
  /** From the request to A until B's live client has the event. */
  fromRequest: { median: number; p95: number };
  /** From A's answer until B's live client has the event (negative: B's client was first). */
  fromAnswer: { median: number; p95: number };
}

/**
 * Renames tenant A `count` times through server A, one write at a time, and times each
 * write's event at a live (SSE) client of server B.
 */
export async function measureLiveDelay(servers: TwoServers, count: number): Promise<DelayFigures> {
  const { a, b, world } = servers;
  const admin = world.users.admin.token;
  const streamB = openLiveStream(b.url, admin);
  await streamB.opened;
  const fromRequest: number[] = [];
  const fromAnswer: number[] = [];
  try {
    for (let n = 0; n < count; n += 1) {
      const seen = streamB.events.length;
      const sent = performance.now();
      const renamed = await client(a.url, admin)('PATCH', `/api/tenants/${world.A.tenant}`, {
        name: `Tenant A ${randomUUID()}`,
      });
      const answered = performance.now();
      if (renamed.status !== 200) throw new Error(`renaming the tenant answered ${renamed.status}`);
      const event = await streamB.next(
        (e) =>
          streamB.events.indexOf(e) >= seen && e.channel === 'resources/tenants' && e.payload.ids[0] === world.A.tenant,
        5_000,
      );
      fromRequest.push(event.at - sent);
      fromAnswer.push(event.at - answered);
    }
  } finally {
    streamB.close();
  }
  const figures = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  return { count, fromRequest: figures(fromRequest), fromAnswer: figures(fromAnswer) };
}

export function describeDelay(figures: DelayFigures): string {
  const show = ({ median, p95 }: { median: number; p95: number }) =>
    `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
  return (
    `live-event delay, write on server A → SSE client of server B, ${figures.count} events: ` +
    `from the request ${show(figures.fromRequest)}; after A's answer ${show(figures.fromAnswer)}`
  );
}

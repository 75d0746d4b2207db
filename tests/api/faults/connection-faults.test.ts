/**
 * A lost database connection never takes the server down, and nothing acknowledged is lost
 * (PostgreSQL; the server's every connection goes through a test-owned proxy, fault-server.ts):
 *
 * - every connection cut at once, new ones refused: the server stays up, the API answers 503
 *   with Retry-After in the caller's words, health says the database is down; once the proxy
 *   accepts again, requests succeed within 5 s, a write acknowledged before the cut is there,
 *   and live events (SSE) and text jobs (pg-boss) resume;
 * - one idle connection of the pool, then the live bus's, ended by pg_terminate_backend:
 *   nothing visible, the next requests succeed, events still arrive;
 * - the database refusing connections for a while (3 s here; the same path as 30 s), and an
 *   address that accepts but never answers: 503 quickly each time, never a hang.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../src/server/storage/tiny-pdf.js';
import { openLiveStream, type LiveStream } from '../../helpers/live-stream.js';
import { tusClient, uploadWhole } from '../../helpers/tus-requests.js';
import { waitFor } from '../../helpers/wait-for.js';
import { startFaultServer, type FaultServer } from './fault-server.js';

/** How long the database refuses connections in the third fault (the 30 s, shortened). */
const REFUSED_MS = 3_000;
/** The longest an answer may take while the database is out of reach (connect timeout 2 s). */
const ANSWER_BOUND_MS = 8_000;

describe('a lost PostgreSQL connection', () => {
  let server: FaultServer;
  let stream: LiveStream | undefined;

  const call = async (path: string, init: { method?: string; body?: unknown; language?: string } = {}) => {
    const began = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${server.world.users.admin.token}`,
        ...(init.language ? { 'accept-language': init.language } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      // A hang fails the test here, not at the test's own timeout.
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - began,
    };
  };
  const tenantA = () => server.world.A.tenant;
  const rename = (name: string) => call(`/api/tenants/${tenantA()}`, { method: 'PATCH', body: { name } });
  const storedName = async () =>
    (await server.direct.db.selectFrom('tenant').select('name').where('id', '=', tenantA()).executeTakeFirstOrThrow())
      .name;

  /** Renames tenant A until one rename's event reaches the live stream; resolves with the time taken. */
  const liveEventsFlow = async (timeout: number) => {
    const began = performance.now();
    const live = stream!;
    await waitFor(
      async () => {
        const seen = live.events.length;
        const answer = await rename(`Live ${randomUUID()}`);
        if (answer.status !== 200) return false;
        return live
          .next((event) => live.events.indexOf(event) >= seen && event.payload.ids[0] === tenantA(), 1_000)
          .then(
            () => true,
            () => false,
          );
      },
      { timeout, interval: 100, message: 'a live event after a write' },
    );
    return performance.now() - began;
  };

  beforeAll(async () => {
    server = await startFaultServer();
    stream = openLiveStream(server.url, server.world.users.admin.token);
    await stream.opened;
  }, 60_000);
  afterAll(async () => {
    stream?.close();
    await server?.close();
  }, 30_000);

  it('cut all at once: up, 503 with Retry-After, health down; back within 5 s with nothing lost, events and jobs resume', async () => {
    expect((await call('/api/tenants')).status).toBe(200);
    const acknowledged = `Before the cut ${randomUUID()}`;
    expect((await rename(acknowledged)).status).toBe(200);
    const uploader = tusClient(server.url, server.world.users.upA.token);
    const interrupted = tinyPdf([`Cut while uploading ${randomUUID()}`]);
    const created = await uploader.create(interrupted.length, {
      locationId: server.world.A.location,
      filename: 'cut.pdf',
    });
    expect(created.status).toBe(201);

    server.proxy.refuse();
    server.proxy.cutAll();

    const refused = await call('/api/tenants');
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('5');
    expect(refused.body.message).toBe('The database cannot be reached just now; try again in 5 s');
    expect(refused.ms).toBeLessThan(ANSWER_BOUND_MS);
    const write = await rename(`During the cut ${randomUUID()}`);
    expect(write.status).toBe(503);
    // The upload's last bytes: refused before the intake starts (its route reads the caller first).
    const sent = await uploader.patch(created.headers.get('location')!, 0, interrupted);
    expect(sent.status).toBe(503);
    expect(sent.headers.get('retry-after')).toBe('5');
    expect(sent.text).toMatch(/database cannot be reached/);
    const spanish = await call('/api/tenants', { language: 'es' });
    expect(spanish.body.message).toMatch(/base de datos/);
    const health = await call('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'down' });
    expect(health.retryAfter).toBe('5');
    // The pool's idle connections were cut under it: each loss is logged, none is fatal.
    await waitFor(() => server.logged.some((line) => /idle PostgreSQL connection was lost/.test(line)), {
      timeout: 10_000,
      message: 'the lost idle connection logged',
    });

    await server.proxy.accept();
    const back = performance.now();
    await waitFor(async () => (await call('/api/tenants')).status === 200, {
      timeout: 5_000,
      interval: 100,
      message: 'the API answering again within 5 s',
    });
    const apiMs = performance.now() - back;
    expect((await call('/api/health')).body).toMatchObject({ status: 'ok', database: 'up' });
    expect(await storedName()).toBe(acknowledged);

    const liveMs = await liveEventsFlow(10_000);
    console.log(
      `after the cut: the API answered ${apiMs.toFixed(0)} ms after the database came back, ` +
        `a live event within a further ${liveMs.toFixed(0)} ms`,
    );

    const pdf = tinyPdf([`After the cut ${randomUUID()}`]);
    const uploaded = await uploadWhole(server.url, server.world.users.upA.token, pdf, {
      locationId: server.world.A.location,
      filename: 'after-the-cut.pdf',
    });
    expect(uploaded?.status).toBe('accepted');
    const documentId = (uploaded as { documentId: string }).documentId;
    await waitFor(
      async () =>
        (
          await server.direct.db
            .selectFrom('document_text')
            .select('status')
            .where('document_id', '=', documentId)
            .executeTakeFirst()
        )?.status === 'done',
      { timeout: 30_000, interval: 100, message: "the text job queued after recovery to run (pg-boss's worker)" },
    );
  }, 90_000);

  it('one idle connection terminated (the pool, then the live bus): nothing visible, the next requests succeed', async () => {
    // Several requests at once leave several idle connections in the pool.
    const warm = await Promise.all(Array.from({ length: 4 }, () => call('/api/tenants')));
    expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const backends = async (listener: boolean) =>
      (
        await sql<{ pid: number }>`
          select pid from pg_stat_activity
          where application_name = ${listener ? server.liveApplicationName : server.applicationName}
            and state = 'idle'`.execute(server.direct.db)
      ).rows.map((row) => row.pid);
    const [pooled] = await backends(false);
    expect(pooled).toBeDefined();
    await sql`select pg_terminate_backend(${pooled})`.execute(server.direct.db);
    // At once, as many requests as idle connections: one of them may get the terminated one.
    const next = await Promise.all(Array.from({ length: 4 }, () => call('/api/tenants')));
    expect(next.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (let n = 0; n < 5; n += 1) expect((await call('/api/tenants')).status).toBe(200);
    expect((await rename(`After one terminated ${randomUUID()}`)).status).toBe(200);

    const [listening] = await backends(true);
    expect(listening).toBeDefined();
    await sql`select pg_terminate_backend(${listening})`.execute(server.direct.db);
    for (let n = 0; n < 5; n += 1) expect((await call('/api/tenants')).status).toBe(200);
    const liveMs = await liveEventsFlow(10_000);
    console.log(`the live bus's connection terminated: a live event again within ${liveMs.toFixed(0)} ms`);
  }, 60_000);

  it(`refused for ${REFUSED_MS / 1000} s, then silent: 503 quickly each time, never a hang`, async () => {
    server.proxy.refuse();
    server.proxy.cutAll();
    const until = performance.now() + REFUSED_MS;
    const answers: { status: number; ms: number; retryAfter: string | null }[] = [];
    // Requests one after another for as long as the database refuses.
    await waitFor(
      async () => {
        answers.push(await call('/api/tenants'));
        return performance.now() >= until;
      },
      { timeout: REFUSED_MS + 30_000, interval: 100, message: 'the refusal to last' },
    );
    expect(answers.length).toBeGreaterThan(1);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([503]));
    expect(new Set(answers.map((answer) => answer.retryAfter))).toEqual(new Set(['5']));
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    expect(slowest).toBeLessThan(ANSWER_BOUND_MS);

    // Accepted but never answered: the connect timeout (2 s here, 5 s by default) ends the wait.
    await server.proxy.accept();
    server.proxy.silence();
    const silent = await call('/api/tenants');
    expect(silent.status).toBe(503);
    expect(silent.ms).toBeLessThan(ANSWER_BOUND_MS);
    const silentHealth = await call('/api/health');
    expect(silentHealth.body).toMatchObject({ database: 'down' });

    await server.proxy.accept();
    const back = performance.now();
    await waitFor(async () => (await call('/api/tenants')).status === 200, {
      timeout: 5_000,
      interval: 100,
      message: 'the API answering again within 5 s',
    });
    console.log(
      `refused ${REFUSED_MS} ms: ${answers.length} answers, all 503, slowest ${slowest.toFixed(0)} ms; ` +
        `silent: 503 after ${silent.ms.toFixed(0)} ms; back ${(performance.now() - back).toFixed(0)} ms after accepting`,
    );
  }, 90_000);
});

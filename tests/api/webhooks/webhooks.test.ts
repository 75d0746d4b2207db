/**
 * Signed webhooks on both engines, against a receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=true)
 * that verifies every signature with the `standardwebhooks` package: retries keep the
 * webhook-id, a replay arrives signed, a private address is refused without the setting, 20
 * failures in a row disable the endpoint, and each wired event is sent by its real action.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSla } from '../../../src/server/services/sla/sla-clock.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { ENGINES } from '../../helpers/server.js';
import { uploadWhole } from '../../helpers/tus-requests.js';
import { waitFor } from '../../helpers/wait-for.js';
import { startReceiver, type Received, type Receiver } from '../../helpers/webhook-receiver.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, stored } from '../documents/fixture.js';

// Read when each server starts: a tiny retry base, a quick poll, the receiver on loopback allowed.
process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
process.env.WEBHOOK_BASE_DELAY_MS = '40';
process.env.WEBHOOK_POLL_MS = '100';

const ALL_EVENTS = [
  'upload.accepted',
  'document.approved',
  'document.archived',
  'document.disputed',
  'issue.waiting_on_client',
  'sla.breached',
];
const WAIT = { timeout: 60_000, interval: 50 };

describe.each(ENGINES)('webhooks on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let receiver: Receiver;
  const as = (key: keyof World['users']) => client(server.url, world.users[key].token);
  const to = (path: string) => receiver.received.filter((request) => request.path === path);
  const addEndpoint = async (key: 'hqA' | 'hqB', path: string, events = ALL_EVENTS) => {
    const answer = await as(key)('POST', '/api/webhooks', { url: `${receiver.url}${path}`, events });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as { id: string; secret: string; tenantId: string };
  };
  const deliveries = async (key: 'hqA' | 'hqB' | 'admin', endpointId: string) => {
    const answer = await as(key)('GET', `/api/webhooks/${endpointId}/deliveries`);
    expect(answer.status).toBe(200);
    return answer.body as {
      id: string;
      eventId: string;
      eventType: string;
      status: string;
      attempts: number;
      responseCode: number | null;
      latencyMs: number | null;
      responseBody: string | null;
      error: string | null;
    }[];
  };

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('makes a whsec_ secret, refuses a URL that is not http(s), and keeps each tenant to its own', async () => {
    const refused = await as('hqA')('POST', '/api/webhooks', {
      url: 'ftp://example.com/hook',
      events: ['sla.breached'],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('http');
    const endpoint = await addEndpoint('hqA', `/scope-${engine}`, ['sla.breached']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(endpoint.tenantId).toBe(world.A.tenant);
    expect((await as('hqB')('GET', `/api/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await as('hqB')('DELETE', `/api/webhooks/${endpoint.id}`)).status).toBe(404);
    expect((await as('dbo')('GET', '/api/webhooks')).status).toBe(403);
    const listed = await as('admin')('GET', `/api/webhooks?tenantId=${world.A.tenant}`);
    expect(listed.body.map((row: { id: string }) => row.id)).toContain(endpoint.id);
    expect((await as('hqA')('DELETE', `/api/webhooks/${endpoint.id}`)).status).toBe(204);
    const audited = await server.db
      .selectFrom('audit_event')
      .select(['action', 'changes'])
      .where('entity_id', '=', endpoint.id)
      .orderBy('at')
      .execute();
    expect(audited.map((event) => event.action)).toEqual(['create', 'delete']);
    expect(audited.map((event) => event.changes).join('')).not.toContain(endpoint.secret);
  });

  it('retries a delivery answered 500 twice with the same webhook-id until the 200, each signed', async () => {
    const path = `/flaky-${engine}`;
    const endpoint = await addEndpoint('hqB', path, ['sla.breached']);
    const sent = await as('hqB')('POST', `/api/webhooks/${endpoint.id}/test`);
    expect(sent.status).toBe(202);
    await waitFor(() => to(path).length >= 3, { ...WAIT, message: 'three attempts' });
    const ids = new Set(to(path).map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const request of to(path)) expect(receiver.verified(request, endpoint.secret).type).toBe('webhook.test');
    const [delivery] = await waitFor(
      async () => {
        const rows = await deliveries('hqB', endpoint.id);
        return rows[0]?.status === 'succeeded' ? rows : null;
      },
      { ...WAIT, message: 'the delivery to succeed' },
    );
    expect(delivery).toMatchObject({ attempts: 3, responseCode: 200, eventId: [...ids][0] });
    expect(delivery?.latencyMs).toEqual(expect.any(Number));
    expect(delivery?.responseBody?.length).toBe(1024);
    const attempts = await server.db
      .selectFrom('webhook_attempt')
      .select(['ok', 'response_code'])
      .where('delivery_id', '=', delivery!.id)
      .orderBy('at')
      .execute();
    expect(attempts.map((attempt) => attempt.response_code)).toEqual([500, 500, 200]);
  });

  it('replays a delivery: the same event arrives again, signed', async () => {
    const path = `/replay-${engine}`;
    const endpoint = await addEndpoint('hqB', path, ['sla.breached']);
    await as('hqB')('POST', `/api/webhooks/${endpoint.id}/test`);
    await waitFor(() => to(path).length === 1, { ...WAIT, message: 'the first delivery' });
    const [first] = await waitFor(async () => {
      const rows = await deliveries('hqB', endpoint.id);
      return rows[0]?.status === 'succeeded' ? rows : null;
    }, WAIT);
    expect((await as('hqA')('POST', `/api/webhook-deliveries/${first!.id}/replay`)).status).toBe(404);
    const replay = await as('hqB')('POST', `/api/webhook-deliveries/${first!.id}/replay`);
    expect(replay.status).toBe(202);
    await waitFor(() => to(path).length === 2, { ...WAIT, message: 'the replay' });
    const [original, again] = to(path) as [Received, Received];
    expect(again.headers['webhook-id']).toBe(original.headers['webhook-id']);
    expect(receiver.verified(again, endpoint.secret)).toEqual(receiver.verified(original, endpoint.secret));
  });

  it('refuses a loopback address without WEBHOOK_ALLOW_PRIVATE', async () => {
    const path = `/private-${engine}`;
    const endpoint = await addEndpoint('hqB', path, ['sla.breached']);
    process.env.WEBHOOK_ALLOW_PRIVATE = 'false';
    try {
      await as('hqB')('POST', `/api/webhooks/${endpoint.id}/test`);
      const [delivery] = await waitFor(async () => {
        const rows = await deliveries('hqB', endpoint.id);
        return rows[0] && rows[0].attempts >= 1 ? rows : null;
      }, WAIT);
      expect(delivery?.error).toMatch(/refused address 127\.0\.0\.1/);
      expect(delivery?.responseCode).toBeNull();
      expect(to(path)).toEqual([]);
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
      await as('hqB')('DELETE', `/api/webhooks/${endpoint.id}`);
    }
  });

  it('disables an endpoint after 20 failures in a row, with an audit event and the reason', async () => {
    const path = `/fail-${engine}`;
    const endpoint = await addEndpoint('hqB', path, ['sla.breached']);
    for (let i = 0; i < 7; i += 1)
      expect((await as('hqB')('POST', `/api/webhooks/${endpoint.id}/test`)).status).toBe(202);
    const disabled = await waitFor(
      async () => {
        const rows = (await as('hqB')('GET', '/api/webhooks')).body as {
          id: string;
          enabled: boolean;
          disabledReason: string | null;
          failureStreak: number;
        }[];
        const row = rows.find((one) => one.id === endpoint.id);
        return row && !row.enabled ? row : null;
      },
      { ...WAIT, message: 'the endpoint to be disabled' },
    );
    expect(disabled).toMatchObject({ disabledReason: 'failures', failureStreak: 20 });
    const event = await server.db
      .selectFrom('audit_event')
      .select(['action', 'actor_id', 'tenant_id'])
      .where('entity_id', '=', endpoint.id)
      .where('action', '=', 'disable')
      .executeTakeFirst();
    expect(event).toEqual({ action: 'disable', actor_id: null, tenant_id: world.B.tenant });
    // The administrators are mailed of it, once, naming the endpoint.
    const told = () =>
      server.mail.filter((mail) => mail.to === world.users.admin.email && mail.text.includes(`${path} `));
    await waitFor(() => told().length > 0, { ...WAIT, message: "the administrator's mail" });
    expect(told()).toHaveLength(1);
    expect(told()[0]!.subject).toMatch(/^Webhook turned off for /);
    // Nothing more is sent to it; its waiting deliveries failed.
    const count = to(path).length;
    await waitFor(async () => (await deliveries('hqB', endpoint.id)).every((row) => row.status === 'failed'), WAIT);
    expect(to(path).length).toBe(count);
    // Turned back on by its owner, it starts a new run.
    const enabled = await as('hqB')('PATCH', `/api/webhooks/${endpoint.id}`, { enabled: true });
    expect(enabled.body).toMatchObject({ enabled: true, failureStreak: 0, disabledReason: null });
    await as('hqB')('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it("sends each event by its real action, in the write's transaction", async () => {
    const path = `/events-${engine}`;
    const endpoint = await addEndpoint('hqA', path);
    const of = (type: string) =>
      to(path).filter((request) => receiver.verified(request, endpoint.secret).type === type);
    const arrived = async (type: string, documentId?: string) => {
      const request = await waitFor(
        () =>
          of(type).find((one) => {
            const data = receiver.verified(one, endpoint.secret).data as { document?: { id: string } };
            return !documentId || data.document?.id === documentId;
          }),
        { ...WAIT, message: `a ${type} event` },
      );
      return receiver.verified(request, endpoint.secret).data;
    };
    const docA = (status: string) =>
      addDocument(server.db, {
        tenantId: world.A.tenant,
        locationId: world.A.location,
        status,
        assigneeId: world.users.dbo.id,
        vendor: 'Acme',
        docNumber: 'INV-7',
        totalCents: 1234,
        currency: 'USD',
      });
    const step = async (key: keyof World['users'], id: string, name: string, body: object = {}) => {
      const { version } = await stored(server.db, id);
      const answer = await as(key)('POST', `/api/documents/${id}/${name}`, { version, ...body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    // A refused step writes nothing, so it sends nothing.
    const refused = await docA('processing');
    expect((await as('dbs')('POST', `/api/documents/${refused}/approve`, { version: 1 })).status).toBe(409);

    const approved = await docA('processed');
    await step('dbs', approved, 'approve');
    const approval = await arrived('document.approved', approved);
    expect(approval.document).toMatchObject({ id: approved, status: 'approved', vendor: 'Acme', totalCents: 1234 });
    expect(approval.actor).toMatchObject({ id: world.users.dbs.id });

    const archived = await docA('approved');
    const now = new Date().toISOString();
    await server.db
      .insertInto('doc_item')
      .values({
        id: randomUUID(),
        document_id: archived,
        tenant_id: world.A.tenant,
        location_id: world.A.location,
        item_date: '2026-11-01',
        description: 'Paper',
        category: 'Office',
        amount_cents: 1234,
        currency: 'USD',
        tax_cents: 0,
        created_at: now,
      })
      .execute();
    await step('supA', archived, 'accept');
    const archive = await arrived('document.archived', archived);
    expect(archive.document).toMatchObject({ id: archived, status: 'archived', docNumber: 'INV-7' });
    expect(archive.items).toEqual([
      expect.objectContaining({ description: 'Paper', amountCents: 1234, currency: 'USD' }),
    ]);

    const disputed = await docA('approved');
    await step('supA', disputed, 'dispute', { reasonCode: 'Duplicate', comment: 'Sent twice' });
    const dispute = await arrived('document.disputed', disputed);
    expect(dispute.reason).toEqual({ code: 'Duplicate', note: 'Sent twice' });

    const asked = await docA('processing');
    await step('dbo', asked, 'raise-issue', { type: 'client_question', message: 'Which total?' });
    const waiting = await arrived('issue.waiting_on_client', asked);
    expect(waiting.issue).toMatchObject({ documentId: asked, waitingOn: 'client', type: 'client_question' });

    const late = await docA('processing');
    await server.db
      .updateTable('document')
      .set({ due_at: new Date(Date.now() - 3600_000).toISOString() })
      .where('id', '=', late)
      .execute();
    await checkSla(server.db, new Date().toISOString());
    const breach = await arrived('sla.breached', late);
    expect(breach.breachedAt).toEqual(expect.any(String));

    const upload = await uploadWhole(
      server.url,
      world.users.upA.token,
      samplePdf(`webhook ${engine} ${randomUUID()}`),
      {
        locationId: world.A.location,
        filename: 'hook.pdf',
      },
    );
    if (upload?.status !== 'accepted') throw new Error(`upload not accepted: ${JSON.stringify(upload)}`);
    const accepted = await waitFor(
      () =>
        of('upload.accepted')
          .map(
            (request) =>
              receiver.verified(request, endpoint.secret).data as { upload: { id: string }; documentId: string },
          )
          .find((data) => data.upload.id === upload.uploadId),
      { ...WAIT, message: 'the upload.accepted event' },
    );
    expect(accepted).toMatchObject({ upload: { fileName: 'hook.pdf' }, documentId: upload.documentId });

    // Tenant B's endpoints heard none of tenant A's events; nothing came for the refused step.
    const events = await server.db.selectFrom('webhook_event').select(['tenant_id', 'type', 'payload']).execute();
    expect(events.filter((event) => event.payload.includes(refused))).toEqual([]);
    const log = await deliveries('hqA', endpoint.id);
    expect(new Set(log.map((row) => row.eventType))).toEqual(new Set(ALL_EVENTS));
  });
});

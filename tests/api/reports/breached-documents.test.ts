/**
 * "Breached" counts documents, on both engines: a document re-dated and breached twice in the
 * range is one breached document in the administrator's report and in the executive summary's
 * month, beside a document breached once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../src/common/api-paths.js';
import type { AdminReport, ExecutiveReport } from '../../../src/common/schemas/reports.js';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument } from '../documents/fixture.js';

const RANGE = 'from=2025-03-01&to=2025-03-31';

describe.each(ENGINES)('breached documents on %s', (engine) => {
  let server: ApiServer;
  let world: World;

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    const place = { tenantId: world.A.tenant, locationId: world.A.location, createdAt: '2025-03-02T08:00:00.000Z' };
    const twice = await addDocument(server.db, { ...place, status: 'processing', dueAt: '2025-03-12T08:00:00.000Z' });
    const once = await addDocument(server.db, { ...place, status: 'processing', dueAt: '2025-03-05T08:00:00.000Z' });
    const breach = (documentId: string, at: string) => ({
      id: randomUUID(),
      at,
      actor_id: null,
      actor_email: null,
      entity: 'document',
      entity_id: documentId,
      action: 'sla-breach',
      from_state: 'processing',
      to_state: 'processing',
      tenant_id: world.A.tenant,
      note: null,
      changes: null,
      reason_code: null,
    });
    // The first due time passed, the document was given a later one, and that passed too.
    await server.db
      .insertInto('audit_event')
      .values([
        breach(twice, '2025-03-05T08:00:00.000Z'),
        breach(twice, '2025-03-12T08:00:00.000Z'),
        breach(once, '2025-03-05T08:00:00.000Z'),
      ])
      .execute();
  });
  afterAll(async () => server?.close());

  it('counts each breached document once', async () => {
    const as = client(server.url, world.users.admin.token);
    const admin = (await as('GET', `${API_PATHS.reports.admin}?${RANGE}`)) as { status: number; body: AdminReport };
    expect(admin.status).toBe(200);
    expect(admin.body.slaBreaches.find((row) => row.tenantId === world.A.tenant)?.breached).toBe(2);
    const executive = (await as('GET', `${API_PATHS.reports.executive}?${RANGE}&tenant=${world.A.tenant}`)) as {
      status: number;
      body: ExecutiveReport;
    };
    expect(executive.status).toBe(200);
    expect(executive.body.sla.find((row) => row.month === '2025-03')?.breached).toBe(2);
  });
});

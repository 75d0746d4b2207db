/**
 * One "overdue", on both engines: the DBS dashboard, the administrator's report (open and overdue
 * per tenant) and the administrator's home count the same documents, the ones common/overdue.ts
 * calls overdue: open in the back office, past the due time, clock not paused on the client.
 * Documents past due in every state are added, so a count that used other states would differ.
 * The document list's `due=overdue` filter lists those same documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOverdue } from '../../../src/common/overdue.js';
import { API_PATHS } from '../../../src/common/api-paths.js';
import type { AdminReport } from '../../../src/common/schemas/reports.js';
import { DOCUMENT_STATUSES } from '../../../src/common/workflow.js';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument } from '../documents/fixture.js';

const HOUR = 3_600_000;

describe.each(ENGINES)('overdue is one count on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let pausedId: string;

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    const past = new Date(Date.now() - 2 * HOUR).toISOString();
    const later = new Date(Date.now() + 48 * HOUR).toISOString();
    for (const status of DOCUMENT_STATUSES)
      await addDocument(server.db, { tenantId: world.A.tenant, locationId: world.A.location, status, dueAt: past });
    await addDocument(server.db, {
      tenantId: world.B.tenant,
      locationId: world.B.location,
      status: 'new',
      dueAt: past,
    });
    await addDocument(server.db, {
      tenantId: world.B.tenant,
      locationId: world.B.location,
      status: 'processing',
      dueAt: past,
    });
    await addDocument(server.db, {
      tenantId: world.B.tenant,
      locationId: world.B.location,
      status: 'assigned',
      dueAt: later,
    });
    // On hold, waiting on the client: its clock is paused, so it is not overdue.
    const paused = await addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      status: 'on_hold',
      dueAt: past,
    });
    await server.db.updateTable('document').set({ sla_paused_at: past }).where('id', '=', paused).execute();
    pausedId = paused;
  });
  afterAll(async () => server?.close());

  it('counts the same documents on the dashboard, the administrator report and the home page', async () => {
    const now = new Date().toISOString();
    const rows = await server.db.selectFrom('document').selectAll().execute();
    const expected = (tenant?: string) =>
      rows.filter(
        (row) =>
          (!tenant || row.tenant_id === tenant) &&
          isOverdue({ status: row.status, dueAt: row.due_at, slaPausedAt: row.sla_paused_at }, now),
      ).length;
    // Assigned, processing and on hold in A (the paused one aside), processing in B, and the
    // shared world's own documents if they are past due.
    expect(expected(world.A.tenant)).toBeGreaterThanOrEqual(3);
    expect(expected(world.B.tenant)).toBeGreaterThanOrEqual(1);
    const as = client(server.url, world.users.admin.token);
    const day = new Date().toISOString().slice(0, 10);
    const dayStart = `${day}T00:00:00.000Z`;
    const dayEnd = new Date(Date.parse(dayStart) + 24 * HOUR).toISOString();
    const dashboard = await as(
      'GET',
      `${API_PATHS.documents.dashboard}?dayStart=${encodeURIComponent(dayStart)}&dayEnd=${encodeURIComponent(dayEnd)}`,
    );
    expect(dashboard.status).toBe(200);
    const report = (await as('GET', `${API_PATHS.reports.admin}?from=${day}&to=${day}`)) as {
      status: number;
      body: AdminReport;
    };
    expect(report.status).toBe(200);
    const home = await as('GET', API_PATHS.admin.summary);
    expect(home.status).toBe(200);
    const perTenant = Object.fromEntries(report.body.slaBreaches.map((row) => [row.tenantId, row.openOverdue]));
    expect(perTenant[world.A.tenant]).toBe(expected(world.A.tenant));
    expect(perTenant[world.B.tenant]).toBe(expected(world.B.tenant));
    const reportTotal = report.body.slaBreaches.reduce((sum, row) => sum + row.openOverdue, 0);
    expect((dashboard.body as { overdue: number }).overdue).toBe(expected());
    expect(reportTotal).toBe(expected());
    expect((home.body as { overdueDocuments: number }).overdueDocuments).toBe(expected());
  });

  it("lists the same documents under the document list's due=overdue filter, the paused one left out", async () => {
    const now = new Date().toISOString();
    const rows = await server.db.selectFrom('document').selectAll().execute();
    const expected = rows
      .filter((row) => isOverdue({ status: row.status, dueAt: row.due_at, slaPausedAt: row.sla_paused_at }, now))
      .map((row) => row.id)
      .sort();
    const as = client(server.url, world.users.admin.token);
    const listed = await as('GET', '/api/documents?due=overdue&_start=0&_end=100');
    expect(listed.status).toBe(200);
    const ids = (listed.body as { id: string }[]).map((row) => row.id).sort();
    expect(ids).toEqual(expected);
    expect(ids).not.toContain(pausedId);
    expect(listed.headers.get('x-total-count')).toBe(String(expected.length));
    // Only the one named value is accepted.
    expect((await as('GET', '/api/documents?due=soon')).status).toBe(400);
  });
});

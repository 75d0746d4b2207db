/**
 * GET /api/reports/admin on both engines: volume, backlog by state and age, SLA breaches by
 * tenant, reasons and productivity across tenants, computed here from the seeded records and
 * the shared world's two documents (processing, created and due now).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERDUE_STATUSES } from '../../../src/common/overdue.js';
import type { AdminReport } from '../../../src/common/schemas/reports.js';
import { ENGINES } from '../../helpers/server.js';
import { sql } from 'kysely';
import { backlogByAge } from '../../../src/server/services/reports/backlog-by-age.js';
import { addDocument, addTenant } from '../documents/fixture.js';
import { countBy, localRange } from './fixture.js';
import { startReportsWorld, type ReportsWorld } from './setup.js';

const FROM = '2025-02-20';
const TO = '2025-03-20';
const URL = `/api/reports/admin?from=${FROM}&to=${TO}`;

describe.each(ENGINES)('administrator report on %s', (engine) => {
  let w: ReportsWorld;
  beforeAll(async () => {
    w = await startReportsWorld(engine);
  });
  afterAll(async () => w?.server.close());

  it('reports across tenants', async () => {
    const { status, body } = (await w.as(w.world.users.admin.token)('GET', URL)) as {
      status: number;
      body: AdminReport;
    };
    expect(status).toBe(200);
    const docs = [...w.docsA, ...w.docsB];
    const range = localRange(FROM, TO, 0);
    const volume = Object.fromEntries(body.volume.map((row) => [row.tenantId, row.documents]));
    expect(volume).toEqual({ [w.world.A.tenant]: w.docsA.length, [w.world.B.tenant]: w.docsB.length });
    // Seeded documents are all older than 30 days; the world's two were made just now.
    const backlog = countBy(
      docs.filter((doc) => doc.status !== 'archived'),
      (doc) => `${doc.status}|gt30d`,
    );
    backlog.set('processing|lt1d', 2);
    for (const row of body.backlog) expect(row.n).toBe(backlog.get(`${row.status}|${row.age}`) ?? 0);
    const approvedLate = (list: typeof docs) =>
      list.flatMap((doc) => doc.events.filter((e) => e.action === 'approve' && range.has(e.at) && e.at > doc.dueAt))
        .length;
    const overdue = (list: typeof docs) =>
      list.filter((doc) => (OVERDUE_STATUSES as readonly string[]).includes(doc.status)).length + 1;
    const breached = (list: typeof docs) =>
      list.flatMap((doc) => doc.events.filter((e) => e.action === 'sla-breach' && range.has(e.at))).length;
    const breaches = Object.fromEntries(
      body.slaBreaches.map((row) => [row.tenantId, [row.approvedLate, row.breached, row.openOverdue]]),
    );
    expect(breaches).toEqual({
      [w.world.A.tenant]: [approvedLate(w.docsA), breached(w.docsA), overdue(w.docsA)],
      [w.world.B.tenant]: [approvedLate(w.docsB), breached(w.docsB), overdue(w.docsB)],
    });
    expect(breached(w.docsA)).toBeGreaterThan(0);
    const reasonEvents = docs.flatMap((doc) =>
      doc.events.filter((e) => e.action === 'send-back' || e.action === 'dispute'),
    );
    const reasons = countBy(reasonEvents, (e) => `${e.action}|${e.reasonCode}`);
    expect(body.reasons).toHaveLength(reasons.size);
    for (const row of body.reasons) expect(row.n).toBe(reasons.get(`${row.kind}|${row.reason}`));
    const submits = countBy(
      docs.flatMap((doc) => doc.events.filter((e) => e.action === 'submit')),
      (e) => e.actor ?? '',
    );
    expect(Object.fromEntries(body.productivity.map((row) => [row.userId, row.submitted]))).toEqual(
      Object.fromEntries(submits),
    );
  });

  it('gives one tenant when asked, and refuses other roles', async () => {
    const { body } = await w.as(w.world.users.admin.token)('GET', `${URL}&tenant=${w.world.B.tenant}`);
    expect(body.volume).toEqual([
      { tenantId: w.world.B.tenant, tenantName: expect.any(String), documents: w.docsB.length },
    ]);
    for (const account of ['hqA', 'dbs', 'dbo'] as const) {
      const { status } = await w.as(w.world.users[account].token)('GET', URL);
      expect(status).toBe(403);
    }
  });

  it('counts the backlog exactly at the age edges, inside the quarter hour an edge falls in', async () => {
    const place = await addTenant(w.server.db, 'Backlog edges');
    const now = Date.parse('2026-01-10T10:07:00.000Z');
    const ago = (days: number, minutes: number) => new Date(now - days * 86_400_000 + minutes * 60_000).toISOString();
    // A minute either side of each edge (same quarter hour as the edge), and whole quarter hours between.
    const documents: [string, string, string][] = [
      ['on_hold', ago(1, 1), 'lt1d'],
      ['on_hold', ago(1, -1), 'd1to3'],
      ['new', ago(3, 1), 'd1to3'],
      ['new', ago(3, -1), 'd3to7'],
      ['processed', ago(7, 1), 'd3to7'],
      ['processed', ago(7, -1), 'd7to30'],
      ['assigned', ago(30, 1), 'd7to30'],
      ['assigned', ago(30, -1), 'gt30d'],
      ['assigned', ago(0, -60), 'lt1d'],
      ['assigned', ago(2, 0), 'd1to3'],
      ['archived', ago(2, 0), ''],
    ];
    for (const [status, createdAt] of documents)
      await addDocument(w.server.db, { tenantId: place.tenant, locationId: place.location, status, createdAt });
    const counts = await backlogByAge(
      { db: w.server.db },
      { where: () => sql<boolean>`document.tenant_id = ${place.tenant}` },
      now,
    );
    const expected = countBy(
      documents.filter(([status]) => status !== 'archived'),
      ([status, , age]) => `${status}|${age}`,
    );
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(expected));
  });
});

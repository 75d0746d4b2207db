/**
 * The administrator's home counts (GET /api/admin/summary) on both engines: only
 * administrators get them; each count matches the rows as counted here in plain code; the
 * counts follow new records (a suspended tenant, an overdue document, a finished one past its
 * due time, uploads of today and of earlier days, open and resolved issues); and the request
 * costs the same number of SQL queries however much data there is.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES } from '../../../src/common/workflow.js';
import { isOverdue } from '../../../src/common/overdue.js';
import { ENGINES } from '../../helpers/server.js';
import { leastQueries, startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { insertTenant } from '../../helpers/tenant.js';
import { ACCOUNTS, buildWorld, client, type World } from '../../helpers/world.js';

const NOT_ADMINS = ACCOUNTS.filter((account) => account !== 'admin');
const HOUR = 3_600_000;

describe.each(ENGINES)('the admin summary API on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const as = (account: (typeof ACCOUNTS)[number]) => client(server.url, world.users[account].token);

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The counts as this test makes them: every row read, counted in JavaScript. */
  async function expected(since: string, now: string) {
    const db = server.db;
    const [tenants, users, documents, uploads, issues] = await Promise.all([
      db.selectFrom('tenant').selectAll().execute(),
      db.selectFrom('app_user').selectAll().execute(),
      db.selectFrom('document').selectAll().execute(),
      db.selectFrom('upload').selectAll().execute(),
      db.selectFrom('issue').selectAll().execute(),
    ]);
    const byStatus = Object.fromEntries(
      DOCUMENT_STATUSES.map((status) => [status, documents.filter((d) => d.status === status).length]),
    );
    return {
      tenants: tenants.length,
      activeTenants: tenants.filter((t) => Number(t.active) === 1).length,
      activeUsers: users.filter((u) => Number(u.active) === 1).length,
      documents: { total: documents.length, byStatus },
      uploadsToday: uploads.filter((u) => u.created_at >= since).length,
      openIssues: issues.filter((i) => i.status === 'open').length,
      overdueDocuments: documents.filter((d) =>
        isOverdue({ status: d.status, dueAt: d.due_at, slaPausedAt: d.sla_paused_at }, now),
      ).length,
    };
  }

  it('refuses every non-administrator, and anyone without a token', async () => {
    for (const account of NOT_ADMINS) {
      const { status } = await as(account)('GET', '/api/admin/summary');
      expect(status, account).toBe(403);
    }
    expect((await fetch(`${server.url}/api/admin/summary`)).status).toBe(401);
  });

  it('refuses a since that is not an ISO time, and unknown parameters', async () => {
    expect((await as('admin')('GET', '/api/admin/summary?since=yesterday')).status).toBe(400);
    expect((await as('admin')('GET', '/api/admin/summary?extra=1')).status).toBe(400);
  });

  it('answers counts that match the rows, and follows new records, in a constant number of queries', async () => {
    const admin = as('admin');
    const since = new Date(Date.now() - 2 * HOUR).toISOString();
    const url = `/api/admin/summary?since=${encodeURIComponent(since)}`;

    let first = await admin('GET', url);
    const queriesFirst = await leastQueries(server.queries, async () => {
      first = await admin('GET', url);
    });
    expect(first.status).toBe(200);
    expect(first.body.since).toBe(since);
    expect(first.body).toMatchObject(await expected(since, first.body.asOf));
    // The world: two tenants (A, B), eight active accounts, one processing document each, both
    // due now (so overdue), one upload each today, one open issue each.
    expect(first.body.documents.byStatus.processing).toBeGreaterThanOrEqual(2);

    const db = server.db;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const { A } = world;
    const tenant = await insertTenant(db, 'Suspended', { active: 0, createdAt: at(0) });
    await db
      .insertInto('app_user')
      .values({
        id: randomUUID(),
        email: `off-${tenant}@test.dbbs.test`,
        name: 'Off',
        roles: '["isGuest"]',
        tenant_id: null,
        active: 0,
        created_at: at(0),
      })
      .execute();
    const doc = (status: string, due: string | null) => ({
      id: randomUUID(),
      tenant_id: A.tenant,
      location_id: A.location,
      upload_id: null,
      title: `Doc ${status}`,
      status,
      assignee_id: null,
      due_at: due,
      created_at: at(0),
      updated_at: at(0),
    });
    await db
      .insertInto('document')
      .values([
        doc('new', at(-HOUR)), // nobody's work yet: not overdue
        doc('on_hold', at(-HOUR)), // overdue
        doc('processing', at(-HOUR)), // overdue
        doc('approved', at(-HOUR)), // finished: not overdue
        doc('archived', at(-HOUR)), // finished: not overdue
        doc('assigned', at(48 * HOUR)), // not yet due
        doc('new', null), // no due time
      ])
      .execute();
    const upload = (created: string) => ({
      id: randomUUID(),
      tenant_id: A.tenant,
      location_id: A.location,
      uploader_id: world.users.upA.id,
      file_name: 'x.pdf',
      mime_type: 'application/pdf',
      size: 1,
      sha256: '0'.repeat(64),
      storage_key: `uploads/${randomUUID()}`,
      status: 'accepted',
      created_at: created,
    });
    await db
      .insertInto('upload')
      .values([upload(at(-HOUR)), upload(at(-HOUR)), upload(at(-30 * HOUR))])
      .execute();
    const issue = (status: string) => ({
      id: randomUUID(),
      document_id: A.document,
      tenant_id: A.tenant,
      location_id: A.location,
      subject: 'Why',
      status,
      raised_by: world.users.dbo.id,
      created_at: at(0),
      resolved_at: status === 'resolved' ? at(0) : null,
    });
    await db
      .insertInto('issue')
      .values([issue('open'), issue('resolved')])
      .execute();

    let second = await admin('GET', url);
    expect(await leastQueries(server.queries, async () => void (second = await admin('GET', url)))).toBe(queriesFirst);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject(await expected(since, second.body.asOf));
    const delta = (pick: (body: typeof first.body) => number) => pick(second.body) - pick(first.body);
    expect(delta((b) => b.tenants)).toBe(1);
    expect(delta((b) => b.activeTenants)).toBe(0);
    expect(delta((b) => b.activeUsers)).toBe(0);
    expect(delta((b) => b.documents.total)).toBe(7);
    expect(delta((b) => b.documents.byStatus.new)).toBe(2);
    expect(delta((b) => b.documents.byStatus.approved)).toBe(1);
    expect(delta((b) => b.documents.byStatus.archived)).toBe(1);
    expect(delta((b) => b.documents.byStatus.on_hold)).toBe(1);
    expect(delta((b) => b.documents.byStatus.assigned)).toBe(1);
    expect(delta((b) => b.uploadsToday)).toBe(2);
    expect(delta((b) => b.openIssues)).toBe(1);
    expect(delta((b) => b.overdueDocuments)).toBe(2);
  });

  it('counts the uploads of the current UTC day when no since is given', async () => {
    const { status, body } = await as('admin')('GET', '/api/admin/summary');
    expect(status).toBe(200);
    expect(body.since).toMatch(/T00:00:00\.000Z$/);
    expect(body.uploadsToday).toBe((await expected(body.since, body.asOf)).uploadsToday);
  });
});

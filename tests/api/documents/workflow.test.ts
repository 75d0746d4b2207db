/**
 * The documents resource and its workflow on both engines: list shape, scope, transitions in
 * and out of order, audit events, and a constant number of queries per list.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../helpers/sample-files.js';
import { ENGINES } from '../../helpers/server.js';
import { uploadWhole } from '../../helpers/tus-requests.js';
import { leastQueries, startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

// The intake stores accepted files under DATA_DIR: this file's own, read when each server starts.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-documents-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.each(ENGINES)('documents on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const as = (account: keyof World['users']) => client(server.url, world.users[account].token);

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('lists in the simple-rest shape with x-total-count', async () => {
    const response = await as('admin')('GET', '/api/documents?_start=0&_end=10&_sort=createdAt&_order=desc');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-total-count');
    expect(response.body.map((d: { id: string }) => d.id).sort()).toEqual([world.A.document, world.B.document].sort());
  });

  it('shows own-tenant documents to client HQ and answers 404 for the other tenant', async () => {
    const hq = as('hqA');
    expect((await hq('GET', `/api/documents/${world.A.document}`)).status).toBe(200);
    const other = await hq('GET', `/api/documents/${world.B.document}`);
    expect(other.status).toBe(404);
    const list = await hq('GET', '/api/documents');
    expect(list.body.map((d: { tenantId: string }) => d.tenantId)).toEqual([world.A.tenant]);
  });

  it('costs the same number of queries for 2 documents and for 40', async () => {
    const list = () => as('dbs')('GET', '/api/documents?status=new&_sort=createdAt&_order=desc&_start=0&_end=50');
    const listQueries = (rows?: number) =>
      leastQueries(server.queries, async () => {
        const response = await list();
        expect(response.status).toBe(200);
        if (rows !== undefined) expect(response.body).toHaveLength(rows);
      });
    const few = await listQueries();
    const now = new Date().toISOString();
    await server.db
      .insertInto('document')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          id: `bulk-${engine}-${i}`,
          tenant_id: world.A.tenant,
          location_id: world.A.location,
          upload_id: null,
          title: `Bulk ${i}`,
          status: 'new',
          assignee_id: null,
          due_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect(await listQueries(40)).toBe(few);
    expect(few).toBeLessThanOrEqual(3);
  });

  it('walks an upload through the whole workflow, refusing steps out of order', async () => {
    // The only way an upload is made: the tus intake, which stores the file before the rows.
    const result = await uploadWhole(server.url, world.users.upA.token, samplePdf(`workflow ${engine}`), {
      locationId: world.A.location,
      filename: 'receipt.pdf',
    });
    expect(result).toMatchObject({ status: 'accepted', mimeType: 'application/pdf' });
    const uploadId = result?.status === 'accepted' ? result.uploadId : '';
    const created = await as('upA')('GET', `/api/uploads/${uploadId}`);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      tenantId: world.A.tenant,
      uploaderId: world.users.upA.id,
      status: 'accepted',
    });
    const found = await as('admin')('GET', `/api/documents?uploadId=${created.body.id}`);
    expect(found.body).toHaveLength(1);
    const doc = found.body[0].id as string;
    expect(found.body[0].status).toBe('new');
    // Every step states the version it read (optimistic concurrency).
    const step = async (account: keyof World['users'], transition: string, body?: object) => {
      const { version } = (await as('admin')('GET', `/api/documents/${doc}`)).body as { version: number };
      return as(account)('POST', `/api/documents/${doc}/${transition}`, { version, ...body });
    };

    const early = await step('supA', 'accept');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/must be approved/);
    expect((await step('dbs', 'assign', { assigneeId: world.users.dbs.id })).status).toBe(400);
    expect((await step('dbs', 'assign', { assigneeId: world.users.dbo.id })).body.status).toBe('assigned');
    expect((await step('dbo', 'start')).body.status).toBe('processing');
    expect(
      (
        await step('dbo', 'raise-issue', {
          type: 'client_question',
          subject: 'Total?',
          message: 'Which total is right?',
        })
      ).body.status,
    ).toBe('on_hold');
    expect((await step('dbo', 'submit')).status).toBe(409);
    expect((await step('dbo', 'resolve')).body.status).toBe('processing');
    const item = await as('dbo')('POST', '/api/doc-items', {
      documentId: doc,
      itemDate: '2024-03-01',
      description: 'Taxi',
      category: 'travel',
      amountCents: 2500,
      currency: 'EUR',
    });
    expect(item.status).toBe(201);
    // Submit wants the header keyed, with a total the items add up to.
    const work = await as('dbo')('GET', `/api/documents/${doc}/work`);
    const keyed = await as('dbo')('PUT', `/api/documents/${doc}/draft`, {
      version: work.body.document.version,
      header: { vendor: 'Taxi Co', docNumber: 'T-1', docDate: '2024-03-01', totalCents: 2500, currency: 'EUR' },
      items: work.body.items.map(({ id, itemDate, description, category, amountCents, currency, taxCents }: never) => ({
        id,
        itemDate,
        description,
        category,
        amountCents,
        currency,
        taxCents,
      })),
    });
    expect(keyed.status).toBe(200);
    expect((await step('dbo', 'submit')).body.status).toBe('processed');
    expect((await as('dbo')('PATCH', `/api/doc-items/${item.body.id}`, { amountCents: 1 })).status).toBe(409);
    expect(
      (await step('dbs', 'send-back', { reasonCode: 'Amount does not match', comment: 'Missing tax' })).body.status,
    ).toBe('processing');
    expect((await step('dbo', 'submit')).body.status).toBe('processed');
    expect((await step('dbs', 'approve')).body.status).toBe('approved');
    expect(
      (await step('supA', 'dispute', { reasonCode: 'Amount does not match', comment: 'Wrong amount' })).body.status,
    ).toBe('on_hold');
    expect((await step('dbo', 'resolve')).body.status).toBe('processing');
    expect((await step('dbo', 'submit')).body.status).toBe('processed');
    expect((await step('dbs', 'approve')).body.status).toBe('approved');
    expect((await step('supA', 'accept')).body.status).toBe('archived');

    const audit = await as('admin')('GET', `/api/audit-events?entityId=${doc}&_sort=at&_order=asc`);
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'assign',
      'start',
      'raise-issue',
      'resolve',
      'save-draft',
      'submit',
      'send-back',
      'submit',
      'approve',
      'dispute',
      'resolve',
      'submit',
      'approve',
      'accept',
    ]);
    expect(audit.body.at(-1)).toMatchObject({
      fromState: 'approved',
      toState: 'archived',
      actorEmail: world.users.supA.email,
      tenantId: world.A.tenant,
    });
    expect(audit.body.find((e: { action: string }) => e.action === 'send-back').note).toBe('Missing tax');
    expect(audit.body.find((e: { action: string }) => e.action === 'send-back').reasonCode).toBe(
      'Amount does not match',
    );
    expect(audit.body.find((e: { action: string }) => e.action === 'dispute').reasonCode).toBe('Amount does not match');
    const issues = await as('dbo')('GET', `/api/issues?documentId=${doc}`);
    expect(issues.body.map((i: { status: string }) => i.status)).toEqual(['resolved', 'resolved']);
  });

  it('lets only the assignee work a document', async () => {
    const response = await as('dbo')('POST', `/api/documents/${world.B.document}/submit`, { version: 1 });
    expect(response.status).toBe(404);
    await server.db
      .updateTable('document')
      .set({ assignee_id: world.users.dbs.id })
      .where('id', '=', world.A.document)
      .execute();
    const { version } = (await as('admin')('GET', `/api/documents/${world.A.document}`)).body as { version: number };
    const notMine = await as('dbo')('POST', `/api/documents/${world.A.document}/submit`, { version });
    expect(notMine.status).toBe(403);
    expect((await as('admin')('GET', `/api/documents/${world.A.document}`)).body.status).toBe('processing');
    await server.db
      .updateTable('document')
      .set({ assignee_id: world.users.dbo.id })
      .where('id', '=', world.A.document)
      .execute();
  });
});

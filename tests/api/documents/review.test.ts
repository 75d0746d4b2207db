/**
 * The review pages' document API on both engines: bulk approve and bulk accept, all or nothing
 * (a stale version or a document in the wrong state changes nothing), the timeline (readable
 * by the DBO and the client supervisor, never by another tenant), and the work view readable
 * from the review pages; every refusal (400, 403, 404, 409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { buildWorld, client, type Account, type World } from '../../helpers/world.js';
import { addIssue } from '../issues/fixture.js';
import { addDocument, auditActions, stored } from './fixture.js';

describe.each(ENGINES)('review on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const as = (account: Account) => client(server.url, world.users[account].token);
  const documentIn = (status: string, tenant: 'A' | 'B' = 'A') =>
    addDocument(server.db, {
      tenantId: world[tenant].tenant,
      locationId: world[tenant].location,
      status,
      assigneeId: tenant === 'A' ? world.users.dbo.id : null,
    });
  const statuses = async (ids: string[]) => Promise.all(ids.map(async (id) => (await stored(server.db, id)).status));

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  describe.each([
    ['approve-many', 'processed', 'approved', 'dbs', 'approve'],
    ['accept-many', 'approved', 'archived', 'supA', 'accept'],
  ] as const)('%s', (operation, from, to, account, step) => {
    const path = `/api/documents/${operation}`;

    it(`moves every document ${from} → ${to}, each step audited`, async () => {
      const ids = [await documentIn(from), await documentIn(from)];
      const answer = await as(account)('POST', path, { documents: ids.map((id) => ({ id, version: 1 })) });
      expect(answer.status).toBe(200);
      expect(
        answer.body.map((d: { id: string; status: string; version: number }) => [d.id, d.status, d.version]),
      ).toEqual(ids.map((id) => [id, to, 2]));
      for (const id of ids) expect(await auditActions(server.db, id)).toEqual([step]);
    });

    it('changes nothing when one version is stale (409 with the stored versions)', async () => {
      const ids = [await documentIn(from), await documentIn(from)];
      await server.db
        .updateTable('document')
        .set({ version: 3 })
        .where('id', '=', ids[1] as string)
        .execute();
      const answer = await as(account)('POST', path, { documents: ids.map((id) => ({ id, version: 1 })) });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'documentStale', current: [{ id: ids[1], version: 3 }] });
      expect(await statuses(ids)).toEqual([from, from]);
      for (const id of ids) expect(await auditActions(server.db, id)).toEqual([]);
    });

    it('changes nothing when one document is in another state (409)', async () => {
      const ids = [await documentIn(from), await documentIn('processing')];
      const answer = await as(account)('POST', path, { documents: ids.map((id) => ({ id, version: 1 })) });
      expect(answer.status).toBe(409);
      expect(await statuses(ids)).toEqual([from, 'processing']);
    });

    it("answers 404 for another tenant's document and changes nothing", async () => {
      const ids = [await documentIn(from), await documentIn(from, 'B')];
      const answer = await as(account)('POST', path, { documents: ids.map((id) => ({ id, version: 1 })) });
      expect(answer.status).toBe(404);
      expect(await statuses(ids)).toEqual([from, from]);
    });

    it.each([
      ['no documents', {}],
      ['an empty selection', { documents: [] }],
      [
        'a document twice',
        {
          documents: [
            { id: 'a', version: 1 },
            { id: 'a', version: 1 },
          ],
        },
      ],
      ['a missing version', { documents: [{ id: 'a' }] }],
      ['an unknown field', { documents: [{ id: 'a', version: 1 }], force: true }],
    ])('refuses %s (400)', async (_name, body) => {
      expect((await as(account)('POST', path, body)).status).toBe(400);
    });

    it('refuses the roles without the page (403)', async () => {
      const id = await documentIn(from);
      const others: Account[] = (['hqA', 'upA', 'guestA', 'dbo', 'hqB', 'supA', 'dbs'] as Account[]).filter(
        (other) => other !== account,
      );
      for (const other of others) {
        expect((await as(other)('POST', path, { documents: [{ id, version: 1 }] })).status).toBe(403);
      }
      expect(await statuses([id])).toEqual([from]);
    });
  });

  it('lets the administrator approve many too', async () => {
    const id = await documentIn('processed');
    const answer = await as('admin')('POST', '/api/documents/approve-many', { documents: [{ id, version: 1 }] });
    expect(answer.status).toBe(200);
  });

  it('tells the whole story in the timeline: steps with reason codes and comments, issue events, oldest first', async () => {
    const id = await documentIn('processed');
    const step = async (account: Account, transition: string, body: object = {}) => {
      const { version } = await stored(server.db, id);
      const answer = await as(account)('POST', `/api/documents/${id}/${transition}`, { version, ...body });
      expect(answer.status).toBe(200);
    };
    await step('dbs', 'send-back', { reasonCode: 'Missing pages', comment: 'Page 2?' });
    await step('dbo', 'raise-issue', { type: 'client_question', message: 'Do you have page 2?' });
    const issue = (
      await server.db.selectFrom('issue').select('id').where('document_id', '=', id).executeTakeFirstOrThrow()
    ).id;
    expect((await as('supA')('POST', `/api/issues/${issue}/messages`, { body: 'Attached' })).status).toBe(201);
    expect((await as('dbo')('POST', `/api/issues/${issue}/resolve`, { note: 'Got it' })).status).toBe(200);
    const timeline = await as('dbo')('GET', `/api/documents/${id}/timeline`);
    expect(timeline.status).toBe(200);
    expect(
      timeline.body.map((e: { action: string; issueId: string | null }) => [e.action, e.issueId !== null]),
    ).toEqual([
      ['send-back', false],
      ['raise-issue', false],
      ['raised', true],
      ['answered', true],
      ['resolved', true],
      ['resolve', false],
    ]);
    expect(timeline.body.at(-1)).toMatchObject({ action: 'resolve', fromState: 'on_hold', toState: 'processing' });
    expect(timeline.body[0]).toEqual({
      at: expect.any(String),
      actorName: 'dbs',
      actorEmail: world.users.dbs.email,
      action: 'send-back',
      fromState: 'processed',
      toState: 'processing',
      reasonCode: 'Missing pages',
      comment: 'Page 2?',
      issueId: null,
    });
    expect(timeline.body[3]).toMatchObject({
      actorName: 'supA',
      fromState: 'client',
      toState: 'back_office',
      issueId: issue,
    });
    expect(timeline.body[4]).toMatchObject({ actorName: 'dbo', comment: 'Got it' });
    const ats = timeline.body.map((e: { at: string }) => e.at);
    expect([...ats].sort()).toEqual(ats);
    const client = await as('supA')('GET', `/api/documents/${id}/timeline`);
    expect(client.status).toBe(200);
    expect(client.body).toEqual(timeline.body);
  });

  it('shows the timeline to whoever reads the document, never to another tenant (404)', async () => {
    const id = await documentIn('approved');
    for (const account of ['dbo', 'dbs', 'supA', 'hqA', 'admin'] as const)
      expect((await as(account)('GET', `/api/documents/${id}/timeline`)).status).toBe(200);
    expect((await as('hqB')('GET', `/api/documents/${id}/timeline`)).status).toBe(404);
    expect((await as('guestA')('GET', `/api/documents/${id}/timeline`)).status).toBe(403);
    const other = await documentIn('approved', 'B');
    for (const account of ['dbo', 'dbs', 'supA', 'hqA'] as const)
      expect((await as(account)('GET', `/api/documents/${other}/timeline`)).status).toBe(404);
    expect((await as('hqB')('GET', `/api/documents/${other}/timeline`)).status).toBe(200);
    expect((await as('dbs')('GET', '/api/documents/not%20an%20id/timeline')).status).toBe(400);
  });

  it('lists an issue resolved by the document step as resolved in the timeline', async () => {
    const id = await documentIn('on_hold');
    const issue = await addIssue(server.db, {
      documentId: id,
      tenantId: world.A.tenant,
      locationId: world.A.location,
      raisedBy: world.users.dbo.id,
    });
    const answer = await as('dbo')('POST', `/api/documents/${id}/resolve`, { version: 1 });
    expect(answer.status).toBe(200);
    const timeline = await as('supA')('GET', `/api/documents/${id}/timeline`);
    expect(timeline.body.map((e: { action: string }) => e.action)).toEqual(['raised', 'resolved', 'resolve']);
    expect(timeline.body[1]).toMatchObject({
      issueId: issue,
      actorName: 'dbo',
      fromState: 'open',
      toState: 'resolved',
    });
    // Reopened later, the issue's earlier resolution stays in the story.
    await server.db.updateTable('document').set({ status: 'processing' }).where('id', '=', id).execute();
    expect((await as('dbo')('POST', `/api/issues/${issue}/reopen`, { message: 'Not yet' })).status).toBe(200);
    const later = await as('supA')('GET', `/api/documents/${id}/timeline`);
    expect(later.body.map((e: { action: string }) => e.action)).toEqual([
      'raised',
      'resolved',
      'resolve',
      'reopened',
      'raise-issue',
    ]);
  });

  it('opens the work view read-only from the review pages and the archive, never another tenant', async () => {
    const id = await documentIn('approved');
    for (const account of ['supA', 'dbs', 'dbo', 'admin', 'hqA'] as const) {
      const work = await as(account)('GET', `/api/documents/${id}/work`);
      expect(work.status).toBe(200);
      expect(work.body.document.id).toBe(id);
    }
    for (const account of ['upA', 'guestA'] as const)
      expect((await as(account)('GET', `/api/documents/${id}/work`)).status).toBe(403);
    // Client HQ reads stories from the archive, but only its own tenant's.
    expect((await as('hqB')('GET', `/api/documents/${id}/work`)).status).toBe(404);
    const other = await documentIn('approved', 'B');
    expect((await as('supA')('GET', `/api/documents/${other}/work`)).status).toBe(404);
    expect(engine).toMatch(/sqlite|postgres/);
  });
});

/**
 * The resolution center's API on both engines: the inbox (scope, order per side, filters,
 * paging), a thread with unread markers per person, answering (waitingOn flips to the other
 * side), resolving (the last open issue returns the document to processing, one of two does
 * not), reopening, and every refusal: 400 bad input, 403 roles without the pages, 404 another
 * tenant's issue, 409 out of order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { buildWorld, client, type Account, type World } from '../../helpers/world.js';
import { addDocument, auditActions, stored } from '../documents/fixture.js';
import { addIssue, hoursAgo } from './fixture.js';

describe.each(ENGINES)('resolution center on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const as = (account: Account) => client(server.url, world.users[account].token);
  /** A document of tenant A worked by the world's DBO, in a state. */
  const documentIn = (status: string, spec: { tenant?: 'A' | 'B' } = {}) =>
    addDocument(server.db, {
      tenantId: world[spec.tenant ?? 'A'].tenant,
      locationId: world[spec.tenant ?? 'A'].location,
      status,
      assigneeId: world.users.dbo.id,
    });
  const issueOn = (documentId: string, spec: Partial<Parameters<typeof addIssue>[1]> = {}) =>
    addIssue(server.db, {
      documentId,
      tenantId: world.A.tenant,
      locationId: world.A.location,
      raisedBy: world.users.dbo.id,
      ...spec,
    });
  const inbox = async (account: Account, query = '') => {
    const answer = await as(account)('GET', `/api/issues/inbox${query}`);
    expect(answer.status).toBe(200);
    return answer;
  };
  const row = async (account: Account, id: string) =>
    (await as(account)('GET', `/api/issues/${id}/thread`)).body.issue as Record<string, unknown>;

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it.each(['hqA', 'upA', 'guestA', 'admin', 'hqB'] as const)(
    'refuses the inbox and every operation to %s (403)',
    async (account) => {
      const call = as(account);
      const id = world.A.issue;
      expect((await call('GET', '/api/issues/inbox')).status).toBe(403);
      expect((await call('GET', `/api/issues/${id}/thread`)).status).toBe(403);
      expect((await call('POST', `/api/issues/${id}/read`)).status).toBe(403);
      expect((await call('POST', `/api/issues/${id}/messages`, { body: 'Hi' })).status).toBe(403);
      expect((await call('POST', `/api/issues/${id}/reopen`, { message: 'Again' })).status).toBe(403);
      if (account !== 'admin') expect((await call('POST', `/api/issues/${id}/resolve`, {})).status).toBe(403);
    },
  );

  it('refuses resolving to the client supervisor (403): only the back office resolves', async () => {
    expect((await as('supA')('POST', `/api/issues/${world.A.issue}/resolve`, {})).status).toBe(403);
    expect((await stored(server.db, world.A.document)).status).toBe('processing');
  });

  it.each(['dbo', 'dbs', 'supA'] as const)(
    "answers 404 to %s for the other tenant's issue and leaves it out of the inbox",
    async (account) => {
      const call = as(account);
      const id = world.B.issue;
      expect((await call('GET', `/api/issues/${id}/thread`)).status).toBe(404);
      expect((await call('POST', `/api/issues/${id}/read`)).status).toBe(404);
      expect((await call('POST', `/api/issues/${id}/messages`, { body: 'Hi' })).status).toBe(404);
      expect((await call('POST', `/api/issues/${id}/reopen`, { message: 'Again' })).status).toBe(404);
      if (account !== 'supA') expect((await call('POST', `/api/issues/${id}/resolve`, {})).status).toBe(404);
      const list = await inbox(account, '?_start=0&_end=500');
      expect(list.body.map((r: { id: string }) => r.id)).not.toContain(id);
      expect(list.body.map((r: { tenantName: string }) => r.tenantName)).not.toContain(
        expect.stringContaining(world.B.tenant),
      );
      const messages = await server.db.selectFrom('issue_message').select('id').where('issue_id', '=', id).execute();
      expect(messages).toHaveLength(1);
    },
  );

  it.each([
    ['an unknown status', '/api/issues/inbox?status=closed'],
    ['a waitingOn that is no side', '/api/issues/inbox?waitingOn=nobody'],
    ['mine that is not true or false', '/api/issues/inbox?mine=yes'],
    ['an unknown filter', '/api/issues/inbox?assignee=x'],
    ['a documentId that is no id', '/api/issues/inbox?documentId=a%20b'],
    ['_end below _start', '/api/issues/inbox?_start=5&_end=2'],
    ['too many rows', '/api/issues/inbox?_start=0&_end=100000'],
  ])('refuses an inbox query with %s (400)', async (_name, path) => {
    const answer = await as('dbs')('GET', path);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBeTruthy();
  });

  it.each([
    ['a message without body', 'messages', {}],
    ['an empty message', 'messages', { body: '   ' }],
    ['a message with an unknown field', 'messages', { body: 'x', waitingOn: 'client' }],
    ['a message body that is not text', 'messages', { body: 42 }],
    ['a resolve with an unknown field', 'resolve', { force: true }],
    ['a resolve note that is not text', 'resolve', { note: 5 }],
    ['a reopen without message', 'reopen', {}],
  ])('refuses %s (400) and changes nothing', async (_name, operation, body) => {
    const document = await documentIn('on_hold');
    const issue = await issueOn(document, { status: operation === 'reopen' ? 'resolved' : 'open' });
    const before = await server.db.selectFrom('issue').selectAll().where('id', '=', issue).executeTakeFirstOrThrow();
    const answer = await as('dbo')('POST', `/api/issues/${issue}/${operation}`, body);
    expect(answer.status).toBe(400);
    expect(await server.db.selectFrom('issue').selectAll().where('id', '=', issue).executeTakeFirstOrThrow()).toEqual(
      before,
    );
    expect(
      await server.db.selectFrom('issue_message').select('id').where('issue_id', '=', issue).execute(),
    ).toHaveLength(1);
  });

  it('answers 404 for an issue that does not exist', async () => {
    expect((await as('dbs')('GET', '/api/issues/nope/thread')).status).toBe(404);
    expect((await as('dbs')('POST', '/api/issues/nope/resolve', {})).status).toBe(404);
  });

  it('orders the inbox: waiting on the client first for the client, oldest first for the back office', async () => {
    const document = await documentIn('on_hold');
    const older = await issueOn(document, { waitingOn: 'back_office', createdAt: hoursAgo(30), type: 'unreadable' });
    const newer = await issueOn(document, { waitingOn: 'client', createdAt: hoursAgo(2) });
    const query = `?documentId=${document}`;
    const client = await inbox('supA', query);
    expect(client.body.map((r: { id: string }) => r.id)).toEqual([newer, older]);
    expect(client.headers.get('x-total-count')).toBe('2');
    const back = await inbox('dbs', query);
    expect(back.body.map((r: { id: string }) => r.id)).toEqual([older, newer]);
    expect(back.body[0]).toMatchObject({
      documentId: document,
      documentStatus: 'on_hold',
      documentVersion: 1,
      tenantName: expect.stringContaining(world.A.tenant),
      locationName: 'A main',
      assigneeId: world.users.dbo.id,
      assigneeName: 'dbo',
      type: 'unreadable',
      status: 'open',
      waitingOn: 'back_office',
      raisedBy: world.users.dbo.id,
      raisedByName: 'dbo',
      messageCount: 1,
      unread: 1,
    });
    expect(back.body[0].ageHours).toBeGreaterThanOrEqual(29);
    expect(back.body[0].ageHours).toBeLessThanOrEqual(30);
    expect((await inbox('dbs', `${query}&waitingOn=client`)).body.map((r: { id: string }) => r.id)).toEqual([newer]);
    const paged = await inbox('dbs', `${query}&_start=1&_end=2`);
    expect(paged.body.map((r: { id: string }) => r.id)).toEqual([newer]);
    expect(paged.headers.get('x-total-count')).toBe('2');
  });

  it('filters mine (documents assigned to me) and resolved issues', async () => {
    const colleague = await documentIn('on_hold');
    await server.db
      .updateTable('document')
      .set({ assignee_id: world.users.dbs.id })
      .where('id', '=', colleague)
      .execute();
    const theirs = await issueOn(colleague);
    const mineDocument = await documentIn('on_hold');
    const mine = await issueOn(mineDocument);
    const done = await issueOn(mineDocument, { status: 'resolved' });
    const ids = async (query: string) => (await inbox('dbo', query)).body.map((r: { id: string }) => r.id);
    const all = await ids('?_start=0&_end=500');
    expect(all).toEqual(expect.arrayContaining([theirs, mine]));
    expect(all).not.toContain(done);
    const own = await ids('?mine=true&_start=0&_end=500');
    expect(own).toContain(mine);
    expect(own).not.toContain(theirs);
    expect(await ids(`?status=resolved&documentId=${mineDocument}`)).toEqual([done]);
  });

  it('flips waitingOn when the side it waits on answers, and keeps it when the other side writes again', async () => {
    const document = await documentIn('on_hold');
    const issue = await issueOn(document, { waitingOn: 'client' });
    const answer = await as('supA')('POST', `/api/issues/${issue}/messages`, { body: 'The second total' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ body: 'The second total', authorSide: 'client', waitingOn: 'back_office' });
    expect((await row('dbs', issue)).waitingOn).toBe('back_office');
    await as('supA')('POST', `/api/issues/${issue}/messages`, { body: 'And one more thing' });
    expect((await row('dbs', issue)).waitingOn).toBe('back_office');
    await as('dbo')('POST', `/api/issues/${issue}/messages`, { body: 'Which thing?' });
    expect((await row('dbs', issue)).waitingOn).toBe('client');
    const thread = await as('dbs')('GET', `/api/issues/${issue}/thread`);
    expect(thread.body.messages.map((m: { body: string; authorSide: string }) => [m.authorSide, m.body])).toEqual([
      ['back_office', 'First message'],
      ['client', 'The second total'],
      ['client', 'And one more thing'],
      ['back_office', 'Which thing?'],
    ]);
    expect(await auditActions(server.db, issue)).toEqual(['answer', 'answer', 'answer']);
  });

  it("counts unread messages per person: reading clears only the reader's count", async () => {
    const document = await documentIn('on_hold');
    const issue = await issueOn(document, { waitingOn: 'client' });
    // The DBO wrote the first message: unread for the others, not for the DBO.
    expect((await row('dbo', issue)).unread).toBe(0);
    expect((await row('supA', issue)).unread).toBe(1);
    expect((await row('dbs', issue)).unread).toBe(1);
    const thread = await as('supA')('GET', `/api/issues/${issue}/thread`);
    expect(thread.body.messages.map((m: { unread: boolean }) => m.unread)).toEqual([true]);
    expect((await as('supA')('POST', `/api/issues/${issue}/read`)).status).toBe(204);
    expect((await row('supA', issue)).unread).toBe(0);
    expect((await row('dbs', issue)).unread).toBe(1);
    await as('supA')('POST', `/api/issues/${issue}/messages`, { body: 'Answered' });
    expect((await row('supA', issue)).unread).toBe(0);
    expect((await row('dbo', issue)).unread).toBe(1);
    expect((await row('dbs', issue)).unread).toBe(2);
    const dboThread = await as('dbo')('GET', `/api/issues/${issue}/thread`);
    expect(dboThread.body.messages.map((m: { unread: boolean }) => m.unread)).toEqual([false, true]);
    const listed = (await inbox('dbs', `?documentId=${document}`)).body[0];
    expect(listed).toMatchObject({ unread: 2, messageCount: 2 });
  });

  it('resolving one of two open issues leaves the document on hold; resolving the last returns it to processing', async () => {
    const document = await documentIn('on_hold');
    const first = await issueOn(document);
    const second = await issueOn(document, { waitingOn: 'back_office' });
    const one = await as('dbo')('POST', `/api/issues/${first}/resolve`, { note: 'Found it' });
    expect(one.status).toBe(200);
    expect(one.body.issue).toMatchObject({ id: first, status: 'resolved' });
    expect(one.body.document).toMatchObject({ id: document, status: 'on_hold', version: 1 });
    const resolvedRow = await server.db
      .selectFrom('issue')
      .selectAll()
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(resolvedRow.resolved_by).toBe(world.users.dbo.id);
    expect((await as('dbo')('POST', `/api/issues/${first}/resolve`, {})).status).toBe(409);
    expect((await as('dbo')('POST', `/api/issues/${first}/messages`, { body: 'late' })).status).toBe(409);
    const last = await as('dbs')('POST', `/api/issues/${second}/resolve`, {});
    expect(last.status).toBe(200);
    expect(last.body.document).toMatchObject({ id: document, status: 'processing', version: 2 });
    expect(await auditActions(server.db, document)).toEqual(['resolve']);
    expect(await auditActions(server.db, first)).toEqual(['resolve']);
    const step = await server.db
      .selectFrom('audit_event')
      .selectAll()
      .where('entity_id', '=', document)
      .executeTakeFirstOrThrow();
    expect(step).toMatchObject({ from_state: 'on_hold', to_state: 'processing', actor_email: world.users.dbs.email });
  });

  it('has one write path for messages: the generic issue-messages resource only reads', async () => {
    const answer = await as('dbo')('POST', '/api/issue-messages', { issueId: world.A.issue, body: 'Around the side' });
    expect(answer.status).toBe(404);
    const stored = await server.db
      .selectFrom('issue_message')
      .select('id')
      .where('body', '=', 'Around the side')
      .execute();
    expect(stored).toEqual([]);
    expect((await as('dbo')('GET', '/api/issue-messages')).status).toBe(200);
  });

  it('two issues resolved at the same moment return their document to processing, five times over', async () => {
    for (let round = 0; round < 5; round += 1) {
      const document = await documentIn('on_hold');
      const issues = [await issueOn(document), await issueOn(document, { waitingOn: 'back_office' })];
      const answers = await Promise.all([
        as('dbo')('POST', `/api/issues/${issues[0]}/resolve`, {}),
        as('dbs')('POST', `/api/issues/${issues[1]}/resolve`, {}),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const stored = await server.db
        .selectFrom('document')
        .select(['status', 'version'])
        .where('id', '=', document)
        .executeTakeFirstOrThrow();
      expect(stored, `round ${round}`).toEqual({ status: 'processing', version: 2 });
      expect(await auditActions(server.db, document)).toEqual(['resolve']);
    }
  });

  it('an open issue blocks submit until it is resolved', async () => {
    const document = await addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      status: 'processing',
      assigneeId: world.users.dbo.id,
      vendor: 'Acme',
      docNumber: `N-${engine}`,
      docDate: '2024-01-01',
      totalCents: 1000,
      currency: 'EUR',
    });
    await server.db
      .insertInto('doc_item')
      .values({
        id: `item-${document}`,
        document_id: document,
        tenant_id: world.A.tenant,
        location_id: world.A.location,
        item_date: '2024-01-01',
        description: 'Paper',
        category: 'office',
        amount_cents: 1000,
        currency: 'EUR',
        tax_cents: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const issue = await issueOn(document, { waitingOn: 'back_office' });
    const refused = await as('dbo')('POST', `/api/documents/${document}/submit`, { version: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The document has an open issue; resolve it first');
    const resolved = await as('dbo')('POST', `/api/issues/${issue}/resolve`, {});
    expect(resolved.body.document).toMatchObject({ status: 'processing', version: 1 });
    const submitted = await as('dbo')('POST', `/api/documents/${document}/submit`, { version: 1 });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('processed');
  });

  it('reopens a resolved issue: open again with the message, a processing document back on hold', async () => {
    const document = await documentIn('processing');
    const issue = await issueOn(document, { status: 'resolved' });
    const reopened = await as('supA')('POST', `/api/issues/${issue}/reopen`, { message: 'Still wrong' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.issue).toMatchObject({ id: issue, status: 'open', waitingOn: 'back_office', messageCount: 2 });
    expect(reopened.body.issue.reopenedAt).not.toBeNull();
    expect(reopened.body.document).toMatchObject({ status: 'on_hold', version: 2 });
    expect(await auditActions(server.db, document)).toEqual(['raise-issue']);
    expect(await auditActions(server.db, issue)).toEqual(['reopen']);
    // The story reads in cause order: raised, (resolved before this test), reopened, then the step it caused.
    const timeline = await as('dbo')('GET', `/api/documents/${document}/timeline`);
    expect(timeline.body.map((e: { action: string }) => e.action)).toEqual(['raised', 'reopened', 'raise-issue']);
    const again = await as('supA')('POST', `/api/issues/${issue}/reopen`, { message: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This issue is already open');
  });

  it('refuses reopening once the document left the back office (409)', async () => {
    const document = await documentIn('approved');
    const issue = await issueOn(document, { status: 'resolved' });
    const refused = await as('dbo')('POST', `/api/issues/${issue}/reopen`, { message: 'Again' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('approved');
    expect((await stored(server.db, document)).status).toBe('approved');
    const kept = await server.db.selectFrom('issue').select('status').where('id', '=', issue).executeTakeFirstOrThrow();
    expect(kept.status).toBe('resolved');
  });
});

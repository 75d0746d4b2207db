/**
 * Each cause of a notification and who is told, on both engines: assigned, sent back (with its
 * reason), an issue raised (the client's supervisors; the back office when it waits on them),
 * an answer in a thread, approved, disputed, and an SLA warning (called directly, as the SLA
 * checks do). The one who took the step is never told; tenant B's people never hear of tenant
 * A's documents, and A's back office never of B's; a failed step leaves no notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifySlaWarning } from '../../../src/server/services/notifications/index.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, addMember, stored, type Person } from '../documents/fixture.js';
import { addPerson, kindsOf, noticesOf } from './fixture.js';

describe.each(ENGINES)('notification causes on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  /** Tenant B's client supervisor, B's DBS supervisor and B's DBO (otherTeam works tenant B). */
  let supB: Person;
  let dbsB: Person;
  let dboB: Person;
  /** A second client supervisor of tenant A. */
  let supA2: Person;
  const as = (token: string) => client(server.url, token);
  const user = (key: keyof World['users']) => world.users[key];
  const docA = (status: string, assigneeId: string | null = world.users.dbo.id) =>
    addDocument(server.db, { tenantId: world.A.tenant, locationId: world.A.location, status, assigneeId });
  const step = async (token: string, id: string, name: string, body: object = {}) => {
    const { version } = await stored(server.db, id);
    const answer = await as(token)('POST', `/api/documents/${id}/${name}`, { version, ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  /** Nobody outside tenant A's people and A's team has anything about the document. */
  const tenantBHearsNothing = async (documentId: string) => {
    for (const person of [supB, dbsB, dboB, user('hqB')])
      expect(await kindsOf(server.db, person.id, documentId)).toEqual([]);
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    supA2 = await addPerson(server.db, 'Second supervisor A', ['ClientSupervisor'], world.A.tenant);
    supB = await addPerson(server.db, 'Supervisor B', ['ClientSupervisor'], world.B.tenant);
    dbsB = await addPerson(server.db, 'DBS B', ['isDbs'], null);
    dboB = await addPerson(server.db, 'DBO B', ['isDbo'], null);
    await server.db.updateTable('team').set({ supervisor_id: dbsB.id }).where('id', '=', world.otherTeam).execute();
    await addMember(server.db, world.otherTeam, dboB.id);
  });
  afterAll(async () => server?.close());

  it('tells the DBO a document was assigned to them, and no one else', async () => {
    const id = await docA('new', null);
    await step(user('dbs').token, id, 'assign', { assigneeId: user('dbo').id });
    const [notice] = await noticesOf(server.db, user('dbo').id, id);
    expect(notice).toMatchObject({ kind: 'assigned', actor_id: user('dbs').id, document_id: id });
    expect(await kindsOf(server.db, user('dbs').id, id)).toEqual([]);
    expect(await kindsOf(server.db, user('supA').id, id)).toEqual([]);
    await tenantBHearsNothing(id);
  });

  it('tells the DBO their document was sent back, with the reason code and comment', async () => {
    const id = await docA('processed');
    await step(user('dbs').token, id, 'send-back', { reasonCode: 'Missing pages', comment: 'Page 2 is blank' });
    expect(await noticesOf(server.db, user('dbo').id, id)).toEqual([
      expect.objectContaining({ kind: 'sent_back', reason_code: 'Missing pages', note: 'Page 2 is blank' }),
    ]);
    expect(await kindsOf(server.db, user('supA').id, id)).toEqual([]);
    await tenantBHearsNothing(id);
  });

  it("tells the tenant's client supervisors of a question for the client, and not the back office", async () => {
    const id = await docA('processing');
    await step(user('dbo').token, id, 'raise-issue', { type: 'client_question', message: 'Which total?' });
    const issue = await server.db
      .selectFrom('issue')
      .select('id')
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    for (const supervisor of [user('supA'), supA2]) {
      expect(await noticesOf(server.db, supervisor.id, id)).toEqual([
        expect.objectContaining({ kind: 'issue_raised', issue_id: issue.id, actor_id: user('dbo').id }),
      ]);
    }
    expect(await kindsOf(server.db, user('dbo').id, id)).toEqual([]);
    expect(await kindsOf(server.db, user('dbs').id, id)).toEqual([]);
    expect(await kindsOf(server.db, user('hqA').id, id)).toEqual([]);
    await tenantBHearsNothing(id);
  });

  it('tells the DBS supervisor of an issue that waits on the back office', async () => {
    const id = await docA('processing');
    await step(user('dbo').token, id, 'raise-issue', { type: 'unreadable', message: 'Blurred scan' });
    expect(await kindsOf(server.db, user('dbs').id, id)).toEqual(['issue_raised']);
    expect(await kindsOf(server.db, user('supA').id, id)).toEqual(['issue_raised']);
    await tenantBHearsNothing(id);
  });

  it('tells everyone in a thread of an answer, but not its writer', async () => {
    const id = await docA('processing');
    await step(user('dbo').token, id, 'raise-issue', { type: 'client_question', message: 'Which total?' });
    const issue = await server.db
      .selectFrom('issue')
      .select('id')
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    const answer = await as(user('supA').token)('POST', `/api/issues/${issue.id}/messages`, { body: 'The second one' });
    expect(answer.status).toBe(201);
    expect(await noticesOf(server.db, user('dbo').id, id)).toEqual([
      expect.objectContaining({ kind: 'issue_answer', issue_id: issue.id, note: 'The second one' }),
    ]);
    // supA wrote it; supA2 is not in the thread (they heard of the issue, not of the answer).
    expect(await kindsOf(server.db, user('supA').id, id)).toEqual(['issue_raised']);
    expect(await kindsOf(server.db, supA2.id, id)).toEqual(['issue_raised']);
    const back = await as(user('dbo').token)('POST', `/api/issues/${issue.id}/messages`, { body: 'Thanks' });
    expect(back.status).toBe(201);
    expect(await kindsOf(server.db, user('supA').id, id)).toEqual(['issue_raised', 'issue_answer']);
    await tenantBHearsNothing(id);
  });

  it("tells the DBO and the tenant's client supervisors a document was approved", async () => {
    const id = await docA('processed');
    await step(user('dbs').token, id, 'approve');
    expect(await kindsOf(server.db, user('dbo').id, id)).toEqual(['approved']);
    expect(await kindsOf(server.db, user('supA').id, id)).toEqual(['approved']);
    expect(await kindsOf(server.db, supA2.id, id)).toEqual(['approved']);
    expect(await kindsOf(server.db, user('dbs').id, id)).toEqual([]);
    await tenantBHearsNothing(id);
  });

  it('tells the DBO and their DBS supervisor a document was disputed, with the dispute issue', async () => {
    const id = await docA('approved');
    await step(user('supA').token, id, 'dispute', { reasonCode: 'Duplicate', comment: 'Sent twice' });
    const issue = await server.db
      .selectFrom('issue')
      .select('id')
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    for (const person of [user('dbo'), user('dbs')]) {
      expect(await noticesOf(server.db, person.id, id)).toEqual([
        expect.objectContaining({ kind: 'disputed', issue_id: issue.id, reason_code: 'Duplicate', note: 'Sent twice' }),
      ]);
    }
    expect(await kindsOf(server.db, user('supA').id, id)).toEqual([]);
    expect(await kindsOf(server.db, supA2.id, id)).toEqual([]);
    await tenantBHearsNothing(id);
  });

  it('tells the assignee and their DBS supervisor an SLA is about to breach (notifySlaWarning)', async () => {
    const id = await docA('processing');
    const told = await server.db.transaction().execute(async (trx) => notifySlaWarning(trx, await stored(trx, id)));
    expect(told.sort()).toEqual([user('dbo').id, user('dbs').id].sort());
    expect(await noticesOf(server.db, user('dbo').id, id)).toEqual([
      expect.objectContaining({ kind: 'sla_warning', actor_id: null }),
    ]);
    expect(await kindsOf(server.db, user('dbs').id, id)).toEqual(['sla_warning']);
    expect(await kindsOf(server.db, user('supA').id, id)).toEqual([]);
    await tenantBHearsNothing(id);
  });

  it("tells tenant B's people of B's documents, and tenant A's people and team nothing", async () => {
    const id = await addDocument(server.db, { tenantId: world.B.tenant, locationId: world.B.location, status: 'new' });
    await step(dbsB.token, id, 'assign', { assigneeId: dboB.id });
    expect(await kindsOf(server.db, dboB.id, id)).toEqual(['assigned']);
    const told = await server.db.transaction().execute(async (trx) => notifySlaWarning(trx, await stored(trx, id)));
    expect(told.sort()).toEqual([dboB.id, dbsB.id].sort());
    for (const person of [user('dbo'), user('dbs'), user('supA'), supA2, user('hqA')])
      expect(await kindsOf(server.db, person.id, id)).toEqual([]);
  });

  it("never tells someone outside the document's scope, whoever the step names", async () => {
    // A's DBO made assignee of a B document by hand: their team does not work tenant B.
    const id = await addDocument(server.db, {
      tenantId: world.B.tenant,
      locationId: world.B.location,
      status: 'processing',
      assigneeId: user('dbo').id,
    });
    const told = await server.db.transaction().execute(async (trx) => notifySlaWarning(trx, await stored(trx, id)));
    expect(told).not.toContain(user('dbo').id);
    expect(await kindsOf(server.db, user('dbo').id, id)).toEqual([]);
  });

  it('leaves no notice when the step is refused', async () => {
    const id = await docA('processed');
    const refused = await as(user('dbs').token)('POST', `/api/documents/${id}/send-back`, {
      version: 99,
      reasonCode: 'Missing pages',
      comment: 'Stale',
    });
    expect(refused.status).toBe(409);
    const unknownCode = await as(user('dbs').token)('POST', `/api/documents/${id}/send-back`, {
      version: (await stored(server.db, id)).version,
      reasonCode: 'Not a code',
      comment: 'Bad code',
    });
    expect(unknownCode.status).toBe(400);
    expect(await kindsOf(server.db, user('dbo').id, id)).toEqual([]);
  });
});

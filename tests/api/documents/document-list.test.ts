/**
 * The document list (GET /api/documents) on both engines: each row carries its assignee's
 * display name, looked up in SQL, so a reader without `users:read` (a DBO user, a client
 * supervisor) sees who has a document; unassigned rows have none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, addUser } from './fixture.js';

describe.each(ENGINES)('the document list on %s', (engine) => {
  let server: ApiServer;
  let world: World;

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it("names each row's assignee for readers who may not list users", async () => {
    const colleague = await addUser(server.db, `Colleague ${engine}`);
    const at = { tenantId: world.A.tenant, locationId: world.A.location };
    const theirs = await addDocument(server.db, {
      ...at,
      status: 'assigned',
      assigneeId: colleague.id,
      title: 'Theirs',
    });
    const mine = await addDocument(server.db, { ...at, status: 'processing', assigneeId: world.users.dbo.id });
    const nobody = await addDocument(server.db, { ...at, title: 'Nobody' });
    const wanted = new Set([theirs, mine, nobody]);
    for (const account of ['dbo', 'supA', 'admin'] as const) {
      const as = client(server.url, world.users[account].token);
      const list = await as('GET', '/api/documents?_sort=createdAt&_order=desc&_start=0&_end=100');
      expect(list.status, account).toBe(200);
      const names = Object.fromEntries(
        (list.body as { id: string; assigneeName: string | null }[])
          .filter((row) => wanted.has(row.id))
          .map((row) => [row.id, row.assigneeName]),
      );
      expect(names, account).toEqual({ [theirs]: `Colleague ${engine}`, [mine]: 'dbo', [nobody]: null });
    }
    // The DBO still may not list the users themselves.
    expect((await client(server.url, world.users.dbo.token)('GET', '/api/users')).status).toBe(403);
  });

  it('keeps the name off filters and sorting (400), and out of the other tenant', async () => {
    const hqB = client(server.url, world.users.hqB.token);
    const list = await hqB('GET', '/api/documents?_start=0&_end=100');
    expect(list.status).toBe(200);
    expect(list.body.every((row: { tenantId: string }) => row.tenantId === world.B.tenant)).toBe(true);
    const admin = client(server.url, world.users.admin.token);
    expect((await admin('GET', '/api/documents?assigneeName=dbo')).status).toBe(400);
    expect((await admin('GET', '/api/documents?_sort=assigneeName')).status).toBe(400);
  });
});

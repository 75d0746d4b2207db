/**
 * The document-work routes refuse bad input with 400 (never 500) and change nothing; the
 * roles without the action get 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

describe.each(ENGINES)('document work bad input on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const snapshot = async () => ({
    documents: await server.db.selectFrom('document').selectAll().orderBy('id').execute(),
    items: await server.db.selectFrom('doc_item').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  const cases: [string, 'dbs' | 'dbo' | 'admin', string, string, unknown][] = [
    ['assign-many without documents', 'dbs', 'POST', '/api/documents/assign-many', { assigneeId: 'x', documents: [] }],
    [
      'assign-many with a text version',
      'dbs',
      'POST',
      '/api/documents/assign-many',
      { assigneeId: 'x', documents: [{ id: 'a', version: '1' }] },
    ],
    [
      'assign-many with a document twice',
      'dbs',
      'POST',
      '/api/documents/assign-many',
      {
        assigneeId: 'x',
        documents: [
          { id: 'a', version: 1 },
          { id: 'a', version: 1 },
        ],
      },
    ],
    [
      'assign-many with a bad id',
      'dbs',
      'POST',
      '/api/documents/assign-many',
      { assigneeId: 'x', documents: [{ id: 'a b', version: 1 }] },
    ],
    ['distribute with an object', 'dbs', 'POST', '/api/documents/distribute', { documents: { id: 'a' } }],
    [
      'distribute with an unknown field',
      'dbs',
      'POST',
      '/api/documents/distribute',
      { documents: [{ id: 'a', version: 1 }], force: true },
    ],
    ['a dashboard without its day', 'dbs', 'GET', '/api/documents/dashboard', undefined],
    [
      'a dashboard with a local time',
      'admin',
      'GET',
      '/api/documents/dashboard?dayStart=2024-01-01T00:00:00&dayEnd=2024-01-02T00:00:00Z',
      undefined,
    ],
    ['a workload with an unknown parameter', 'dbs', 'GET', '/api/documents/workload?team=x', undefined],
    ['a draft without a header', 'dbo', 'PUT', '/api/documents/{A}/draft', { version: 1, items: [] }],
    ['a draft with a version 0', 'dbo', 'PUT', '/api/documents/{A}/draft', { version: 0, header: {}, items: [] }],
    [
      'a draft item without a date',
      'dbo',
      'PUT',
      '/api/documents/{A}/draft',
      {
        version: 1,
        header: { vendor: null, docNumber: null, docDate: null, totalCents: null, currency: null },
        items: [{ description: 'd', category: 'c', amountCents: 1, currency: 'EUR' }],
      },
    ],
    [
      'a draft with a fractional total',
      'dbo',
      'PUT',
      '/api/documents/{A}/draft',
      {
        version: 1,
        header: { vendor: null, docNumber: null, docDate: null, totalCents: 1.5, currency: null },
        items: [],
      },
    ],
    ['a draft on a bad id', 'dbo', 'PUT', '/api/documents/a%20b/draft', { version: 1, header: {}, items: [] }],
    ['a work view of a bad id', 'dbo', 'GET', '/api/documents/a%20b/work', undefined],
    ['a raise-issue without a type', 'dbo', 'POST', '/api/documents/{A}/raise-issue', { version: 1, message: 'm' }],
    ['a transition without its version', 'dbo', 'POST', '/api/documents/{A}/submit', {}],
    ['a transition with a text version', 'dbo', 'POST', '/api/documents/{A}/submit', { version: 'one' }],
  ];

  it.each(cases)('refuses %s with 400', async (_name, account, method, path, body) => {
    const before = await snapshot();
    const response = await client(server.url, world.users[account].token)(
      method,
      path.replace('{A}', world.A.document),
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBeTruthy();
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the new actions to roles without their pages', async () => {
    const hq = client(server.url, world.users.hqA.token);
    // (The work view is open to client HQ: the archive shows a document's story.)
    for (const [method, path] of [
      ['GET', '/api/documents/my-queue'],
      ['POST', '/api/documents/start-next'],
      ['GET', '/api/documents/workload'],
      ['POST', '/api/documents/assign-many'],
      ['POST', '/api/documents/distribute'],
      ['PUT', `/api/documents/${world.A.document}/draft`],
    ] as const) {
      expect((await hq(method, path, method === 'GET' ? undefined : {})).status, path).toBe(403);
    }
    const dbo = client(server.url, world.users.dbo.token);
    expect((await dbo('POST', '/api/documents/assign-many', {})).status).toBe(403);
    expect((await dbo('GET', '/api/documents/dashboard')).status).toBe(403);
  });
});

/**
 * Bad input on both engines: wrong types, missing fields, 1 MB strings, unknown fields,
 * malformed ids, bad sort and filter keys, malformed JSON. Each answers 4xx with a message
 * (never 500) and changes nothing, which is checked by reading the data back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

const MEGABYTE = 'x'.repeat(1024 * 1024);

describe.each(ENGINES)('bad input on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let snapshot: () => Promise<unknown>;
  const admin = () => client(server.url, world.users.admin.token);

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    const tables = [
      'tenant',
      'location',
      'app_user',
      'document',
      'doc_item',
      'content',
      'setting',
      'upload',
      'audit_event',
    ] as const;
    snapshot = async () => Promise.all(tables.map((t) => server.db.selectFrom(t).selectAll().orderBy('id').execute()));
  });
  afterAll(async () => server?.close());

  const expectRefused = (
    response: { status: number; body: { message?: string; fields?: Record<string, string[]> } },
    status?: number,
  ) => {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    if (status) expect(response.status).toBe(status);
    expect(typeof response.body.message).toBe('string');
    expect(response.body.message?.length).toBeGreaterThan(0);
  };

  const bodies: [string, string, string, unknown, string?][] = [
    ['a number name', 'POST', '/api/tenants', { name: 42 }],
    ['a missing name', 'POST', '/api/tenants', {}],
    ['a 1 MB name', 'POST', '/api/tenants', { name: MEGABYTE }],
    ['an unknown field', 'POST', '/api/tenants', { name: 'Ok', owner: 'me' }],
    ['a string flag', 'POST', '/api/tenants', { name: 'Ok', active: 'yes' }],
    ['an array body', 'POST', '/api/locations', [{ name: 'x' }]],
    ['a null body', 'POST', '/api/locations', null],
    ['a location without tenant', 'POST', '/api/locations', { name: 'Depot' }],
    ['a location of a tenant that does not exist', 'POST', '/api/locations', { name: 'Depot', tenantId: 'nope' }],
    [
      'a user with an unknown role',
      'POST',
      '/api/admin/user-accounts',
      { email: 'a@b.test', name: 'A', roles: ['isRoot'] },
    ],
    ['a user with a bad email', 'POST', '/api/admin/user-accounts', { email: 'not-an-email', name: 'A', roles: [] }],
    [
      'a 1 MB markdown',
      'POST',
      '/api/content',
      { kind: 'blog', slug: 'big', title: 'Big', markdown: MEGABYTE, locale: 'en' },
    ],
    [
      'a bad slug',
      'POST',
      '/api/content',
      { kind: 'blog', slug: 'Not A Slug', title: 'T', markdown: '', locale: 'en' },
    ],
    [
      'a fractional amount',
      'POST',
      '/api/doc-items',
      { documentId: 'x', itemDate: '2024-01-01', description: 'd', category: 'c', amountCents: 1.5, currency: 'EUR' },
    ],
    ['a setting of the wrong type', 'PATCH', '/api/settings/slaHours', { value: 'soon' }],
    ['an unknown setting field', 'PATCH', '/api/settings/slaHours', { value: 10, note: 'x' }],
    ['an empty change', 'PATCH', '/api/tenants/{A}', {}],
    ['a status change by PATCH', 'PATCH', '/api/documents/{A}', { status: 'archived' }],
    ['a date that is not ISO', 'PATCH', '/api/documents/{A}', { dueAt: 'tomorrow' }],
    ['an assign without assignee', 'POST', '/api/documents/{A}/assign', {}],
    ['a send-back without reason', 'POST', '/api/documents/{A}/send-back', { reasonCode: '', comment: '' }],
    ['an unknown transition field', 'POST', '/api/documents/{A}/approve', { force: true }],
  ];

  it.each(bodies)('refuses %s', async (_name, method, path, body) => {
    const before = await snapshot();
    const tenantPath = path
      .replace('/api/tenants/{A}', `/api/tenants/${world.A.tenant}`)
      .replace('{A}', world.A.document);
    const response = await admin()(method, tenantPath, body);
    expectRefused(response);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['truncated JSON', '{"name": "x"'],
    ['not JSON at all', 'name=x'],
    ['an empty body', ''],
  ])('refuses %s with 400', async (_name, raw) => {
    const before = await snapshot();
    expectRefused(await admin()('POST', '/api/tenants', undefined, raw), 400);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an unknown sort key', '/api/documents?_sort=secret'],
    ['a sort on a JSON field', '/api/users?_sort=roles'],
    ['a bad order', '/api/documents?_sort=createdAt&_order=sideways'],
    ['an unknown filter', '/api/documents?owner=me'],
    ['an unknown status value', '/api/documents?status=lost'],
    ['a text _start', '/api/documents?_start=abc'],
    ['a negative _end', '/api/documents?_end=-1'],
    ['too many rows', '/api/documents?_start=0&_end=5000'],
    ['a like on a number', '/api/uploads?size_like=1'],
    ['a number filter with text', '/api/uploads?size_gte=big'],
    ['a number filter past any size', `/api/uploads?size_gte=${'9'.repeat(40)}`],
    ['q where no search exists', '/api/audit-events?q=x'],
    [
      'a 2 KB filter value (longer URLs are refused by Node with 431)',
      `/api/documents?title_like=${'x'.repeat(2_000)}`,
    ],
    ['SQL in a sort key', '/api/documents?_sort=createdAt;drop%20table%20document'],
  ])('refuses %s with 400', async (_name, path) => {
    expectRefused(await admin()('GET', path), 400);
  });

  it('names the refused field', async () => {
    const response = await admin()('GET', '/api/documents?_sort=secret&owner=me');
    expect(Object.keys(response.body.fields)).toEqual(expect.arrayContaining(['_sort', 'owner']));
    const body = await admin()('POST', '/api/tenants', { name: 42, extra: 1 });
    expect(body.body.fields).toBeDefined();
  });

  // Fastify refuses a path parameter over 100 characters itself, with 414.
  it.each([
    ['a malformed id', '/api/tenants/not%20an%20id', 400],
    ['an id with SQL', "/api/tenants/1'%20or%20'1'='1", 400],
    ['a 1 KB id', `/api/tenants/${'a'.repeat(1024)}`, 414],
  ] as const)('refuses %s', async (_name, path, status) => {
    const before = await snapshot();
    expectRefused(await admin()('GET', path), status);
    expectRefused(await admin()('PATCH', path, { name: 'x' }), status);
    expectRefused(await admin()('DELETE', path), status);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a well-formed id that does not exist', async () => {
    expectRefused(await admin()('GET', '/api/documents/00000000-0000-4000-8000-000000000000'), 404);
  });

  it('answers 409 for a duplicate and changes nothing', async () => {
    const before = await snapshot();
    const name = (
      await server.db.selectFrom('tenant').select('name').where('id', '=', world.A.tenant).executeTakeFirstOrThrow()
    ).name;
    expectRefused(await admin()('POST', '/api/tenants', { name }), 409);
    expectRefused(await admin()('DELETE', `/api/tenants/${world.A.tenant}`), 409);
    expect(await snapshot()).toEqual(before);
  });

  it('still works after all that', async () => {
    const created = await admin()('POST', '/api/tenants', { name: `Fine ${engine}` });
    expect(created.status).toBe(201);
    expect((await admin()('PATCH', '/api/settings/slaHours', { value: 24 })).body.value).toBe(24);
  });
});

/**
 * Finding one document and reviewing without opening it, on both engines: the document list's
 * `q` and the DBO's queue's `q` match the file name (the title), the vendor or the number, case
 * aside and within the caller's scope; each list row names who last submitted it
 * (`processorName`), for readers who may not list users.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, addMember, addUser } from './fixture.js';

type Row = { id: string; processorName: string | null };

describe.each(ENGINES)('finding and reviewing documents on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const ids = (body: unknown) => new Set((body as Row[]).map((row) => row.id));

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  const submitted = async (documentId: string, actorId: string, at: string) =>
    server.db
      .insertInto('audit_event')
      .values({
        id: randomUUID(),
        at,
        actor_id: actorId,
        actor_email: null,
        entity: 'document',
        entity_id: documentId,
        action: 'submit',
        from_state: 'processing',
        to_state: 'processed',
        tenant_id: world.A.tenant,
        note: null,
      })
      .execute();

  it('finds a document by file name, vendor or number with q, within the scope', async () => {
    const tag = randomUUID().slice(0, 8);
    const at = { tenantId: world.A.tenant, locationId: world.A.location };
    const byTitle = await addDocument(server.db, { ...at, title: `Invoice-${tag}.pdf` });
    const byVendor = await addDocument(server.db, { ...at, vendor: `Northwind ${tag} Ltd` });
    const byNumber = await addDocument(server.db, { ...at, docNumber: `INV-${tag}-7` });
    const other = await addDocument(server.db, { ...at, title: 'Unrelated.pdf', vendor: 'Contoso' });
    const theirs = await addDocument(server.db, {
      tenantId: world.B.tenant,
      locationId: world.B.location,
      vendor: `Northwind ${tag} B`,
    });
    const admin = client(server.url, world.users.admin.token);
    const find = async (as: typeof admin, q: string) => {
      const response = await as('GET', `/api/documents?q=${encodeURIComponent(q)}&_start=0&_end=50`);
      expect(response.status, q).toBe(200);
      expect(Number(response.headers.get('x-total-count')), q).toBe(response.body.length);
      return ids(response.body);
    };
    expect(await find(admin, `invoice-${tag.toUpperCase()}`)).toEqual(new Set([byTitle]));
    expect(await find(admin, `NORTHWIND ${tag}`)).toEqual(new Set([byVendor, theirs]));
    expect(await find(admin, `inv-${tag}-7`)).toEqual(new Set([byNumber]));
    expect(await find(admin, tag)).toEqual(new Set([byTitle, byVendor, byNumber, theirs]));
    expect(await find(admin, tag)).not.toContain(other);
    // The tenant's supervisor finds their own, never the other tenant's.
    expect(await find(client(server.url, world.users.supA.token), `northwind ${tag}`)).toEqual(new Set([byVendor]));
    // Like characters are text, not wildcards.
    expect(await find(admin, `${tag}%`)).toEqual(new Set());
  });

  it("searches the DBO's own queue by file name, vendor or number", async () => {
    const me = await addUser(server.db, `Finder ${engine}`);
    await addMember(server.db, world.team, me.id);
    const tag = randomUUID().slice(0, 8);
    const at = { tenantId: world.A.tenant, locationId: world.A.location, assigneeId: me.id, status: 'assigned' };
    const byTitle = await addDocument(server.db, { ...at, title: `Scan ${tag}.png` });
    const byVendor = await addDocument(server.db, { ...at, vendor: `Fabrikam ${tag}` });
    const byNumber = await addDocument(server.db, { ...at, docNumber: `N-${tag}` });
    await addDocument(server.db, { ...at, title: 'Other.pdf' });
    // Someone else's document with the same words stays out of my queue.
    await addDocument(server.db, { ...at, assigneeId: world.users.dbo.id, vendor: `Fabrikam ${tag}` });
    const as = client(server.url, me.token);
    const queue = async (q?: string) => {
      const response = await as('GET', `/api/documents/my-queue${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);
      expect(response.status, q).toBe(200);
      return ids(response.body);
    };
    expect((await queue()).size).toBe(4);
    expect(await queue(`SCAN ${tag}`)).toEqual(new Set([byTitle]));
    expect(await queue(`fabrikam ${tag}`)).toEqual(new Set([byVendor]));
    expect(await queue(`n-${tag}`)).toEqual(new Set([byNumber]));
    expect(await queue(tag)).toEqual(new Set([byTitle, byVendor, byNumber]));
    expect((await queue('')).size).toBe(4);
    expect((await as('GET', '/api/documents/my-queue?other=1')).status).toBe(400);
    expect((await as('GET', `/api/documents/my-queue?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('names who last submitted each row, for a supervisor who may not list users', async () => {
    const first = await addUser(server.db, `First processor ${engine}`);
    const second = await addUser(server.db, `Second processor ${engine}`);
    const at = { tenantId: world.A.tenant, locationId: world.A.location };
    const reworked = await addDocument(server.db, { ...at, status: 'approved', vendor: 'Reworked' });
    const fresh = await addDocument(server.db, { ...at, status: 'new' });
    await submitted(reworked, first.id, '2026-01-01T10:00:00.000Z');
    await submitted(reworked, second.id, '2026-01-02T10:00:00.000Z');
    const supervisor = client(server.url, world.users.supA.token);
    const list = await supervisor('GET', '/api/documents?status=approved&_start=0&_end=100');
    expect(list.status).toBe(200);
    const row = (list.body as Row[]).find((entry) => entry.id === reworked);
    expect(row?.processorName).toBe(`Second processor ${engine}`);
    const all = await supervisor('GET', '/api/documents?_start=0&_end=100');
    expect((all.body as Row[]).find((entry) => entry.id === fresh)?.processorName).toBeNull();
    expect((await supervisor('GET', '/api/users')).status).toBe(403);
    // Not a filter or a sort key.
    expect((await supervisor('GET', '/api/documents?processorName=x')).status).toBe(400);
    // The other tenant's readers never see the row.
    const hqB = await client(server.url, world.users.hqB.token)('GET', '/api/documents?_start=0&_end=100');
    expect(ids(hqB.body).has(reworked)).toBe(false);
  });
});

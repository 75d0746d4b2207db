/**
 * API keys for machines on both engines: who may create them, what each scope reaches (and
 * that no scope reaches administration), tenant isolation, expiry and revocation, the secret
 * kept only as its hash, the cursor sync seeing every change exactly once while documents
 * change during it, and the per-key rate limit.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../../../src/server/auth/authorize.js';
import type { AppContext } from '../../../src/server/context.js';
import { ensureTenant, ensureUser } from '../../../src/server/db/users.js';
import { verifyApiKey } from '../../../src/server/auth/api-key.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';

interface SyncPage {
  documents: { id: string; updatedAt: string; tenantId: string; items: { id: string }[] }[];
  next: string | null;
  hasMore: boolean;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(ENGINES)('API keys on %s', (engine) => {
  let server: TestServer;
  const admin = uniqueEmail('keys-admin');
  const hq = uniqueEmail('keys-hq');
  const supervisor = uniqueEmail('keys-sup');
  let adminToken: string;
  let hqToken: string;
  let supervisorToken: string;
  const A = { tenant: '', location: '', docs: [] as string[], item: '' };
  const B = { tenant: '', location: '', doc: '', item: '' };
  const secrets: Record<'docs' | 'uploads' | 'exports' | 'all', string> = {
    docs: '',
    uploads: '',
    exports: '',
    all: '',
  };

  const call = (method: string, url: string, auth: string | undefined, body?: unknown, headers = {}) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  async function createKey(token: string, body: Record<string, unknown>) {
    const response = await call('POST', '/api/api-keys', token, {
      name: 'Nightly sync',
      expiresAt: inDays(30),
      ...body,
    });
    return { status: response.status, json: (await response.json()) as { key: { id: string }; secret: string } };
  }

  async function insertDocuments(tenant: string, location: string, count: number, at: (i: number) => string) {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = randomUUID();
      ids.push(id);
      await server.database.db
        .insertInto('document')
        .values({
          id,
          tenant_id: tenant,
          location_id: location,
          upload_id: null,
          title: `Doc ${i}`,
          status: 'new',
          assignee_id: null,
          due_at: null,
          created_at: at(i),
          updated_at: at(i),
        })
        .execute();
    }
    return ids;
  }

  async function insertItem(document: string, tenant: string, location: string) {
    const id = randomUUID();
    await server.database.db
      .insertInto('doc_item')
      .values({
        id,
        document_id: document,
        tenant_id: tenant,
        location_id: location,
        item_date: '2026-01-02',
        description: 'Paper',
        category: 'Office',
        amount_cents: 1234,
        currency: 'USD',
        tax_cents: 100,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  async function insertLocation(tenant: string) {
    const id = randomUUID();
    await server.database.db
      .insertInto('location')
      .values({
        id,
        tenant_id: tenant,
        name: `Loc ${id.slice(0, 6)}`,
        address: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { db } = server.database;
    A.tenant = await ensureTenant(db, `Keys A ${randomUUID()}`);
    B.tenant = await ensureTenant(db, `Keys B ${randomUUID()}`);
    A.location = await insertLocation(A.tenant);
    B.location = await insertLocation(B.tenant);
    const old = Date.now() - 600_000;
    A.docs = await insertDocuments(A.tenant, A.location, 3, (i) => new Date(old + i).toISOString());
    [B.doc] = (await insertDocuments(B.tenant, B.location, 1, () => new Date(old).toISOString())) as [string];
    A.item = await insertItem(A.docs[0]!, A.tenant, A.location);
    B.item = await insertItem(B.doc, B.tenant, B.location);
    await ensureUser(db, { email: admin, name: 'Admin', roles: ['isDbAdmin'], tenantId: null });
    await ensureUser(db, { email: hq, name: 'HQ', roles: ['isClientHq'], tenantId: A.tenant });
    await ensureUser(db, { email: supervisor, name: 'Sup', roles: ['ClientSupervisor'], tenantId: A.tenant });
    for (const email of [admin, hq, supervisor]) await createIdentity(email);
    adminToken = await idTokenFor(admin);
    hqToken = await idTokenFor(hq);
    supervisorToken = await idTokenFor(supervisor);
    for (const [name, scopes] of [
      ['docs', ['documents:read']],
      ['uploads', ['uploads:create']],
      ['exports', ['exports:read']],
      ['all', ['documents:read', 'uploads:create', 'exports:read']],
    ] as const) {
      const created = await createKey(adminToken, { tenantId: A.tenant, name, scopes });
      expect(created.status).toBe(201);
      secrets[name] = created.json.secret;
    }
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('shows the secret once and keeps only its SHA-256; the creation is audited without it', async () => {
    const { status, json } = await createKey(adminToken, { tenantId: A.tenant, scopes: ['documents:read'] });
    expect(status).toBe(201);
    expect(json.secret).toMatch(/^dbbs_[A-Za-z0-9_-]{43}$/);
    const row = await server.database.db
      .selectFrom('api_key')
      .selectAll()
      .where('id', '=', json.key.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(sha256(json.secret));
    expect(JSON.stringify(row)).not.toContain(json.secret.slice(5));
    expect(JSON.stringify(json.key)).not.toContain(json.secret.slice(5));
    const list = (await (await call('GET', `/api/api-keys?tenantId=${A.tenant}`, adminToken)).json()) as {
      keys: { id: string }[];
    };
    expect(list.keys.map((key) => key.id)).toContain(json.key.id);
    expect(JSON.stringify(list)).not.toContain(json.secret.slice(5));
    const events = await server.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('entity', '=', 'api-key')
      .where('entity_id', '=', json.key.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'create', actor_email: admin, tenant_id: A.tenant });
    expect(JSON.stringify(events)).not.toContain(json.secret.slice(5));
  });

  it('lets client HQ manage its own tenant’s keys only; others are refused', async () => {
    const own = await createKey(hqToken, { scopes: ['documents:read'] });
    expect(own.status).toBe(201);
    expect((await call('GET', '/api/api-keys', hqToken)).status).toBe(200);
    expect((await call('GET', `/api/api-keys?tenantId=${B.tenant}`, hqToken)).status).toBe(404);
    expect((await createKey(hqToken, { tenantId: B.tenant, scopes: ['documents:read'] })).status).toBe(404);
    expect((await call('GET', '/api/api-keys', supervisorToken)).status).toBe(403);
    expect((await call('GET', '/api/api-keys', adminToken)).status).toBe(400);
    expect((await createKey(adminToken, { tenantId: A.tenant, scopes: ['users:read'] })).status).toBe(400);
    expect(
      (await createKey(adminToken, { tenantId: A.tenant, scopes: ['documents:read'], expiresAt: inDays(-1) })).status,
    ).toBe(400);
  });

  it.each([
    ['docs', 200, 200, 200, 403],
    ['uploads', 403, 403, 403, 201],
    ['exports', 403, 403, 403, 403],
    ['all', 200, 200, 200, 201],
  ] as const)('a %s key: documents %i, doc items %i, sync %i, upload %i', async (name, docs, items, sync, upload) => {
    const secret = secrets[name];
    expect((await call('GET', '/api/documents', secret)).status).toBe(docs);
    expect((await call('GET', `/api/doc-items/${A.item}`, secret)).status).toBe(items);
    expect((await call('GET', '/api/sync/documents', secret)).status).toBe(sync);
    const tus = await call('POST', '/api/uploads/tus', secret, undefined, {
      'tus-resumable': '1.0.0',
      'upload-length': '10',
      'upload-metadata': `filename ${b64('scan.pdf')},locationId ${b64(A.location)}`,
    });
    expect(tus.status).toBe(upload);
  });

  it('maps exports:read to the exports action, and only that scope does', async () => {
    const context = { db: server.database.db, policy: server.policy } as unknown as AppContext;
    const as = async (secret: string, action: string) => {
      const apiKey = await verifyApiKey(server.database.db, secret);
      const request = { caller: { uid: 'x', emailVerified: false, apiKey } } as unknown as FastifyRequest;
      return authorize(request, context, action).then(
        (principal) => principal.grants,
        (error: { statusCode?: number }) => error.statusCode,
      );
    };
    expect(await as(secrets.exports, 'exports:read')).toEqual([{ kind: 'tenant', tenantId: A.tenant }]);
    expect(await as(secrets.all, 'exports:read')).toEqual([{ kind: 'tenant', tenantId: A.tenant }]);
    expect(await as(secrets.docs, 'exports:read')).toBe(403);
    expect(await as(secrets.uploads, 'exports:read')).toBe(403);
    expect(await as(secrets.exports, 'documents:read')).toBe(403);
  });

  it('downloads the archive export with exports:read, and only with it', async () => {
    const url = '/api/exports/archived-documents?format=csv';
    const answer = await call('GET', url, secrets.exports);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/csv/);
    expect((await call('GET', url, secrets.all)).status).toBe(200);
    expect((await call('GET', url, secrets.docs)).status).toBe(403);
    expect((await call('GET', url, secrets.uploads)).status).toBe(403);
  });

  it('downloads the archive export with exports:read, and only with it', async () => {
    const url = '/api/exports/archived-documents?format=csv';
    const answer = await call('GET', url, secrets.exports);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/csv/);
    expect((await call('GET', url, secrets.all)).status).toBe(200);
    expect((await call('GET', url, secrets.docs)).status).toBe(403);
    expect((await call('GET', url, secrets.uploads)).status).toBe(403);
  });

  it.each([
    ['GET', '/api/admin/user-accounts'],
    ['GET', '/api/admin/summary'],
    ['GET', '/api/admin/policy'],
    ['GET', '/api/users'],
    ['POST', '/api/tenants'],
    ['GET', '/api/api-keys'],
    ['POST', '/api/api-keys'],
    ['GET', '/api/account'],
    ['POST', '/api/authuser'],
    ['GET', '/api/access/policy'],
    ['GET', '/api/audit-events'],
  ])('refuses every key on %s %s', async (method, url) => {
    const body = method === 'POST' ? {} : undefined;
    expect((await call(method, url, secrets.all, body)).status).toBe(403);
  });

  it('answers 404 for another tenant’s data and lists only its own', async () => {
    expect((await call('GET', `/api/documents/${B.doc}`, secrets.docs)).status).toBe(404);
    expect((await call('GET', `/api/doc-items/${B.item}`, secrets.docs)).status).toBe(404);
    expect((await call('GET', `/api/documents/${A.docs[0]}`, secrets.docs)).status).toBe(200);
    const list = (await (await call('GET', '/api/documents', secrets.docs)).json()) as { tenantId: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((doc) => doc.tenantId === A.tenant)).toBe(true);
    const tus = await call('POST', '/api/uploads/tus', secrets.uploads, undefined, {
      'tus-resumable': '1.0.0',
      'upload-length': '10',
      'upload-metadata': `filename ${b64('scan.pdf')},locationId ${b64(B.location)}`,
    });
    expect(tus.status).toBe(404);
  });

  it('refuses an expired, a revoked and an unknown key with 401, and records the last use', async () => {
    const { db } = server.database;
    const expired = `dbbs_${randomBytes(32).toString('base64url')}`;
    const creator = await db.selectFrom('app_user').select('id').where('email', '=', admin).executeTakeFirstOrThrow();
    await db
      .insertInto('api_key')
      .values({
        id: randomUUID(),
        tenant_id: A.tenant,
        name: 'Old',
        scopes: '["documents:read"]',
        secret_hash: sha256(expired),
        created_by: creator.id,
        created_at: new Date(Date.now() - 10_000).toISOString(),
        expires_at: new Date(Date.now() - 1000).toISOString(),
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    expect((await call('GET', '/api/documents', expired)).status).toBe(401);
    expect((await call('GET', '/api/documents', `dbbs_${randomBytes(32).toString('base64url')}`)).status).toBe(401);

    const { json } = await createKey(hqToken, { scopes: ['documents:read'] });
    expect((await call('GET', '/api/documents', json.secret)).status).toBe(200);
    const used = await db
      .selectFrom('api_key')
      .select('last_used_at')
      .where('id', '=', json.key.id)
      .executeTakeFirstOrThrow();
    expect(used.last_used_at).not.toBeNull();
    const revoke = await call('POST', `/api/api-keys/${json.key.id}/revoke`, hqToken);
    expect(revoke.status).toBe(200);
    expect(((await revoke.json()) as { revokedAt: string | null }).revokedAt).not.toBeNull();
    expect((await call('GET', '/api/documents', json.secret)).status).toBe(401);
    const events = await db.selectFrom('audit_event').select('action').where('entity_id', '=', json.key.id).execute();
    expect(events.map((event) => event.action).sort()).toEqual(['create', 'revoke']);
    // Another tenant's administrator-made key is not client HQ's to revoke.
    const other = await createKey(adminToken, { tenantId: B.tenant, scopes: ['documents:read'] });
    expect((await call('POST', `/api/api-keys/${other.json.key.id}/revoke`, hqToken)).status).toBe(404);
  });

  it('sync: every changed document exactly once, while documents change during the sync', async () => {
    const { db } = server.database;
    const tenant = await ensureTenant(db, `Sync ${randomUUID()}`);
    const location = await insertLocation(tenant);
    const base = Date.now() - 300_000;
    // Pairs share a timestamp: the id must break the tie, or a page edge would skip one.
    const docs = await insertDocuments(tenant, location, 12, (i) =>
      new Date(base + Math.floor(i / 2) * 1000).toISOString(),
    );
    for (const doc of docs.slice(0, 4)) await insertItem(doc, tenant, location);
    const { json } = await createKey(adminToken, { tenantId: tenant, scopes: ['documents:read'] });
    const seen: { id: string; updatedAt: string }[] = [];
    let cursor: string | null = null;
    const page = async () => {
      const query = new URLSearchParams({ limit: '5', ...(cursor ? { after: cursor } : {}) });
      const response = await call('GET', `/api/sync/documents?${query}`, json.secret);
      expect(response.status).toBe(200);
      const body = (await response.json()) as SyncPage;
      for (const doc of body.documents) {
        expect(doc.tenantId).toBe(tenant);
        seen.push({ id: doc.id, updatedAt: doc.updatedAt });
      }
      cursor = body.next;
      return body;
    };
    const drain = async () => {
      while ((await page()).hasMore);
    };
    const touch = (id: string, at: string) =>
      db.updateTable('document').set({ updated_at: at }).where('id', '=', id).execute();

    const first = await page();
    expect(first.documents).toHaveLength(5);
    expect(first.documents.filter((doc) => doc.items.length > 0)).toHaveLength(4);
    // During the sync: one document already read changes, one not yet read changes, one is new.
    await touch(docs[0]!, new Date().toISOString());
    await touch(docs[9]!, new Date().toISOString());
    const [added] = (await insertDocuments(tenant, location, 1, () => new Date().toISOString())) as [string];
    // A write stamped now but committed after a later one was written: it must not be passed by.
    const stamp = Date.now();
    await touch(docs[10]!, new Date(stamp + 5).toISOString());
    await drain();
    await touch(docs[11]!, new Date(stamp).toISOString());

    const expected = new Set([...docs.map((id) => id), added]);
    await waitFor(
      async () => {
        await drain();
        const latest = new Map<string, string>();
        for (const entry of seen) latest.set(entry.id, entry.updatedAt);
        const rows = await db
          .selectFrom('document')
          .select(['id', 'updated_at'])
          .where('tenant_id', '=', tenant)
          .execute();
        return rows.length === expected.size && rows.every((row) => latest.get(row.id) === row.updated_at);
      },
      { timeout: 30_000, interval: 250, message: 'the sync to reach every change' },
    );
    // Every (document, change) exactly once; the document read before its change came twice.
    const pairs = seen.map((entry) => `${entry.id}@${entry.updatedAt}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(seen.map((entry) => entry.id))).toEqual(expected);
    expect(seen.filter((entry) => entry.id === docs[0]).length).toBe(2);
    expect(seen.filter((entry) => entry.id === docs[9]).length).toBe(1);
    // A bad cursor is refused, not read as the start.
    expect((await call('GET', '/api/sync/documents?after=bm90LWEtY3Vyc29y', json.secret)).status).toBe(400);
  }, 60_000);

  it('limits each key on its own: over the limit is 429, another key still passes', async () => {
    const limited = await startTestServer(engine, { edge: { rateLimits: { ...defaultLimits(), apiKey: { max: 3 } } } });
    try {
      const { db } = limited.database;
      const tenant = await ensureTenant(db, `Limited ${randomUUID()}`);
      const person = await ensureUser(db, {
        email: uniqueEmail('lim'),
        name: 'L',
        roles: ['isDbAdmin'],
        tenantId: null,
      });
      const make = async () => {
        const secret = `dbbs_${randomBytes(32).toString('base64url')}`;
        await db
          .insertInto('api_key')
          .values({
            id: randomUUID(),
            tenant_id: tenant,
            name: 'Busy',
            scopes: '["documents:read"]',
            secret_hash: sha256(secret),
            created_by: person.id,
            created_at: new Date().toISOString(),
            expires_at: inDays(1),
            last_used_at: null,
            revoked_at: null,
          })
          .execute();
        return secret;
      };
      const [busy, calm] = [await make(), await make()];
      const get = (secret: string) =>
        fetch(`${limited.url}/api/sync/documents`, { headers: { authorization: `Bearer ${secret}` } });
      for (let i = 0; i < 3; i += 1) expect((await get(busy)).status).toBe(200);
      const refused = await get(busy);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await get(calm)).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

function defaultLimits() {
  return { windowSeconds: 60 };
}

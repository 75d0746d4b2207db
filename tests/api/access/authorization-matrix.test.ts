/**
 * The authorization matrix on both engines: every role × every resource × read, show, update
 * and delete (uploads: list, show and delete; their creation is the tus intake's, covered by
 * uploads.test.ts), on a record of its own tenant and one of the other tenant; every role × every
 * document transition on the other tenant's document. The expected reads are written out here
 * by hand from SPEC's pages and policies/api-actions.json, not computed by the code under test.
 * Nothing of tenant B may ever reach a tenant-A account or the team assigned to tenant A.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ACCOUNTS, buildWorld, client, type Account, type World } from '../../helpers/world.js';

const ALL = ACCOUNTS;
/** Who may list each resource (403 for everyone else). */
const READERS: Record<string, readonly Account[]> = {
  tenants: ['hqA', 'supA', 'upA', 'admin', 'dbs', 'dbo', 'hqB'],
  locations: ['hqA', 'supA', 'upA', 'admin', 'dbs', 'dbo', 'hqB'],
  teams: ['admin', 'dbs'],
  'team-members': ['admin', 'dbs'],
  users: ['admin', 'dbs'],
  'user-locations': ['admin', 'upA'],
  assignments: ['admin', 'dbs'],
  uploads: ['supA', 'upA', 'admin'],
  documents: ['hqA', 'supA', 'upA', 'admin', 'dbs', 'dbo', 'hqB'],
  'doc-items': ['supA', 'admin', 'dbs', 'dbo'],
  issues: ['supA', 'dbs', 'dbo'],
  'issue-messages': ['supA', 'dbs', 'dbo'],
  content: ALL,
  settings: ['upA', 'admin'],
  'audit-events': ['admin'],
};

/** The record of "own" scope (tenant A, or A's team) and of the other one, per resource. */
function records(world: World): Record<string, { own?: string; other?: string }> {
  const { A, B } = world;
  return {
    tenants: { own: A.tenant, other: B.tenant },
    locations: { own: A.location, other: B.location },
    teams: { own: world.team, other: world.otherTeam },
    'team-members': { own: world.teamMember },
    users: { own: world.users.hqA.id, other: world.users.hqB.id },
    'user-locations': { own: A.userLocation, other: B.userLocation },
    assignments: { own: world.assignment, other: world.otherAssignment },
    uploads: { own: A.upload, other: B.upload },
    documents: { own: A.document, other: B.document },
    'doc-items': { own: A.docItem, other: B.docItem },
    issues: { own: A.issue, other: B.issue },
    'issue-messages': { own: A.issueMessage, other: B.issueMessage },
    content: { own: world.publishedContent, other: world.draftContent },
    settings: { own: 'slaHours' },
    'audit-events': { own: A.auditEvent, other: B.auditEvent },
  };
}

/** A valid change per updatable resource, so a refusal is about access, not the body. */
const PATCHES: Record<string, unknown> = {
  tenants: { name: 'Renamed' },
  locations: { name: 'Renamed' },
  teams: { name: 'Renamed' },
  users: { name: 'Renamed' },
  documents: { title: 'Renamed', version: 1 },
  'doc-items': { description: 'Renamed' },
  content: { title: 'Renamed' },
};
const DELETABLE = [
  'tenants',
  'locations',
  'teams',
  'users',
  'user-locations',
  'assignments',
  'uploads',
  'documents',
  'doc-items',
  'content',
];
const TABLE: Record<string, string> = {
  tenants: 'tenant',
  locations: 'location',
  teams: 'team',
  users: 'app_user',
  'user-locations': 'user_location',
  assignments: 'assignment',
  uploads: 'upload',
  documents: 'document',
  'doc-items': 'doc_item',
  content: 'content',
};
/** Each at the version the other tenant's document has, so only access can refuse it. */
const TRANSITION_BODIES: Record<string, unknown> = {
  assign: { version: 1, assigneeId: 'x' },
  start: { version: 1 },
  submit: { version: 1 },
  'raise-issue': { version: 1, type: 'other', subject: 'S', message: 'M' },
  resolve: { version: 1 },
  'send-back': { version: 1, reasonCode: 'Illegible', comment: 'R' },
  approve: { version: 1 },
  accept: { version: 1 },
  dispute: { version: 1, reasonCode: 'Illegible', comment: 'R' },
};

describe.each(ENGINES)('authorization matrix on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let ids: ReturnType<typeof records>;
  const as = (account: Account) => client(server.url, world.users[account].token);
  /** A record is another scope's when the account is not an administrator; hqB's own is tenant B. */
  const sees = (account: Account, resource: string, which: 'own' | 'other'): boolean => {
    if (account === 'admin') return true;
    if (resource === 'content') return which === 'own';
    if (resource === 'settings') return true;
    if (account === 'hqB') return which === 'other' && !['teams', 'team-members', 'assignments'].includes(resource);
    if (resource === 'users') return which === 'own'; // the team of tenant A sees tenant A's accounts
    return which === 'own';
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    ids = records(world);
  });
  afterAll(async () => server?.close());

  for (const resource of Object.keys(READERS)) {
    it.each(ALL)(`${resource}: %s reads only its scope`, async (account) => {
      const call = as(account);
      const list = await call('GET', `/api/${resource}?_start=0&_end=1000`);
      const allowed = READERS[resource]?.includes(account);
      const { own, other } = ids[resource] ?? {};
      if (!allowed) {
        expect(list.status).toBe(403);
        expect(list.body.message).toMatch(/may not/);
        if (own) expect((await call('GET', `/api/${resource}/${own}`)).status).toBe(403);
        return;
      }
      expect(list.status).toBe(200);
      const listed = (list.body as { id: string; tenantId?: string }[]).map((row) => row.id);
      expect(Number(list.headers.get('x-total-count'))).toBe(listed.length);
      for (const which of ['own', 'other'] as const) {
        const id = which === 'own' ? own : other;
        if (!id) continue;
        const visible = sees(account, resource, which);
        expect(listed.includes(id), `${which} record listed`).toBe(visible);
        const show = await call('GET', `/api/${resource}/${id}`);
        expect(show.status, `${which} record shown`).toBe(visible ? 200 : 404);
      }
      if (account !== 'admin' && account !== 'hqB') {
        const foreign = (list.body as { tenantId?: string | null }[]).filter(
          (row) => row.tenantId && row.tenantId !== world.A.tenant,
        );
        expect(foreign).toEqual([]);
      }
    });
  }

  for (const resource of Object.keys(PATCHES)) {
    it.each(ALL.filter((a) => a !== 'admin'))(
      `${resource}: %s cannot change or delete the other scope's record`,
      async (account) => {
        const other = account === 'hqB' ? ids[resource]?.own : ids[resource]?.other;
        if (!other) throw new Error(`no record for ${resource}`);
        const table = TABLE[resource] as 'tenant';
        const before = await server.db.selectFrom(table).selectAll().where('id', '=', other).executeTakeFirstOrThrow();
        const patch = await as(account)('PATCH', `/api/${resource}/${other}`, PATCHES[resource]);
        expect([403, 404]).toContain(patch.status);
        const removed = await as(account)('DELETE', `/api/${resource}/${other}`);
        expect([403, 404]).toContain(removed.status);
        const after = await server.db.selectFrom(table).selectAll().where('id', '=', other).executeTakeFirstOrThrow();
        expect(after).toEqual(before);
      },
    );
  }

  it.each(DELETABLE.filter((r) => !PATCHES[r]))(
    "%s: no client or team account deletes the other scope's record",
    async (resource) => {
      const other = ids[resource]?.other as string;
      for (const account of ALL.filter((a) => a !== 'admin' && a !== 'hqB')) {
        const response = await as(account)('DELETE', `/api/${resource}/${other}`);
        expect([403, 404]).toContain(response.status);
      }
      const row = await server.db
        .selectFrom(TABLE[resource] as 'tenant')
        .select('id')
        .where('id', '=', other)
        .executeTakeFirst();
      expect(row?.id).toBe(other);
    },
  );

  it('uploads: nobody, not even an administrator, creates an upload row through REST (only the tus intake does)', async () => {
    const before = await server.db.selectFrom('upload').select('id').execute();
    for (const account of ALL) {
      const response = await as(account)('POST', '/api/uploads', {
        locationId: world.A.location,
        fileName: 'x.pdf',
        mimeType: 'application/pdf',
        size: 1,
        sha256: 'a'.repeat(64),
      });
      expect(response.status, account).toBe(404);
    }
    expect(await server.db.selectFrom('upload').select('id').execute()).toEqual(before);
  });

  it('answers 404, not 403, when the action is allowed but the record is out of scope', async () => {
    expect((await as('dbo')('PATCH', `/api/doc-items/${world.B.docItem}`, { description: 'x' })).status).toBe(404);
    expect((await as('dbs')('PATCH', `/api/documents/${world.B.document}`, { title: 'x', version: 1 })).status).toBe(
      404,
    );
    expect((await as('hqA')('PATCH', `/api/doc-items/${world.A.docItem}`, { description: 'x' })).status).toBe(403);
  });

  it.each(Object.keys(TRANSITION_BODIES))(
    "transition %s: nobody but an administrator moves the other tenant's document",
    async (transition) => {
      for (const account of ALL.filter((a) => a !== 'admin' && a !== 'hqB')) {
        const response = await as(account)(
          'POST',
          `/api/documents/${world.B.document}/${transition}`,
          TRANSITION_BODIES[transition],
        );
        expect([403, 404], `${account} ${transition}`).toContain(response.status);
      }
      const row = await server.db
        .selectFrom('document')
        .select('status')
        .where('id', '=', world.B.document)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('processing');
    },
  );

  it('applies a change of assignment, roles, account state or tenant state on the very next request', async () => {
    const dbs = as('dbs');
    expect((await dbs('GET', `/api/documents/${world.A.document}`)).status).toBe(200);
    await server.db.deleteFrom('assignment').where('id', '=', world.assignment).execute();
    expect((await dbs('GET', `/api/documents/${world.A.document}`)).status).toBe(404);
    expect((await dbs('GET', '/api/documents')).body).toEqual([]);
    await server.db
      .insertInto('assignment')
      .values({
        id: world.assignment,
        team_id: world.team,
        tenant_id: world.B.tenant,
        location_id: world.B.location,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await dbs('GET', `/api/documents/${world.B.document}`)).status).toBe(200);
    expect((await dbs('GET', `/api/documents/${world.A.document}`)).status).toBe(404);

    const hq = as('hqA');
    await server.db
      .updateTable('app_user')
      .set({ roles: JSON.stringify(['isGuest']) })
      .where('id', '=', world.users.hqA.id)
      .execute();
    expect((await hq('GET', '/api/documents')).status).toBe(403);
    await server.db
      .updateTable('app_user')
      .set({ roles: JSON.stringify(['isClientHq']) })
      .where('id', '=', world.users.hqA.id)
      .execute();
    expect((await hq('GET', '/api/documents')).status).toBe(200);
    await server.db.updateTable('app_user').set({ active: 0 }).where('id', '=', world.users.hqA.id).execute();
    expect((await hq('GET', '/api/documents')).status).toBe(403);
    await server.db.updateTable('app_user').set({ active: 1 }).where('id', '=', world.users.hqA.id).execute();
    await server.db.updateTable('tenant').set({ active: 0 }).where('id', '=', world.A.tenant).execute();
    const suspended = await hq('GET', '/api/documents');
    expect(suspended.status).toBe(403);
    expect(suspended.body.message).toMatch(/suspended/);
    await server.db.updateTable('tenant').set({ active: 1 }).where('id', '=', world.A.tenant).execute();
  });

  it('applies a policy change without a restart', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-policy-')), 'policy.csv');
    const shipped = fs.readFileSync('policies/policy.csv', 'utf8');
    fs.writeFileSync(file, shipped);
    const own = await startApiServer(engine, file);
    try {
      const ownWorld = await buildWorld(own.db);
      const hq = client(own.url, ownWorld.users.hqA.token);
      expect((await hq('GET', '/api/documents')).status).toBe(200);
      fs.writeFileSync(
        file,
        shipped
          .split('\n')
          .filter((line) => !line.endsWith(', documents:read'))
          .join('\n'),
      );
      await own.policy.reload();
      expect((await hq('GET', '/api/documents')).status).toBe(403);
    } finally {
      await own.close();
    }
  });
});

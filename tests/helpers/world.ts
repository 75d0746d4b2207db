/**
 * A small world for the API tests: tenants A and B, locations, a team assigned to tenant A,
 * one signed-in account per role (client roles in tenant A, plus client HQ of tenant B), and
 * records of every kind in both tenants. Everything is made directly in the database.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../src/common/roles.js';
import type { Database } from '../../src/server/db/schema.js';
import { createIdentity, idTokenFor, uniqueEmail } from './identity.js';
import { insertTenant } from './tenant.js';

export const ACCOUNTS = ['hqA', 'supA', 'guestA', 'upA', 'admin', 'dbs', 'dbo', 'hqB'] as const;
export type Account = (typeof ACCOUNTS)[number];

const ROLES_OF: Record<Account, { roles: Role[]; tenant: 'A' | 'B' | null }> = {
  hqA: { roles: ['isClientHq'], tenant: 'A' },
  supA: { roles: ['ClientSupervisor'], tenant: 'A' },
  guestA: { roles: ['isGuest'], tenant: 'A' },
  upA: { roles: ['isUploader'], tenant: 'A' },
  admin: { roles: ['isDbAdmin'], tenant: null },
  dbs: { roles: ['isDbs'], tenant: null },
  dbo: { roles: ['isDbo'], tenant: null },
  hqB: { roles: ['isClientHq'], tenant: 'B' },
};

/** Ids of the records made for one tenant. */
export interface TenantRecords {
  tenant: string;
  location: string;
  otherLocation: string;
  upload: string;
  document: string;
  docItem: string;
  issue: string;
  issueMessage: string;
  userLocation: string;
  auditEvent: string;
}

export interface World {
  users: Record<Account, { id: string; email: string; token: string }>;
  A: TenantRecords;
  B: TenantRecords;
  team: string;
  otherTeam: string;
  teamMember: string;
  assignment: string;
  otherAssignment: string;
  publishedContent: string;
  draftContent: string;
}

export async function buildWorld(db: Kysely<Database>): Promise<World> {
  const now = new Date().toISOString();
  const id = () => randomUUID();
  const tenantIds = {
    A: await insertTenant(db, 'Tenant A', { createdAt: now }),
    B: await insertTenant(db, 'Tenant B', { createdAt: now }),
  };

  const users = {} as World['users'];
  for (const account of ACCOUNTS) {
    const email = uniqueEmail(account.toLowerCase());
    const { roles, tenant } = ROLES_OF[account];
    const userId = id();
    await db
      .insertInto('app_user')
      .values({
        id: userId,
        email,
        name: account,
        roles: JSON.stringify(roles),
        tenant_id: tenant ? tenantIds[tenant] : null,
        created_at: now,
      })
      .execute();
    users[account] = { id: userId, email, token: '' };
  }
  await Promise.all(
    ACCOUNTS.map(async (account) => {
      await createIdentity(users[account].email);
      users[account].token = await idTokenFor(users[account].email);
    }),
  );

  const team = id();
  const otherTeam = id();
  await db
    .insertInto('team')
    .values([
      { id: team, name: `Team ${team}`, supervisor_id: users.dbs.id, created_at: now },
      { id: otherTeam, name: `Team ${otherTeam}`, supervisor_id: null, created_at: now },
    ])
    .execute();
  const teamMember = id();
  await db
    .insertInto('team_member')
    .values({ id: teamMember, team_id: team, user_id: users.dbo.id, created_at: now })
    .execute();

  const records = async (key: 'A' | 'B'): Promise<TenantRecords> => {
    const tenant = tenantIds[key];
    const r: TenantRecords = {
      tenant,
      location: id(),
      otherLocation: id(),
      upload: id(),
      document: id(),
      docItem: id(),
      issue: id(),
      issueMessage: id(),
      userLocation: id(),
      auditEvent: id(),
    };
    await db
      .insertInto('location')
      .values([
        { id: r.location, tenant_id: tenant, name: `${key} main`, address: null, created_at: now },
        { id: r.otherLocation, tenant_id: tenant, name: `${key} second`, address: null, created_at: now },
      ])
      .execute();
    const uploader = key === 'A' ? users.upA.id : users.hqB.id;
    await db
      .insertInto('upload')
      .values({
        id: r.upload,
        tenant_id: tenant,
        location_id: r.location,
        uploader_id: uploader,
        file_name: `${key}.pdf`,
        mime_type: 'application/pdf',
        size: 10,
        sha256: '0'.repeat(64),
        storage_key: `uploads/${r.upload}`,
        status: 'accepted',
        created_at: now,
      })
      .execute();
    const where = { tenant_id: tenant, location_id: r.location };
    await db
      .insertInto('document')
      .values({
        id: r.document,
        ...where,
        upload_id: r.upload,
        title: `${key} invoice`,
        status: 'processing',
        assignee_id: key === 'A' ? users.dbo.id : null,
        due_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('doc_item')
      .values({
        id: r.docItem,
        document_id: r.document,
        ...where,
        item_date: '2024-01-02',
        description: 'Paper',
        category: 'office',
        amount_cents: 1234,
        currency: 'EUR',
        tax_cents: 100,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('issue')
      .values({
        id: r.issue,
        document_id: r.document,
        ...where,
        subject: 'Unclear total',
        status: 'open',
        raised_by: users.dbo.id,
        created_at: now,
        resolved_at: null,
      })
      .execute();
    await db
      .insertInto('issue_message')
      .values({
        id: r.issueMessage,
        issue_id: r.issue,
        ...where,
        author_id: users.dbo.id,
        body: 'Which total?',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('user_location')
      .values({
        id: r.userLocation,
        user_id: key === 'A' ? users.upA.id : users.hqB.id,
        location_id: r.location,
        tenant_id: tenant,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('audit_event')
      .values({
        id: r.auditEvent,
        at: now,
        actor_id: null,
        actor_email: null,
        entity: 'document',
        entity_id: r.document,
        action: 'create',
        from_state: null,
        to_state: 'new',
        tenant_id: tenant,
        note: null,
      })
      .execute();
    return r;
  };
  const A = await records('A');
  const B = await records('B');
  const assignment = id();
  const otherAssignment = id();
  await db
    .insertInto('assignment')
    .values([
      { id: assignment, team_id: team, tenant_id: A.tenant, location_id: null, created_at: now },
      { id: otherAssignment, team_id: otherTeam, tenant_id: B.tenant, location_id: null, created_at: now },
    ])
    .execute();
  const publishedContent = id();
  const draftContent = id();
  await db
    .insertInto('content')
    .values([
      {
        id: publishedContent,
        kind: 'blog',
        slug: `post-${publishedContent.slice(0, 8)}`,
        title: 'Hello',
        markdown: '# Hi',
        locale: 'en',
        published: 1,
        created_at: now,
        updated_at: now,
      },
      {
        id: draftContent,
        kind: 'blog',
        slug: `draft-${draftContent.slice(0, 8)}`,
        title: 'Draft',
        markdown: '# Soon',
        locale: 'en',
        published: 0,
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  return { users, A, B, team, otherTeam, teamMember, assignment, otherAssignment, publishedContent, draftContent };
}

/** fetch with the account's token and a JSON body. */
export function client(baseUrl: string, token: string) {
  return async (method: string, path: string, body?: unknown, raw?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, body: json as any, headers: response.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/**
 * What the document-work tests add to the shared world: more DBO users (signed in), teams with
 * assignments, and documents in any state, made directly in the database.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { insertTenant } from '../../helpers/tenant.js';

export interface Person {
  id: string;
  email: string;
  token: string;
}

export async function addUser(db: Kysely<Database>, name: string, roles: string[] = ['isDbo']): Promise<Person> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W/g, ''));
  const id = randomUUID();
  await db
    .insertInto('app_user')
    .values({ id, email, name, roles: JSON.stringify(roles), tenant_id: null, created_at: new Date().toISOString() })
    .execute();
  await createIdentity(email);
  return { id, email, token: await idTokenFor(email) };
}

export async function addMember(db: Kysely<Database>, teamId: string, userId: string): Promise<void> {
  await db
    .insertInto('team_member')
    .values({ id: randomUUID(), team_id: teamId, user_id: userId, created_at: new Date().toISOString() })
    .execute();
}

/** A team led by supervisorId, working a tenant (or one location of it). */
export async function addTeam(
  db: Kysely<Database>,
  supervisorId: string | null,
  tenantId: string,
  locationId: string | null = null,
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('team')
    .values({ id, name: `Team ${id}`, supervisor_id: supervisorId, created_at: now })
    .execute();
  await db
    .insertInto('assignment')
    .values({ id: randomUUID(), team_id: id, tenant_id: tenantId, location_id: locationId, created_at: now })
    .execute();
  return id;
}

export async function addTenant(db: Kysely<Database>, name: string): Promise<{ tenant: string; location: string }> {
  const now = new Date().toISOString();
  const tenant = await insertTenant(db, name, { createdAt: now });
  const location = randomUUID();
  await db
    .insertInto('location')
    .values({ id: location, tenant_id: tenant, name: `${name} main`, address: null, created_at: now })
    .execute();
  return { tenant, location };
}

export interface DocumentSpec {
  tenantId: string;
  locationId: string;
  status?: string;
  assigneeId?: string | null;
  dueAt?: string | null;
  createdAt?: string;
  title?: string;
  vendor?: string | null;
  docNumber?: string | null;
  docDate?: string | null;
  totalCents?: number | null;
  currency?: string | null;
  sentBackReason?: string | null;
  uploadId?: string | null;
}

export async function addDocument(db: Kysely<Database>, spec: DocumentSpec): Promise<string> {
  const id = randomUUID();
  const created = spec.createdAt ?? new Date().toISOString();
  await db
    .insertInto('document')
    .values({
      id,
      tenant_id: spec.tenantId,
      location_id: spec.locationId,
      upload_id: spec.uploadId ?? null,
      title: spec.title ?? `Document ${id.slice(0, 8)}`,
      status: spec.status ?? 'new',
      assignee_id: spec.assigneeId ?? null,
      due_at: spec.dueAt ?? null,
      created_at: created,
      updated_at: created,
      vendor: spec.vendor ?? null,
      doc_number: spec.docNumber ?? null,
      doc_date: spec.docDate ?? null,
      total_cents: spec.totalCents ?? null,
      currency: spec.currency ?? null,
      sent_back_reason: spec.sentBackReason ?? null,
      sent_back_at: spec.sentBackReason ? created : null,
    })
    .execute();
  return id;
}

export async function stored(db: Kysely<Database>, id: string) {
  return db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function auditActions(db: Kysely<Database>, id: string): Promise<string[]> {
  const rows = await db.selectFrom('audit_event').select('action').where('entity_id', '=', id).orderBy('at').execute();
  return rows.map((row) => row.action);
}

/** An ISO time hours from now. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** Reading and writing user records; the row shape stays inside this file. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { isRole, type Role } from '../../common/roles.js';
import type { UserRecord } from '../../common/user.js';
import type { AppUserTable, Database } from './schema.js';

function toUserRecord(row: Selectable<AppUserTable>): UserRecord {
  const parsed: unknown = JSON.parse(row.roles);
  const roles = Array.isArray(parsed) ? parsed.filter(isRole) : [];
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles,
    tenantId: row.tenant_id,
    active: row.active === 1,
    createdAt: row.created_at,
    language: row.language === 'en' || row.language === 'es' || row.language === 'fr' ? row.language : null,
  };
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('app_user').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row ? toUserRecord(row) : undefined;
}

export interface NewUser {
  email: string;
  name: string;
  roles: readonly Role[];
  tenantId: string | null;
}

/** Inserts the user unless one with that email exists; never overwrites. Returns the stored record. */
export async function ensureUser(db: Kysely<Database>, user: NewUser): Promise<UserRecord> {
  await db
    .insertInto('app_user')
    .values({
      id: randomUUID(),
      email: user.email.toLowerCase(),
      name: user.name,
      roles: JSON.stringify(user.roles),
      tenant_id: user.tenantId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const stored = await findUserByEmail(db, user.email);
  if (!stored) throw new Error(`user ${user.email} was not stored`);
  return stored;
}

/** Inserts the tenant unless one with that name exists. Returns its id. */
export async function ensureTenant(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('tenant')
    .values({ id: randomUUID(), name, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('tenant').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** Whether a stored user row (roles as JSON text) has the role. */
export function hasRole(row: { roles?: unknown }, role: Role): boolean {
  try {
    const parsed: unknown = JSON.parse(String(row.roles ?? '[]'));
    return Array.isArray(parsed) && parsed.includes(role);
  } catch {
    return false;
  }
}

/**
 * The one way the tests make a client (tenant) directly in the database: its name is the given
 * label and its id, so names stay unique across the files that share a PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.js';

export interface TenantFixture {
  /** 0 for a suspended client (default: active). */
  active?: 0 | 1;
  createdAt?: string;
}

/** Inserts a tenant named `<label> <id>` and answers its id. */
export async function insertTenant(db: Kysely<Database>, label: string, fixture: TenantFixture = {}): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('tenant')
    .values({
      id,
      name: `${label} ${id}`,
      created_at: fixture.createdAt ?? new Date().toISOString(),
      ...(fixture.active === undefined ? {} : { active: fixture.active }),
    })
    .execute();
  return id;
}

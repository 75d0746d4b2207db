/** What the notification tests add to the shared world: people of tenant B, and reading notices. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import type { Person } from '../documents/fixture.js';

/** A signed-in person of a tenant (or of the back office with tenantId null). */
export async function addPerson(
  db: Kysely<Database>,
  name: string,
  roles: string[],
  tenantId: string | null,
): Promise<Person> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W/g, ''));
  const id = randomUUID();
  await db
    .insertInto('app_user')
    .values({
      id,
      email,
      name,
      roles: JSON.stringify(roles),
      tenant_id: tenantId,
      created_at: new Date().toISOString(),
    })
    .execute();
  await createIdentity(email);
  return { id, email, token: await idTokenFor(email) };
}

export interface StoredNotice {
  kind: string;
  document_id: string;
  issue_id: string | null;
  actor_id: string | null;
  reason_code: string | null;
  note: string | null;
}

/** The notices a person has about one document, oldest first (straight from the table). */
export async function noticesOf(db: Kysely<Database>, userId: string, documentId?: string): Promise<StoredNotice[]> {
  let query = db
    .selectFrom('notification')
    .select(['kind', 'document_id', 'issue_id', 'actor_id', 'reason_code', 'note'])
    .where('user_id', '=', userId);
  if (documentId) query = query.where('document_id', '=', documentId);
  return query.orderBy('created_at').orderBy('id').execute();
}

export const kindsOf = async (db: Kysely<Database>, userId: string, documentId?: string) =>
  (await noticesOf(db, userId, documentId)).map((notice) => notice.kind);

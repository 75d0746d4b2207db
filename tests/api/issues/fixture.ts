/** Issues with their first message, made directly in the database for the resolution center's tests. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.js';

export interface IssueSpec {
  documentId: string;
  tenantId: string;
  locationId: string;
  raisedBy: string;
  type?: string;
  waitingOn?: 'client' | 'back_office';
  status?: 'open' | 'resolved';
  createdAt?: string;
  subject?: string;
  message?: string;
}

export async function addIssue(db: Kysely<Database>, spec: IssueSpec): Promise<string> {
  const id = randomUUID();
  const at = spec.createdAt ?? new Date().toISOString();
  const where = { tenant_id: spec.tenantId, location_id: spec.locationId };
  await db
    .insertInto('issue')
    .values({
      id,
      document_id: spec.documentId,
      ...where,
      subject: spec.subject ?? `Issue ${id.slice(0, 8)}`,
      status: spec.status ?? 'open',
      raised_by: spec.raisedBy,
      created_at: at,
      resolved_at: spec.status === 'resolved' ? at : null,
      type: spec.type ?? 'client_question',
      waiting_on: spec.waitingOn ?? 'client',
    })
    .execute();
  await db
    .insertInto('issue_message')
    .values({
      id: randomUUID(),
      issue_id: id,
      ...where,
      author_id: spec.raisedBy,
      body: spec.message ?? 'First message',
      created_at: at,
    })
    .execute();
  return id;
}

/** An ISO time hours ago. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * The document an accepted upload opens (status new, due after the SLA's business hours), with its audit
 * event. Called inside the transaction that writes the upload row (finish-upload.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { freshClock, slaTermsFor } from '../sla/sla-terms.js';

export interface NewUpload {
  id: string;
  tenant_id: string;
  location_id: string;
  file_name: string;
}

/** Inserts the upload's document; returns its id. */
export async function openDocumentFor(
  db: Transaction<Database>,
  upload: NewUpload,
  actor: { id: string; email: string },
  now: string,
): Promise<string> {
  // A provisional clock until assignment starts the real one: assign work shows its time left.
  const clock = freshClock(await slaTermsFor(db, upload.tenant_id), now);
  const documentId = randomUUID();
  await db
    .insertInto('document')
    .values({
      id: documentId,
      tenant_id: upload.tenant_id,
      location_id: upload.location_id,
      upload_id: upload.id,
      title: upload.file_name,
      status: 'new',
      assignee_id: null,
      ...clock,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await recordAudit(
    db,
    { actor, entity: 'document', entityId: documentId, action: 'create', toState: 'new', tenantId: upload.tenant_id },
    now,
  );
  return documentId;
}

/**
 * What each webhook event says, read inside the transaction of the write that causes it, so the
 * payload is the record as that write left it (an archived document's header and items).
 */
import type { Kysely } from 'kysely';
import type { WebhookEventType } from '../../common/webhooks.js';
import { issueWaitingOnClient } from '../db/issue-waiting-on-client.js';
import type { Database } from '../db/schema.js';

const amount = (value: number | string | null) => (value === null ? null : Number(value));

async function documentHeader(db: Kysely<Database>, documentId: string) {
  const row = await db.selectFrom('document').selectAll().where('id', '=', documentId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    locationId: row.location_id,
    uploadId: row.upload_id,
    title: row.title,
    status: row.status,
    vendor: row.vendor,
    docNumber: row.doc_number,
    docDate: row.doc_date,
    totalCents: amount(row.total_cents),
    currency: row.currency,
    dueAt: row.due_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function documentItems(db: Kysely<Database>, documentId: string) {
  const rows = await db
    .selectFrom('doc_item')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    itemDate: row.item_date,
    description: row.description,
    category: row.category,
    amountCents: amount(row.amount_cents),
    taxCents: amount(row.tax_cents),
    currency: row.currency,
  }));
}

async function issueOf(db: Kysely<Database>, issueId: string) {
  const row = await db.selectFrom('issue').selectAll().where('id', '=', issueId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    documentId: row.document_id,
    subject: row.subject,
    type: row.type,
    status: row.status,
    waitingOn: row.waiting_on,
    createdAt: row.created_at,
  };
}

/** The open issue a raise-issue step just opened on the document, when it waits on the client. */
async function issueOpenedForClient(db: Kysely<Database>, documentId: string) {
  const issueId = await issueWaitingOnClient(db, documentId);
  return issueId ? issueOf(db, issueId) : null;
}

/** What the mapping reads of an audit event (db/audit.ts's AuditEntry, which imports this module). */
export interface AuditedAction {
  actor: { id: string; email: string } | null;
  entity: string;
  entityId: string;
  action: string;
  toState?: string | null;
  tenantId?: string | null;
  note?: string | null;
  reasonCode?: string | null;
  changes?: Record<string, { from: unknown; to: unknown }> | null;
}

export interface WebhookEventDraft {
  type: WebhookEventType;
  tenantId: string;
  data: Record<string, unknown>;
}

/** The webhook event an audited action is, if any (null for every other action: no query at all). */
export function webhookTypeOf(entry: AuditedAction): WebhookEventType | 'issue?' | null {
  if (!entry.tenantId) return null;
  if (entry.entity === 'upload' && entry.action === 'create') return 'upload.accepted';
  if (entry.entity === 'document') {
    switch (entry.action) {
      case 'approve':
        return 'document.approved';
      case 'accept':
        return 'document.archived';
      case 'dispute':
        return 'document.disputed';
      case 'sla-breach':
        return 'sla.breached';
      case 'raise-issue':
        return 'issue?';
    }
  }
  if (
    entry.entity === 'issue' &&
    (entry.action === 'reopen' || (entry.action === 'answer' && entry.toState === 'client'))
  ) {
    return 'issue?';
  }
  return null;
}

const actorOf = (entry: AuditedAction) => (entry.actor ? { id: entry.actor.id, email: entry.actor.email } : null);

/** The event's data, read in the write's transaction; null when the action turns out not to be one. */
export async function webhookEventOf(db: Kysely<Database>, entry: AuditedAction): Promise<WebhookEventDraft | null> {
  const type = webhookTypeOf(entry);
  const tenantId = entry.tenantId;
  if (!type || !tenantId) return null;
  const actor = actorOf(entry);
  if (type === 'upload.accepted') {
    const upload = await db.selectFrom('upload').selectAll().where('id', '=', entry.entityId).executeTakeFirst();
    if (!upload) return null;
    const document = await db.selectFrom('document').select('id').where('upload_id', '=', upload.id).executeTakeFirst();
    return {
      type,
      tenantId,
      data: {
        upload: {
          id: upload.id,
          tenantId: upload.tenant_id,
          locationId: upload.location_id,
          fileName: upload.file_name,
          mimeType: upload.mime_type,
          size: Number(upload.size),
          sha256: upload.sha256,
          createdAt: upload.created_at,
        },
        documentId: document?.id ?? null,
        actor,
      },
    };
  }
  if (type === 'issue?') {
    const issue =
      entry.entity === 'document' ? await issueOpenedForClient(db, entry.entityId) : await issueOf(db, entry.entityId);
    if (!issue || issue.waitingOn !== 'client' || issue.status !== 'open') return null;
    return {
      type: 'issue.waiting_on_client',
      tenantId,
      data: { issue, document: await documentHeader(db, issue.documentId), actor },
    };
  }
  const document = await documentHeader(db, entry.entityId);
  if (!document) return null;
  const data: Record<string, unknown> = { document, actor };
  if (type === 'document.archived') data.items = await documentItems(db, entry.entityId);
  if (type === 'document.disputed') data.reason = { code: entry.reasonCode ?? null, note: entry.note ?? null };
  if (type === 'sla.breached') data.breachedAt = (entry.changes?.slaBreachedAt?.to as string | undefined) ?? null;
  return { type, tenantId, data };
}

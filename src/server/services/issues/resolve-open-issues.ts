/**
 * The document's resolve step settles every open issue at once; each resolution is audited on
 * its issue too, so the document's timeline keeps it even if the issue is reopened later.
 */
import type { Transaction } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import { eventBy, recordAudit } from '../../db/audit.js';
import type { Database, StoredDocument } from '../../db/schema.js';
import { openIssuesOf } from './open-issues.js';

export async function resolveOpenIssues(
  db: Transaction<Database>,
  principal: Pick<Principal, 'id' | 'email'>,
  document: Pick<StoredDocument, 'id' | 'tenant_id'>,
  note: string | null,
  now: string,
): Promise<void> {
  const open = await openIssuesOf(db, document.id).execute();
  await db
    .updateTable('issue')
    .set({ status: 'resolved', resolved_at: now, resolved_by: principal.id })
    .where('document_id', '=', document.id)
    .where('status', '=', 'open')
    .execute();
  for (const issue of open) {
    await recordAudit(
      db,
      eventBy(principal, 'issue', { id: issue.id, tenantId: document.tenant_id }, 'resolve', {
        fromState: 'open',
        toState: 'resolved',
        note,
      }),
      now,
    );
  }
}

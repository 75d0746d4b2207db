/**
 * POST /api/documents/:id/resolve {version, note?}: the open issues are settled and processing
 * resumes. Each issue's resolution is audited on the issue too, so the document's timeline
 * keeps it even if the issue is reopened later.
 */
import { resolveDocumentBody } from '../../../../common/schemas/document.js';
import { recordAudit } from '../../../db/audit.js';
import type { TransitionDef } from './transition.js';

export const resolveDocument: TransitionDef<typeof resolveDocumentBody> = {
  name: 'resolve',
  body: resolveDocumentBody,
  apply: async ({ db, document, principal, now, body }) => {
    const open = await db
      .selectFrom('issue')
      .select('id')
      .where('document_id', '=', document.id)
      .where('status', '=', 'open')
      .execute();
    await db
      .updateTable('issue')
      .set({ status: 'resolved', resolved_at: now, resolved_by: principal.id })
      .where('document_id', '=', document.id)
      .where('status', '=', 'open')
      .execute();
    for (const issue of open) {
      await recordAudit(
        db,
        {
          actor: { id: principal.id, email: principal.email },
          entity: 'issue',
          entityId: issue.id,
          action: 'resolve',
          fromState: 'open',
          toState: 'resolved',
          tenantId: document.tenant_id,
          note: body.note ?? null,
        },
        now,
      );
    }
    return {};
  },
  note: (body) => body.note,
};

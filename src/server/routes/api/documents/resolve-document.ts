/** POST /api/documents/:id/resolve {version, note?}: the open issues are settled and processing resumes. */
import { resolveDocumentBody } from '../../../../common/schemas/document.js';
import type { TransitionDef } from './transition.js';

export const resolveDocument: TransitionDef<typeof resolveDocumentBody> = {
  name: 'resolve',
  body: resolveDocumentBody,
  apply: async ({ db, document, principal, now }) => {
    await db
      .updateTable('issue')
      .set({ status: 'resolved', resolved_at: now, resolved_by: principal.id })
      .where('document_id', '=', document.id)
      .where('status', '=', 'open')
      .execute();
    return {};
  },
  note: (body) => body.note,
};

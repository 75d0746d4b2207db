/**
 * POST /api/documents/:id/assign {version, assigneeId, dueAt?}: a DBS supervisor gives a new
 * (or reassigns an assigned) document to an active DBO user of a team they lead whose team
 * works the document's tenant or location. Due at dueAt, else now plus the SLA setting; a
 * reassignment keeps its due time.
 */
import { assignDocumentBody } from '../../../../common/schemas/document.js';
import { assignmentColumns, requireAssignable } from '../../../services/document-assignment.js';
import { slaHours } from '../../../services/sla.js';
import type { TransitionDef } from './transition.js';

export const assignDocument: TransitionDef<typeof assignDocumentBody> = {
  name: 'assign',
  body: assignDocumentBody,
  apply: async ({ db, principal, body, document, now }) => {
    await requireAssignable(db, principal, document, body.assigneeId);
    return assignmentColumns(document, body.assigneeId, { dueAt: body.dueAt, slaHours: await slaHours(db), now });
  },
};

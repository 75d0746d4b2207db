/** Whether the DBO may key this document now, and if not, why (a locale key in `processing`). */
import type { DocumentWork } from '../../../../common/schemas/document-work';

export type AccessReason = 'notMine' | 'notStarted' | 'onHold' | 'done' | 'notAssigned';

export type DocumentAccess = { editable: true } | { editable: false; reason: AccessReason; mayStart: boolean };

export function documentAccess(
  document: Pick<DocumentWork['document'], 'status' | 'assigneeId'>,
  me: string | undefined,
): DocumentAccess {
  const mine = me !== undefined && document.assigneeId === me;
  if (document.status === 'new' || document.assigneeId === null)
    return { editable: false, reason: 'notAssigned', mayStart: false };
  if (!mine) return { editable: false, reason: 'notMine', mayStart: false };
  if (document.status === 'processing') return { editable: true };
  if (document.status === 'assigned') return { editable: false, reason: 'notStarted', mayStart: true };
  if (document.status === 'on_hold') return { editable: false, reason: 'onHold', mayStart: false };
  return { editable: false, reason: 'done', mayStart: false };
}

/**
 * What a person is told about, and where each notice takes them. The server writes one row per
 * recipient in the step's transaction; the bell, the list and the digest read these kinds.
 */
import { openDocumentPath } from './open-document.js';
import type { Role } from './roles.js';

export const NOTIFICATION_KINDS = [
  'assigned',
  'sent_back',
  'issue_raised',
  'issue_answer',
  'approved',
  'disputed',
  'sla_warning',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds about an issue thread: they open the resolution page on that issue where the role has one. */
const ISSUE_KINDS: readonly NotificationKind[] = ['issue_raised', 'issue_answer', 'disputed'];

export interface NotificationTarget {
  kind: NotificationKind;
  documentId: string;
  documentStatus: string;
  assigneeId: string | null;
  issueId: string | null;
}

/** The screen a notice opens for its reader: the issue's thread, else the document where the role works it. */
export function notificationPath(
  target: NotificationTarget,
  me: string | undefined,
  roles: readonly Role[] | readonly string[],
): string | null {
  const has = (role: Role) => (roles as readonly string[]).includes(role);
  if (target.issueId && ISSUE_KINDS.includes(target.kind)) {
    const issue = encodeURIComponent(target.issueId);
    if (has('isDbo')) return `/dbbs/ResolutionCenter?issue=${issue}`;
    if (has('isDbs') || has('ClientSupervisor')) return `/dbbs/dbsarea/resolution?issue=${issue}`;
  }
  return openDocumentPath(
    { id: target.documentId, status: target.documentStatus, assigneeId: target.assigneeId },
    me,
    roles,
  );
}

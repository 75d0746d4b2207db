/**
 * Where opening a document goes, for the person opening it: the page that works the document in
 * its state for their role (processing for its DBO, approval for the supervisor, review for the
 * client), else its whole story where the role has that page (the client supervisor's details),
 * else the back office's read-only view of it. One rule, so every list opens documents alike.
 */
import type { Role } from './roles.js';

export const processingPath = (id: string) => `/dbbs/dboarea/processing?document=${encodeURIComponent(id)}`;
export const approvePath = (id: string) => `/dbbs/dbsarea/approve?document=${encodeURIComponent(id)}`;
export const reviewPath = (id: string) => `/client/review?document=${encodeURIComponent(id)}`;
export const detailsPath = (id: string) => `/client/details?document=${encodeURIComponent(id)}`;

export interface OpenableDocument {
  id: string;
  status: string;
  assigneeId: string | null;
}

export function openDocumentPath(
  document: OpenableDocument,
  me: string | undefined,
  roles: readonly Role[] | readonly string[],
): string | null {
  const has = (role: Role) => (roles as readonly string[]).includes(role);
  const mine = me !== undefined && document.assigneeId === me;
  if (has('isDbo') && mine && ['assigned', 'processing', 'on_hold'].includes(document.status))
    return processingPath(document.id);
  if ((has('isDbs') || has('isDbAdmin')) && document.status === 'processed') return approvePath(document.id);
  if (has('ClientSupervisor') && document.status === 'approved') return reviewPath(document.id);
  if (has('ClientSupervisor')) return detailsPath(document.id);
  // Details is the client supervisor's page: the back office reads a document where it works them.
  if (has('isDbo')) return processingPath(document.id);
  if (has('isDbs') || has('isDbAdmin')) return approvePath(document.id);
  return null;
}

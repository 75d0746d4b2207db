/** Answers of the administrators' routes (src/server/routes/api/admin), as both sides read them. */
import type { DocumentStatus } from './workflow.js';

/** GET /api/admin/summary: the administrator's home counts. */
export interface AdminSummary {
  asOf: string;
  since: string;
  tenants: number;
  activeTenants: number;
  activeUsers: number;
  documents: { total: number; byStatus: Record<DocumentStatus, number> };
  uploadsToday: number;
  openIssues: number;
  overdueDocuments: number;
}

/** One entry of the access-policy history: who changed which lines, and what it undid. */
export interface PolicyChange {
  id: string;
  at: string;
  actorEmail: string | null;
  added: string[];
  removed: string[];
  revertsId: string | null;
}

/**
 * The answers of the queue routes (/api/documents/my-queue, dashboard, workload) as the pages
 * read them.
 */
export interface QueueDocument {
  id: string;
  title: string;
  status: string;
  version: number;
  tenantId: string;
  locationId: string;
  tenantName?: string | null;
  locationName?: string | null;
  assigneeId: string | null;
  dueAt: string | null;
  createdAt: string;
  vendor?: string | null;
  docNumber?: string | null;
  sentBackReason?: string | null;
  overdue?: boolean;
}

export interface DboLoad {
  userId: string;
  name: string;
  email: string;
  open: number;
  dueToday: number;
  overdue: number;
}

export interface QueueDashboard {
  counts: Record<string, number>;
  overdue: number;
  dueToday: number;
  loads: DboLoad[];
  oldestWaiting: QueueDocument | null;
}

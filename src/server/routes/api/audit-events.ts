/** /api/audit-events: read-only; events are written by the writes they record. */
import { auditEventRecord } from '../../../common/schemas/audit-event.js';
import type { ResourceDef } from '../../http/resource.js';

export const auditEvents: ResourceDef = {
  name: 'audit-events',
  table: 'audit_event',
  entity: 'audit_event',
  record: auditEventRecord,
  defaultSort: { field: 'at', order: 'desc' },
};

/** /api/audit-events: read-only; events are written by the writes they record. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import { auditEventRecord } from '../../../common/schemas/audit-event.js';
import type { ResourceDef } from '../../http/resource.js';

const auditEvents: ResourceDef = {
  name: 'audit-events',
  table: 'audit_event',
  entity: 'audit_event',
  record: auditEventRecord,
  defaultSort: { field: 'at', order: 'desc' },
};

export function auditEventResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, auditEvents);
}

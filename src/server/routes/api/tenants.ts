/** /api/tenants: client companies. Administrators manage them; others see the ones in scope. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import { tenantCreate, tenantRecord, tenantUpdate } from '../../../common/schemas/tenant.js';
import type { ResourceDef } from '../../http/resource.js';

const tenants: ResourceDef = {
  name: 'tenants',
  table: 'tenant',
  entity: 'tenant',
  record: tenantRecord,
  create: tenantCreate,
  update: tenantUpdate,
  remove: true,
  search: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
};

export function tenantResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, tenants);
}

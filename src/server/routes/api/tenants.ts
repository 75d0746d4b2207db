/** /api/tenants: client companies. Administrators manage them; others see the ones in scope. */
import { tenantCreate, tenantRecord, tenantUpdate } from '../../../common/schemas/tenant.js';
import type { ResourceDef } from '../../http/resource.js';

export const tenants: ResourceDef = {
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

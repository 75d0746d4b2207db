/** /api/locations: a tenant's sites, where uploaders work. */
import { locationCreate, locationRecord, locationUpdate } from '../../../common/schemas/location.js';
import type { ResourceDef } from '../../http/resource.js';

export const locations: ResourceDef = {
  name: 'locations',
  table: 'location',
  entity: 'location',
  record: locationRecord,
  create: locationCreate,
  update: locationUpdate,
  remove: true,
  search: ['name', 'address'],
  defaultSort: { field: 'name', order: 'asc' },
  references: { tenantId: 'tenant' },
};

/** /api/locations: a tenant's sites, where uploaders work. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import { locationCreate, locationRecord, locationUpdate } from '../../../common/schemas/location.js';
import type { ResourceDef } from '../../http/resource.js';

const locations: ResourceDef = {
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

export function locationResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, locations);
}

/**
 * /api/users and /api/user-locations: accounts, read only (they are written only through the
 * administration operations, routes/api/admin/user-accounts/, which keep the Firebase sign-in
 * in step), and which locations an uploader works at. The sign-in record (POST /api/authuser)
 * reads the same rows.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import { userAccountRecord, userLocationCreate, userLocationRecord } from '../../../common/schemas/user.js';
import type { ResourceDef } from '../../http/resource.js';

const users: ResourceDef = {
  name: 'users',
  table: 'app_user',
  entity: 'user',
  record: userAccountRecord,
  search: ['email', 'name'],
  defaultSort: { field: 'email', order: 'asc' },
};

const userLocations: ResourceDef = {
  name: 'user-locations',
  table: 'user_location',
  entity: 'user_location',
  record: userLocationRecord,
  create: userLocationCreate,
  remove: true,
  defaultSort: { field: 'createdAt', order: 'asc' },
  references: { userId: 'app_user', locationId: 'location' },
  // The tenant is the location's: a membership can never cross tenants.
  buildRow: (_body, { refs }) => ({ tenant_id: refs.locationId?.tenant_id }),
};

export function userResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, users);
  registerResource(app, context, userLocations);
}

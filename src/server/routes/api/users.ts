/**
 * /api/users and /api/user-locations: accounts as administrators manage them, and which
 * locations an uploader works at. The sign-in record (POST /api/authuser) reads the same rows.
 */
import {
  userAccountCreate,
  userAccountRecord,
  userAccountUpdate,
  userLocationCreate,
  userLocationRecord,
} from '../../../common/schemas/user.js';
import { setSignInEnabled } from '../../auth/firebase.js';
import type { Row } from '../../db/loose.js';
import { assertNotLastAdministrator } from './admin/last-administrator.js';
import type { ResourceDef } from './resource.js';

/** The stored user as the last-administrator check reads it. */
const candidate = (row: Row) => ({ id: String(row.id), roles: String(row.roles ?? '[]'), active: Number(row.active) });

export const users: ResourceDef = {
  name: 'users',
  table: 'app_user',
  entity: 'user',
  record: userAccountRecord,
  create: userAccountCreate,
  update: userAccountUpdate,
  remove: true,
  search: ['email', 'name'],
  defaultSort: { field: 'email', order: 'asc' },
  references: { tenantId: 'tenant' },
  // The last active administrator keeps the role, stays active and stays (409, nothing changed).
  beforeUpdate: async (existing, changes, { db }) => {
    await assertNotLastAdministrator(db, candidate(existing), {
      ...(typeof changes.roles === 'string' ? { roles: JSON.parse(changes.roles) as string[] } : {}),
      ...(changes.active !== undefined ? { active: changes.active === 1 } : {}),
    });
    return {};
  },
  beforeDelete: async (existing, { db }) => {
    await assertNotLastAdministrator(db, candidate(existing), { deleted: true });
  },
  // The sign-in account follows the record: disabled (tokens revoked) with it or once it is
  // deleted, enabled again with it, as on the administration screen's own route.
  afterCommit: async (existing, row, { identity }) => {
    const wasActive = Number(existing.active) === 1;
    const isActive = row !== undefined && Number(row.active) === 1;
    if (wasActive !== isActive) await setSignInEnabled(identity, String(existing.email), isActive);
  },
};

export const userLocations: ResourceDef = {
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

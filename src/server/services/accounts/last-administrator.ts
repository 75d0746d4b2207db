/**
 * Nobody may take the administrator role from, disable, or delete the last active
 * administrator: the administration routes (/api/admin/user-accounts) and the generic
 * /api/users share this one check, run inside the write's transaction.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasRole } from '../../db/users.js';
import { fieldText } from '../../api-texts.js';
import { HttpError } from '../../errors.js';

/** The stored user as the check needs it: roles as stored (JSON text) or parsed. */
export interface AdminCandidate {
  id: string;
  roles: string | readonly string[];
  active: number | boolean;
}

/** What the write would do to the user. */
export interface AdminChange {
  /** The roles after the write, if it changes them. */
  roles?: readonly string[];
  /** The active flag after the write, if it changes it. */
  active?: boolean;
  /** The user is deleted. */
  deleted?: boolean;
}

export async function activeAdminsOtherThan(db: Kysely<Database>, userId: string): Promise<number> {
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'roles'])
    .where('active', '=', 1)
    .where('id', '<>', userId)
    .execute();
  return rows.filter((row) => hasRole(row, 'isDbAdmin')).length;
}

/** Any fixed number: the key of the lock the checks of PostgreSQL queue on. */
const ADMIN_CHECK_LOCK = 7_310_411;

/**
 * Two administrators demoting each other at the same moment must not both count the other as
 * still active. On PostgreSQL the checks queue on one transaction-scoped lock, held until the
 * write commits, so the second counts after the first's change; SQLite writes one at a time.
 */
async function queueAdminChecks(db: Kysely<Database>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${ADMIN_CHECK_LOCK})`.execute(db);
  }
}

function isAdmin(roles: AdminCandidate['roles']): boolean {
  return typeof roles === 'string' ? hasRole({ roles }, 'isDbAdmin') : roles.includes('isDbAdmin');
}

/** Throws 409 when the change would leave no active administrator; nothing is written by it. */
export async function assertNotLastAdministrator(
  db: Kysely<Database>,
  user: AdminCandidate,
  change: AdminChange,
): Promise<void> {
  const active = user.active === 1 || user.active === true;
  if (!active || !isAdmin(user.roles)) return;
  const losesRole = change.roles !== undefined && !change.roles.includes('isDbAdmin');
  const disabled = change.active === false;
  if (!losesRole && !disabled && !change.deleted) return;
  await queueAdminChecks(db);
  if ((await activeAdminsOtherThan(db, user.id)) > 0) return;
  if (change.deleted) {
    throw new HttpError(409, 'lastAdminDelete', { fields: { id: [fieldText('lastAdminStays')] } });
  }
  if (disabled) {
    throw new HttpError(409, 'lastAdminDisable', { fields: { active: [fieldText('lastAdminStaysActive')] } });
  }
  throw new HttpError(409, 'lastAdminRole', { fields: { roles: [fieldText('lastAdminKeepsRole')] } });
}

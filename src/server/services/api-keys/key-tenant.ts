/**
 * Whose keys a request means: the tenant it names, else the caller's own. It must be in the
 * caller's data scope (an administrator: any; client HQ: its own), else 404 as if it did not exist.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import { findInScope } from '../../auth/find-in-scope.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';

export async function keyTenant(db: Kysely<Database>, principal: Principal, requested?: string): Promise<string> {
  const tenantId = requested ?? principal.tenantId;
  if (!tenantId) throw new HttpError(400, 'apiKeyTenantRequired');
  if (!(await findInScope(db, 'tenant', principal, tenantId))) throw new HttpError(404, 'noClientCompany');
  return tenantId;
}

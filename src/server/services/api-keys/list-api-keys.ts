/** A tenant's API keys, newest first, revoked ones included (they say when). */
import type { Kysely } from 'kysely';
import type { ApiKeyView } from '../../../common/schemas/api-key.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import type { Database } from '../../db/schema.js';
import { keyRows, toApiKeyView } from './api-key-rows.js';
import { keyTenant } from './key-tenant.js';

export async function listApiKeys(
  db: Kysely<Database>,
  principal: Principal,
  tenantId?: string,
): Promise<ApiKeyView[]> {
  const tenant = await keyTenant(db, principal, tenantId);
  const rows = await keyRows(db)
    .where('api_key.tenant_id', '=', tenant)
    .where(scopeCondition('api_key', principal.grants))
    .orderBy('api_key.created_at', 'desc')
    .orderBy('api_key.id')
    .execute();
  return rows.map(toApiKeyView);
}

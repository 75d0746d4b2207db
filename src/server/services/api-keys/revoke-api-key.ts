/** Revoking a key: from now on it is refused (401). Revoking a revoked key changes nothing. */
import type { Kysely } from 'kysely';
import type { ApiKeyView } from '../../../common/schemas/api-key.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import { changedFields, eventBy, recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { keyRows, toApiKeyView } from './api-key-rows.js';

export async function revokeApiKey(db: Kysely<Database>, principal: Principal, id: string): Promise<ApiKeyView> {
  return db.transaction().execute(async (trx) => {
    const row = await keyRows(trx)
      .where('api_key.id', '=', id)
      .where(scopeCondition('api_key', principal.grants))
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'noRecord', { params: { entity: 'API key', id } });
    const before = toApiKeyView(row);
    if (before.revokedAt) return before;
    const now = new Date().toISOString();
    await trx.updateTable('api_key').set({ revoked_at: now }).where('id', '=', id).execute();
    const after = { ...before, revokedAt: now };
    await recordAudit(
      trx,
      eventBy(principal, 'api-key', { id, tenantId: before.tenantId }, 'revoke', {
        changes: changedFields(before, after),
      }),
      now,
    );
    return after;
  });
}

/**
 * A new key for a tenant: its secret is made here, answered once, and only its SHA-256 is kept.
 * Audited in the same transaction, without the secret.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApiKeyCreate, ApiKeyCreated } from '../../../common/schemas/api-key.js';
import { hashSecret, newSecret } from '../../auth/api-key.js';
import type { Principal } from '../../auth/authorize.js';
import { changedFields, eventBy, recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { keyRows, toApiKeyView } from './api-key-rows.js';
import { keyTenant } from './key-tenant.js';

export async function createApiKey(
  db: Kysely<Database>,
  principal: Principal,
  body: ApiKeyCreate,
): Promise<ApiKeyCreated> {
  const tenantId = await keyTenant(db, principal, body.tenantId);
  const secret = newSecret();
  const id = randomUUID();
  const now = new Date().toISOString();
  const key = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('api_key')
      .values({
        id,
        tenant_id: tenantId,
        name: body.name,
        scopes: JSON.stringify([...new Set(body.scopes)]),
        secret_hash: hashSecret(secret),
        created_by: principal.id,
        created_at: now,
        expires_at: new Date(body.expiresAt).toISOString(),
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    const view = toApiKeyView(await keyRows(trx).where('api_key.id', '=', id).executeTakeFirstOrThrow());
    await recordAudit(
      trx,
      eventBy(principal, 'api-key', { id, tenantId }, 'create', { changes: changedFields(undefined, view) }),
      now,
    );
    return view;
  });
  return { key, secret };
}

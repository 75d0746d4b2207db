/** A key's row as the API shows it: never its hash. */
import type { Kysely } from 'kysely';
import type { ApiKeyView } from '../../../common/schemas/api-key.js';
import { keyOwnFields } from '../../auth/api-key.js';
import type { Database } from '../../db/schema.js';

export function keyRows(db: Kysely<Database>) {
  return db
    .selectFrom('api_key')
    .leftJoin('app_user as u', 'u.id', 'api_key.created_by')
    .select([
      'api_key.id',
      'api_key.tenant_id',
      'api_key.name',
      'api_key.scopes',
      'api_key.created_at',
      'api_key.expires_at',
      'api_key.last_used_at',
    ])
    .select(['api_key.revoked_at', 'u.email as created_by_email']);
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof keyRows>['executeTakeFirstOrThrow']>>;

export function toApiKeyView(row: KeyRow): ApiKeyView {
  return {
    ...keyOwnFields(row),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    createdByEmail: row.created_by_email ?? null,
  };
}

/**
 * API keys for machines. A key is sent as `Authorization: Bearer dbbs_<token>`; the prefix tells
 * it apart from a Firebase ID token (a JWT) before anything is verified. Only the SHA-256 of the
 * secret is stored, so the lookup is by hash: a stolen database holds no usable key.
 *
 * A verified key is a tenant-wide principal of its tenant, like client HQ of that tenant: it is
 * checked against the same live policy with the client roles (so the policy can still take an
 * action away from every key at once), its data scope is its tenant, and its scopes narrow the
 * actions to the few a machine needs (common/api-key-scopes.ts). No scope names an
 * administration action, and routes open to any signed-in person refuse a key.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { actionsOfScopes, API_KEY_PREFIX, API_KEY_SCOPES, type ApiKeyScope } from '../../common/api-key-scopes.js';
import type { Role } from '../../common/roles.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../errors.js';

/** What a verified key carries on the request (Caller.apiKey). */
export interface ApiKeyIdentity {
  id: string;
  tenantId: string;
  name: string;
  scopes: string[];
  /** The person who created it: the records that need a person (an uploader) name them. */
  createdBy: string;
}

/** The roles a key is checked with: the client roles, whose pages grant the scopes' actions. */
export const API_KEY_ROLES: readonly Role[] = ['isClientHq', 'ClientSupervisor', 'isUploader'];

/** A last-used time is written at most this often per key, so a busy key is not a write per request. */
const LAST_USED_EVERY_MS = 60_000;

export const isApiKeySecret = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new secret: the prefix and 32 random bytes, base64url. */
export const newSecret = (): string => API_KEY_PREFIX + randomBytes(32).toString('base64url');

const isScope = (value: unknown): value is ApiKeyScope => (API_KEY_SCOPES as readonly unknown[]).includes(value);

/**
 * A key's row as both the check of a request and the API's key list read it: its scopes are
 * stored as a JSON list, of which a scope no longer offered is dropped (it opens nothing).
 */
export function keyOwnFields(row: { id: string; tenant_id: string; name: string; scopes: string }) {
  const parsed: unknown = JSON.parse(row.scopes);
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    scopes: Array.isArray(parsed) ? parsed.filter(isScope) : [],
  };
}

/** The key the secret names, refused (401) when unknown, revoked or expired. */
export async function verifyApiKey(db: Kysely<Database>, secret: string): Promise<ApiKeyIdentity> {
  if (!/^dbbs_[A-Za-z0-9_-]{20,100}$/.test(secret)) throw new HttpError(401, 'apiKeyInvalid');
  const row = await db
    .selectFrom('api_key as k')
    .innerJoin('tenant as t', 't.id', 'k.tenant_id')
    .select(['k.id', 'k.tenant_id', 'k.name', 'k.scopes', 'k.created_by', 'k.expires_at', 'k.revoked_at'])
    .select(['k.last_used_at', 't.active as tenant_active'])
    .where('k.secret_hash', '=', hashSecret(secret))
    .executeTakeFirst();
  const now = new Date();
  if (!row || row.revoked_at !== null || Date.parse(row.expires_at) <= now.getTime()) {
    throw new HttpError(401, 'apiKeyInvalid');
  }
  if (row.tenant_active !== 1) throw new HttpError(403, 'clientSuspended');
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USED_EVERY_MS) {
    await db.updateTable('api_key').set({ last_used_at: now.toISOString() }).where('id', '=', row.id).execute();
  }
  return { ...keyOwnFields(row), createdBy: row.created_by };
}

/** Whether the key's scopes open the action (before the policy is asked). */
export const keyScopesAllow = (key: ApiKeyIdentity, action: string): boolean => actionsOfScopes(key.scopes).has(action);

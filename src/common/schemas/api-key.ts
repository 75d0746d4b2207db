/** API keys for machines (GET/POST /api/api-keys, POST /api/api-keys/:id/revoke). */
import { z } from 'zod';
import { API_KEY_SCOPES } from '../api-key-scopes.js';
import { id, isoDateTime, name } from './fields.js';

export const apiKeyScope = z.enum(API_KEY_SCOPES);

/** A key as listed: never its secret, which only its creation answer carries. */
export const apiKeyView = z.object({
  id,
  tenantId: id,
  name,
  scopes: z.array(apiKeyScope),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
  createdByEmail: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

/** Which tenant's keys: an administrator names one; client HQ may name only its own. */
export const apiKeyTenantQuery = z.strictObject({ tenantId: id.optional() });

export const apiKeyList = z.object({ keys: z.array(apiKeyView) });

/** At most two years: a key that never expires is a key nobody remembers to revoke. */
export const MAX_API_KEY_DAYS = 730;

export const apiKeyCreate = z.strictObject({
  tenantId: id.optional(),
  name,
  scopes: z.array(apiKeyScope).min(1).max(API_KEY_SCOPES.length),
  expiresAt: isoDateTime.refine((value) => {
    const at = Date.parse(value);
    return at > Date.now() && at <= Date.now() + MAX_API_KEY_DAYS * 86_400_000;
  }, `Must be in the future and within ${MAX_API_KEY_DAYS} days`),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreate>;

/** The creation answer: the key and its secret, shown this once. */
export const apiKeyCreated = z.object({ key: apiKeyView, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

/** GET /api/sync/documents: changed documents after a cursor, oldest change first. */
export const syncDocumentsQuery = z.strictObject({
  after: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  updatedSince: isoDateTime.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const syncItem = z.object({
  id,
  itemDate: z.string(),
  description: z.string(),
  category: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  taxCents: z.number().int(),
  position: z.number().int(),
});

export const syncDocument = z.object({
  id,
  tenantId: id,
  locationId: id,
  title: z.string(),
  status: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  vendor: z.string().nullable(),
  docNumber: z.string().nullable(),
  docDate: z.string().nullable(),
  totalCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  version: z.number().int(),
  items: z.array(syncItem),
});
export type SyncDocument = z.infer<typeof syncDocument>;

/** A page of the sync: `next` resumes after its last document (the same cursor if it was empty). */
export const syncDocumentsPage = z.object({
  documents: z.array(syncDocument),
  next: z.string().nullable(),
  hasMore: z.boolean(),
});

/** List, create, update and delete a tenant's webhook endpoints, each write audited in its transaction. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebhookCreateBody, WebhookEndpoint, WebhookUpdateBody } from '../../../common/schemas/webhook.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import { changedFields, eventBy, recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { auditedEndpoint, findEndpoint, newWebhookSecret, tenantFor, toEndpoint } from './webhook-rows.js';

const ENTITY = 'webhook_endpoint';

export async function listWebhooks(
  db: Kysely<Database>,
  principal: Principal,
  tenantId: string | undefined,
): Promise<WebhookEndpoint[]> {
  let query = db
    .selectFrom('webhook_endpoint')
    .selectAll()
    .where(scopeCondition('webhook_endpoint', principal.grants))
    .orderBy('created_at')
    .orderBy('id');
  if (tenantId) query = query.where('tenant_id', '=', tenantId);
  return (await query.execute()).map(toEndpoint);
}

export async function createWebhook(
  db: Kysely<Database>,
  principal: Principal,
  body: WebhookCreateBody,
): Promise<WebhookEndpoint> {
  return db.transaction().execute(async (trx) => {
    const tenantId = await tenantFor(trx, principal, body.tenantId);
    const now = new Date().toISOString();
    const row = {
      id: randomUUID(),
      tenant_id: tenantId,
      url: body.url,
      events: JSON.stringify([...new Set(body.events)]),
      secret: newWebhookSecret(),
      enabled: 1,
      disabled_reason: null,
      failure_streak: 0,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('webhook_endpoint').values(row).execute();
    const endpoint = toEndpoint(row);
    await recordAudit(
      trx,
      eventBy(principal, ENTITY, { id: row.id, tenantId }, 'create', {
        changes: changedFields(undefined, auditedEndpoint(endpoint)),
      }),
      now,
    );
    return endpoint;
  });
}

export async function updateWebhook(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
  body: WebhookUpdateBody,
): Promise<WebhookEndpoint> {
  if (body.url === undefined && body.events === undefined && body.enabled === undefined) {
    throw new HttpError(400, 'nothingToChange');
  }
  return db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, principal, id);
    const now = new Date().toISOString();
    const enabling = body.enabled === true && before.enabled === 0;
    await trx
      .updateTable('webhook_endpoint')
      .set({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.events !== undefined ? { events: JSON.stringify([...new Set(body.events)]) } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled ? 1 : 0 } : {}),
        // Turned back on, it starts a new run of failures.
        ...(enabling ? { failure_streak: 0, disabled_reason: null } : {}),
        ...(body.enabled === false ? { disabled_reason: 'owner' } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    const after = await trx.selectFrom('webhook_endpoint').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const endpoint = toEndpoint(after);
    await recordAudit(
      trx,
      eventBy(principal, ENTITY, { id, tenantId: after.tenant_id }, 'update', {
        changes: changedFields(auditedEndpoint(toEndpoint(before)), auditedEndpoint(endpoint)),
      }),
      now,
    );
    return endpoint;
  });
}

export async function deleteWebhook(db: Kysely<Database>, principal: Principal, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, principal, id);
    await trx.deleteFrom('webhook_endpoint').where('id', '=', id).execute();
    await recordAudit(
      trx,
      eventBy(principal, ENTITY, { id, tenantId: before.tenant_id }, 'delete', {
        changes: changedFields(auditedEndpoint(toEndpoint(before)), undefined),
      }),
    );
  });
}

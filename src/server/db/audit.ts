/** Audit events: one per write, in the same transaction as the write it records. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { announceChange } from '../live/changes.js';
import type { Database } from './schema.js';

export interface AuditEntry {
  actor: { id: string; email: string } | null;
  entity: string;
  entityId: string;
  action: string;
  fromState?: string | null;
  toState?: string | null;
  tenantId?: string | null;
  note?: string | null;
}

export async function recordAudit(
  db: Kysely<Database>,
  entry: AuditEntry,
  at = new Date().toISOString(),
): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      id: randomUUID(),
      at,
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      from_state: entry.fromState ?? null,
      to_state: entry.toState ?? null,
      tenant_id: entry.tenantId ?? null,
      note: entry.note ?? null,
    })
    .execute();
  announceChange({
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    tenantId: entry.tenantId ?? null,
  });
}

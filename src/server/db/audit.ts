/** Audit events: one per write, in the same transaction as the write it records. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { announceChanges } from '../live/changes.js';
import { queueWebhookEvents } from '../webhooks/outbox.js';
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
  /** The reason code of a send-back or dispute step. */
  reasonCode?: string | null;
  /** What the write changed: each field's value before and after (see changedFields). */
  changes?: FieldChanges | null;
}

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** Fields every write touches, which say nothing about what it changed. */
const NOT_CHANGES = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * The fields whose values differ between two views of a record (as the API shows it, so only
 * what a reader of the record may see), each with its value before and after; none when the
 * write changed nothing visible.
 */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  const changes: FieldChanges = {};
  for (const name of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (NOT_CHANGES.has(name)) continue;
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[name] = { from, to };
  }
  return Object.keys(changes).length ? changes : null;
}

/**
 * The event of a person's write to one record of a tenant: the person acts, and the record's
 * tenant is the event's, so the tenant's readers see it.
 */
export function eventBy(
  person: { id: string; email: string },
  entity: string,
  record: { id: string; tenantId: string | null },
  action: string,
  more: Omit<AuditEntry, 'actor' | 'entity' | 'entityId' | 'action' | 'tenantId'> = {},
): AuditEntry {
  return {
    actor: { id: person.id, email: person.email },
    entity,
    entityId: record.id,
    action,
    tenantId: record.tenantId,
    ...more,
  };
}

export function recordAudit(db: Kysely<Database>, entry: AuditEntry, at = new Date().toISOString()): Promise<void> {
  return recordAudits(db, [entry], at);
}

/**
 * Several events of one write (a claim's assign and start) in one insert, announced with it: on
 * PostgreSQL the insert and its notifications are one statement.
 */
export async function recordAudits(db: Kysely<Database>, entries: readonly AuditEntry[], at: string): Promise<void> {
  if (entries.length === 0) return;
  const insert = db.insertInto('audit_event').values(
    entries.map((entry) => ({
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
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
      reason_code: entry.reasonCode ?? null,
    })),
  );
  await announceChanges(
    db,
    entries.map((entry) => ({
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      tenantId: entry.tenantId ?? null,
    })),
    insert,
  );
  // The writes that are webhook events leave their outbox row in the same transaction.
  await queueWebhookEvents(db, entries, at);
}

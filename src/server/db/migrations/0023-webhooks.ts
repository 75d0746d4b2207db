/**
 * Signed webhooks, on both engines: each tenant's endpoints (URL, events, secret, the run of
 * failures that disables one), the outbox of events written in the transaction of the write that
 * causes them, one delivery per endpoint and event (on SQLite also the job the one server polls;
 * pg-boss carries PostgreSQL's jobs), and the log of every attempt.
 */
import type { Kysely } from 'kysely';
import {
  createdAt,
  createIndex,
  ownedByTenant,
  partOf,
  required,
  startsAs,
  tableWithId,
  timestamps,
} from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'webhook_endpoint')
    .$call(ownedByTenant)
    .addColumn('url', 'text', required)
    .addColumn('events', 'text', required)
    .addColumn('secret', 'text', required)
    .addColumn('enabled', 'integer', startsAs(1))
    .addColumn('disabled_reason', 'text')
    .addColumn('failure_streak', 'integer', startsAs(0))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'webhook_endpoint_tenant_idx', 'webhook_endpoint', ['tenant_id']);
  await tableWithId(db, 'webhook_event')
    .addColumn('tenant_id', 'text', required)
    .addColumn('type', 'text', required)
    .addColumn('payload', 'text', required)
    .$call(createdAt)
    .addColumn('dispatched', 'integer', startsAs(0))
    .execute();
  await createIndex(db, 'webhook_event_outbox_idx', 'webhook_event', ['dispatched', 'created_at']);
  await tableWithId(db, 'webhook_delivery')
    .addColumn('endpoint_id', 'text', partOf('webhook_endpoint'))
    .addColumn('event_id', 'text', partOf('webhook_event'))
    .addColumn('tenant_id', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('attempts', 'integer', startsAs(0))
    .addColumn('next_attempt_at', 'text', required)
    .addColumn('response_code', 'integer')
    .addColumn('replay_of', 'text')
    .$call(timestamps)
    .execute();
  await createIndex(db, 'webhook_delivery_due_idx', 'webhook_delivery', ['status', 'next_attempt_at']);
  await createIndex(db, 'webhook_delivery_endpoint_idx', 'webhook_delivery', ['endpoint_id', 'created_at']);
  await tableWithId(db, 'webhook_attempt')
    .addColumn('delivery_id', 'text', partOf('webhook_delivery'))
    .addColumn('tenant_id', 'text', required)
    .addColumn('at', 'text', required)
    .addColumn('ok', 'integer', required)
    .addColumn('response_code', 'integer')
    .addColumn('latency_ms', 'integer', required)
    .addColumn('response_body', 'text')
    .addColumn('error', 'text')
    .execute();
  await createIndex(db, 'webhook_attempt_delivery_idx', 'webhook_attempt', ['delivery_id', 'at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempt').execute();
  await db.schema.dropTable('webhook_delivery').execute();
  await db.schema.dropTable('webhook_event').execute();
  await db.schema.dropTable('webhook_endpoint').execute();
}

/**
 * Documents by email: each location's inbound address (its local part; the domain is the
 * server's INBOUND_DOMAIN, so it can change without touching rows), the senders an
 * administrator allows beside the location's uploaders, one row per message received (unique
 * per location and Message-ID, so a resent message makes no second upload), the refusals for the
 * administrator, and on each upload where it came from, who sent it and the message's text.
 */
import type { Kysely } from 'kysely';
import {
  createdAt,
  createIndex,
  ownedByLocation,
  refersTo,
  required,
  startsAs,
  tableWithId,
  timestamps,
} from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('location_mailbox')
    .addColumn('location_id', 'text', (c) => c.primaryKey().references('location.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', refersTo('tenant'))
    .addColumn('local_part', 'text', (c) => c.notNull().unique())
    .$call(timestamps)
    .execute();
  await tableWithId(db, 'mail_sender')
    .$call(ownedByLocation)
    /** Lower case: addresses are compared as the mail system compares them in practice. */
    .addColumn('email', 'text', required)
    /** The administrator who allowed the sender: their uploads are recorded in that name. */
    .addColumn('added_by', 'text', refersTo('app_user'))
    .$call(createdAt)
    .addUniqueConstraint('mail_sender_location_email_uq', ['location_id', 'email'])
    .execute();
  await tableWithId(db, 'mail_message')
    .$call(ownedByLocation)
    .addColumn('message_id', 'text', required)
    .addColumn('sender', 'text', required)
    /** receiving until every attachment is stored and committed, then accepted. */
    .addColumn('status', 'text', required)
    .$call(timestamps)
    .addUniqueConstraint('mail_message_location_message_uq', ['location_id', 'message_id'])
    .execute();
  await tableWithId(db, 'mail_refusal')
    .addColumn('tenant_id', 'text', (c) => c.references('tenant.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (c) => c.references('location.id').onDelete('set null'))
    .addColumn('recipient', 'text', required)
    .addColumn('sender', 'text', required)
    .addColumn('message_id', 'text')
    .addColumn('code', 'integer', required)
    /** unknownAddress, sender, unauthenticated, tooLarge, noAttachment. */
    .addColumn('reason', 'text', required)
    .$call(createdAt)
    .execute();
  await createIndex(db, 'mail_refusal_created_idx', 'mail_refusal', ['created_at']);
  await db.schema.alterTable('upload').addColumn('source', 'text', startsAs('web')).execute();
  await db.schema.alterTable('upload').addColumn('sender', 'text').execute();
  await db.schema.alterTable('upload').addColumn('note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload').dropColumn('note').execute();
  await db.schema.alterTable('upload').dropColumn('sender').execute();
  await db.schema.alterTable('upload').dropColumn('source').execute();
  await db.schema.dropTable('mail_refusal').execute();
  await db.schema.dropTable('mail_message').execute();
  await db.schema.dropTable('mail_sender').execute();
  await db.schema.dropTable('location_mailbox').execute();
}

/**
 * Documents by email: each location's inbound address (its local part; the domain is the
 * server's INBOUND_DOMAIN, so it can change without touching rows), the senders an
 * administrator allows beside the location's uploaders, one row per message received (unique
 * per location and Message-ID, so a resent message makes no second upload), the refusals for the
 * administrator, and on each upload where it came from, who sent it and the message's text.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('location_mailbox')
    .addColumn('location_id', 'text', (c) => c.primaryKey().references('location.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('local_part', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_sender')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('location_id', 'text', (c) => c.notNull().references('location.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    /** Lower case: addresses are compared as the mail system compares them in practice. */
    .addColumn('email', 'text', (c) => c.notNull())
    /** The administrator who allowed the sender: their uploads are recorded in that name. */
    .addColumn('added_by', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('mail_sender_location_email_uq', ['location_id', 'email'])
    .execute();
  await db.schema
    .createTable('mail_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('location_id', 'text', (c) => c.notNull().references('location.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    /** receiving until every attachment is stored and committed, then accepted. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('mail_message_location_message_uq', ['location_id', 'message_id'])
    .execute();
  await db.schema
    .createTable('mail_refusal')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.references('tenant.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (c) => c.references('location.id').onDelete('set null'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text')
    .addColumn('code', 'integer', (c) => c.notNull())
    /** unknownAddress, sender, unauthenticated, tooLarge, noAttachment. */
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_refusal_created_idx').on('mail_refusal').column('created_at').execute();
  await db.schema
    .alterTable('upload')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .execute();
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

/**
 * The mail intake's tables (migration 0024). Like upload_intake they stay out of db/schema.ts's
 * Database: they are read by location or by local part, and scoped where they are read.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export interface LocationMailboxTable {
  location_id: string;
  tenant_id: string;
  local_part: string;
  created_at: string;
  updated_at: string;
}

export interface MailSenderTable {
  id: string;
  location_id: string;
  tenant_id: string;
  email: string;
  added_by: string;
  created_at: string;
}

export interface MailMessageTable {
  id: string;
  location_id: string;
  tenant_id: string;
  message_id: string;
  sender: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface MailRefusalTable {
  id: string;
  tenant_id: string | null;
  location_id: string | null;
  recipient: string;
  sender: string;
  message_id: string | null;
  code: number;
  reason: string;
  created_at: string;
}

export type MailTables = {
  location_mailbox: LocationMailboxTable;
  mail_sender: MailSenderTable;
  mail_message: MailMessageTable;
  mail_refusal: MailRefusalTable;
};

export type MailDatabase = Database & MailTables;

export function mailDb(db: Kysely<Database> | Transaction<Database>): Kysely<MailDatabase> {
  return db.withTables<MailTables>();
}

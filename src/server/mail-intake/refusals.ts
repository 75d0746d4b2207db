/** A refused message, kept for the administrator with its reason (the sender only saw the SMTP text). */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAIL_REFUSAL_REASONS } from '../../common/schemas/mail-intake.js';
import type { Database } from '../db/schema.js';
import { mailDb } from './mail-tables.js';

export type RefusalReason = (typeof MAIL_REFUSAL_REASONS)[number];

export interface Refusal {
  tenantId: string | null;
  locationId: string | null;
  recipient: string;
  sender: string;
  messageId: string | null;
  code: number;
  reason: RefusalReason;
}

export async function recordRefusal(db: Kysely<Database>, refusal: Refusal): Promise<void> {
  await mailDb(db)
    .insertInto('mail_refusal')
    .values({
      id: randomUUID(),
      tenant_id: refusal.tenantId,
      location_id: refusal.locationId,
      recipient: refusal.recipient.slice(0, 320),
      sender: refusal.sender.slice(0, 320),
      message_id: refusal.messageId?.slice(0, 998) ?? null,
      code: refusal.code,
      reason: refusal.reason,
      created_at: new Date().toISOString(),
    })
    .execute();
}

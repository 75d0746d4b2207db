/** Documents by email: a location's inbound address, its allowed senders, and refused messages. */
import { z } from 'zod';
import { id, isoDateTime } from './fields.js';

export const MAIL_REFUSAL_REASONS = [
  'unknownAddress',
  'sender',
  'unauthenticated',
  'tooLarge',
  'noAttachment',
] as const;

export const mailSender = z.object({ id, email: z.string(), createdAt: isoDateTime });
export type MailSender = z.infer<typeof mailSender>;

/** What a location's page shows: its address (null when the server receives no mail) and senders. */
export const locationMailbox = z.object({
  locationId: id,
  /** Null when the server has no INBOUND_DOMAIN: mail intake is off. */
  address: z.string().nullable(),
  /** Only for callers who may edit them (administrators). */
  senders: z.array(mailSender).optional(),
});
export type LocationMailbox = z.infer<typeof locationMailbox>;

export const mailSenderCreate = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)),
});

export const mailRefusal = z.object({
  id,
  tenantId: id.nullable(),
  locationId: id.nullable(),
  locationName: z.string().nullable(),
  recipient: z.string(),
  sender: z.string(),
  messageId: z.string().nullable(),
  code: z.number().int(),
  reason: z.enum(MAIL_REFUSAL_REASONS),
  createdAt: isoDateTime,
});
export type MailRefusal = z.infer<typeof mailRefusal>;
export const mailRefusalList = z.array(mailRefusal);

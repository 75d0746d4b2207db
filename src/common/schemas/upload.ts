/** An uploaded file's record; each accepted upload gets one document. */
import { z } from 'zod';
import { id, isoDateTime, name } from './fields.js';

export const UPLOAD_STATUSES = ['received', 'accepted', 'rejected'] as const;

export const uploadRecord = z.object({
  id,
  tenantId: id,
  locationId: id,
  uploaderId: id,
  fileName: name,
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  storageKey: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  createdAt: isoDateTime,
  /** Where the file came from: the browser (tus) or email, with the sender and the message's text. */
  source: z.enum(['web', 'email']),
  sender: z.string().nullable(),
  note: z.string().nullable(),
});
export type Upload = z.infer<typeof uploadRecord>;

/** A line item keyed from a document; amounts in minor units (cents) so sums are exact. */
import { z } from 'zod';
import { MAX_ABS_ITEM_CENTS } from '../document-totals.js';
import { id, isoDate, isoDateTime, shortText } from './fields.js';

export const docItemRecord = z.object({
  id,
  documentId: id,
  tenantId: id,
  locationId: id,
  itemDate: isoDate,
  description: shortText,
  category: z.string().max(100),
  amountCents: z.number().int(),
  currency: z.string(),
  taxCents: z.number().int(),
  createdAt: isoDateTime,
});
const cents = z.number().int().min(-MAX_ABS_ITEM_CENTS).max(MAX_ABS_ITEM_CENTS);
export const docItemCreate = z.strictObject({
  documentId: id,
  itemDate: isoDate,
  description: shortText.min(1),
  category: z.string().trim().min(1).max(100),
  amountCents: cents,
  currency: z.string().regex(/^[A-Z]{3}$/, 'A three-letter ISO currency code'),
  taxCents: cents.optional(),
});
export const docItemUpdate = docItemCreate.omit({ documentId: true }).partial();
export type DocItem = z.infer<typeof docItemRecord>;

/**
 * Items across documents (/dbbs/dbsarea/docuitem): one filter set for the page of rows, the
 * totals per currency and the CSV export of the whole filtered set.
 */
import { z } from 'zod';
import { MAX_ABS_TOTAL_CENTS } from '../document-totals.js';
import { id, isoDate } from './fields.js';

export const DOC_ITEMS_ACROSS_MAX_ROWS = 1000;
export const DOC_ITEMS_ACROSS_SORTS = ['itemDate', 'amountCents', 'description', 'category', 'documentTitle'] as const;

const cents = z.coerce.number().int().min(-MAX_ABS_TOTAL_CENTS).max(MAX_ABS_TOTAL_CENTS);

export const docItemsAcrossQuery = z.strictObject({
  tenantId: id.optional(),
  locationId: id.optional(),
  category: z.string().trim().min(1).max(100).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** Bounds on the item's amount in cents, both included. */
  amountMin: cents.optional(),
  amountMax: cents.optional(),
  /** Words in the description. */
  q: z.string().max(200).optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(1).optional(),
  _sort: z.enum(DOC_ITEMS_ACROSS_SORTS).default('itemDate'),
  _order: z.enum(['asc', 'desc']).default('asc'),
});
export type DocItemsAcrossQuery = z.infer<typeof docItemsAcrossQuery>;

export const docItemAcrossRow = z.object({
  id,
  documentId: id,
  documentTitle: z.string(),
  tenantName: z.string(),
  locationName: z.string(),
  itemDate: isoDate,
  description: z.string(),
  category: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  taxCents: z.number().int(),
});
export type DocItemAcrossRow = z.infer<typeof docItemAcrossRow>;

/** One currency's totals of the filtered items: net (the amounts), tax, gross = net + tax. */
export const docItemsAcrossTotal = z.object({
  currency: z.string(),
  netCents: z.number().int(),
  taxCents: z.number().int(),
  grossCents: z.number().int(),
  items: z.number().int(),
});
export type DocItemsAcrossTotal = z.infer<typeof docItemsAcrossTotal>;

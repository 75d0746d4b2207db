/**
 * Exports (/api/exports/...): the archived documents with their items as CSV or XLSX, and the
 * original files as a ZIP with a manifest, for a period, a tenant and a location (or, for the
 * files, a selection of documents). Every export is streamed and scoped like the document lists.
 */
import { z } from 'zod';
import { id, isoDate } from './fields.js';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * At most this many documents picked by hand in one ZIP (a longer list is a filter's job): the
 * ids travel in the URL of a plain GET download, which stays well under Node's 16 KB of headers.
 */
export const EXPORT_MAX_IDS = 200;

const cents = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The filter both exports share: the document's day (its date, else the day it came in), tenant, location, total. */
const exportFilter = {
  from: isoDate.optional(),
  to: isoDate.optional(),
  tenantId: id.optional(),
  locationId: id.optional(),
  amountMin: cents.optional(),
  amountMax: cents.optional(),
};

const periodInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const PERIOD_MESSAGE = { message: 'from must not be after to', path: ['to'] };

export const archivedDocumentsExportQuery = z
  .strictObject({ format: z.enum(EXPORT_FORMATS), ...exportFilter })
  .refine(periodInOrder, PERIOD_MESSAGE);
export type ArchivedDocumentsExportQuery = z.infer<typeof archivedDocumentsExportQuery>;

/** Document ids, comma-separated in the query string. */
const idList = z
  .string()
  .max(EXPORT_MAX_IDS * 65)
  .transform((text) => [...new Set(text.split(',').filter(Boolean))])
  .pipe(z.array(id).min(1).max(EXPORT_MAX_IDS));

/** The files' ZIP: the selected documents (`ids`, whatever their state), else the archived documents of the filter. */
export const filesExportQuery = z
  .strictObject({ ids: idList.optional(), ...exportFilter })
  .refine(periodInOrder, PERIOD_MESSAGE);
export type FilesExportQuery = z.infer<typeof filesExportQuery>;

/** The columns of the documents export, in order: one row per item, the document's header on each. */
export const ARCHIVED_DOCUMENT_COLUMNS = [
  'documentId',
  'title',
  'tenant',
  'location',
  'status',
  'receivedAt',
  'vendor',
  'docNumber',
  'docDate',
  'total',
  'currency',
  'itemPosition',
  'itemDate',
  'itemDescription',
  'itemCategory',
  'itemAmount',
  'itemTax',
  'itemCurrency',
] as const;
export type ArchivedDocumentColumn = (typeof ARCHIVED_DOCUMENT_COLUMNS)[number];

/** The columns of the ZIP's manifest.csv, in order. */
export const FILES_MANIFEST_COLUMNS = [
  'documentId',
  'zipName',
  'originalName',
  'size',
  'sha256',
  'tenant',
  'location',
  'status',
] as const;

/** The filter part of both exports, as the archive page sends it (amounts in cents). */
export type ExportFilterValues = Omit<FilesExportQuery, 'ids'>;

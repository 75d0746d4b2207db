/**
 * What the file suggests for a document: its header and line items read from the file's words,
 * each with a confidence and the box on the page it was read from. The server's capture engine
 * (src/server/capture) produces it, GET /api/documents/:id/suggestions answers it, and the
 * processing screen pre-fills from it. Values use the draft's own formats: dates YYYY-MM-DD,
 * amounts integer cents, currencies ISO codes.
 */
import { z } from 'zod';

/** A box on a page: [x0, y0, x1, y1] as fractions (0..1) of the page, origin top-left. */
export const pageBox = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type PageBox = z.infer<typeof pageBox>;

/** One word of a file, where it is, and how sure the reader was of it (1 for a text layer). */
export const captureWord = z.object({
  text: z.string(),
  page: z.number().int().min(1),
  box: pageBox,
  confidence: z.number().min(0).max(1),
});
export type CaptureWord = z.infer<typeof captureWord>;

/** The words of a whole file, page by page: the derived artifact kept beside the file. */
export const captureWords = z.object({
  pages: z.array(
    z.object({
      page: z.number().int().min(1),
      /** Where the words came from: the PDF's text layer, or OCR of a scan or photo. */
      source: z.enum(['text', 'ocr']),
      /** The rotation corrected before OCR, in degrees. */
      skewDegrees: z.number().optional(),
      words: z.array(captureWord),
    }),
  ),
});
export type CaptureWords = z.infer<typeof captureWords>;

/** One suggested value: the value, how sure, and where on the page it was read. */
export const suggestion = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    confidence: z.number().min(0).max(1),
    page: z.number().int().min(1),
    box: pageBox,
  });

export const HEADER_FIELDS = ['vendor', 'docNumber', 'docDate', 'totalCents', 'currency'] as const;
export type HeaderField = (typeof HEADER_FIELDS)[number];
export const ITEM_FIELDS = ['itemDate', 'description', 'category', 'amountCents', 'taxCents', 'currency'] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

const text = suggestion(z.string());
const cents = suggestion(z.number().int());
const isoDay = suggestion(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));
const currency = suggestion(z.string().regex(/^[A-Z]{3}$/));

export const suggestedHeader = z.object({
  vendor: text.nullable(),
  docNumber: text.nullable(),
  docDate: isoDay.nullable(),
  totalCents: cents.nullable(),
  currency: currency.nullable(),
});
export type SuggestedHeader = z.infer<typeof suggestedHeader>;

export const suggestedItem = z.object({
  itemDate: isoDay.nullable(),
  description: text.nullable(),
  category: text.nullable(),
  amountCents: cents.nullable(),
  taxCents: cents.nullable(),
  currency: currency.nullable(),
});
export type SuggestedItem = z.infer<typeof suggestedItem>;
export type Suggestion<T = string | number> = { value: T; confidence: number; page: number; box: PageBox };

/** What the engine suggests for one file (without the document's status). */
export interface FileSuggestions {
  header: SuggestedHeader;
  items: SuggestedItem[];
}

export const SUGGESTION_STATUSES = ['pending', 'ready', 'failed', 'none'] as const;

/** GET /api/documents/:id/suggestions. */
export const documentSuggestions = z.object({
  /** pending: the words are still being read; none: the file has no words to read from. */
  status: z.enum(SUGGESTION_STATUSES),
  header: suggestedHeader,
  items: z.array(suggestedItem),
  /** The vendor profile the suggestions came from, learned from the documents already keyed. */
  profile: z.object({ id: z.string(), documentsLearned: z.number().int() }).nullable(),
  /** At or above this confidence a suggestion is "sure" (the captureSureThreshold setting). */
  sureThreshold: z.number().min(0).max(1),
});
export type DocumentSuggestions = z.infer<typeof documentSuggestions>;

export const emptyHeader = (): SuggestedHeader => ({
  vendor: null,
  docNumber: null,
  docDate: null,
  totalCents: null,
  currency: null,
});

/** What the back office keyed on a submitted document: what the engine learns from. */
export interface KeyedDocument {
  header: {
    vendor: string | null;
    docNumber: string | null;
    docDate: string | null;
    totalCents: number | null;
    currency: string | null;
  };
  items: {
    itemDate: string;
    description: string;
    category: string;
    amountCents: number;
    taxCents: number;
    currency: string;
  }[];
}

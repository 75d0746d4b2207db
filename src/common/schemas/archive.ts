/**
 * The archive (issue 12): the search query and its hits, the document text status and the
 * text backfill. Shared by GET /api/documents/search and the archive page.
 */
import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../workflow.js';
import { id, isoDate } from './fields.js';

export const TEXT_STATUSES = ['pending', 'done', 'failed', 'none'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/** Beyond this many hits the total is not counted: the answer says "more than". */
export const SEARCH_TOTAL_CAP = 10_000;
export const SEARCH_MAX_PAGE = 100;

const cents = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The query string of GET /api/documents/search. `status` is archived unless given ('any': all). */
export const documentSearchQuery = z
  .strictObject({
    q: z.string().trim().max(200).optional(),
    status: z.enum([...DOCUMENT_STATUSES, 'any']).default('archived'),
    tenantId: id.optional(),
    locationId: id.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    amountMin: cents.optional(),
    amountMax: cents.optional(),
    _start: z.coerce.number().int().min(0).max(1_000_000).default(0),
    _end: z.coerce.number().int().min(1).max(1_000_100).optional(),
  })
  .refine(
    (query) => query._end === undefined || (query._end > query._start && query._end - query._start <= SEARCH_MAX_PAGE),
    {
      message: `_end must be after _start, at most ${SEARCH_MAX_PAGE} rows`,
      path: ['_end'],
    },
  );
export type DocumentSearchQuery = z.infer<typeof documentSearchQuery>;

/** The words of a query as both engines' tokenizers split text: letters and digits, lower-cased. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}

/** Where a hit's words were found. */
export const SNIPPET_FIELDS = ['fileName', 'vendor', 'docNumber', 'item', 'issue', 'fileText'] as const;
export type SnippetField = (typeof SNIPPET_FIELDS)[number];

/** A snippet as parts: `hit` parts are the matched words (the web wraps them in <mark>). */
export interface SnippetPart {
  text: string;
  hit?: true;
}

export interface SearchSnippet {
  field: SnippetField;
  parts: SnippetPart[];
}

export interface DocumentSearchHit {
  id: string;
  title: string;
  status: string;
  tenantId: string;
  tenantName: string | null;
  locationId: string;
  locationName: string | null;
  uploadId: string | null;
  vendor: string | null;
  docNumber: string | null;
  docDate: string | null;
  totalCents: number | null;
  currency: string | null;
  createdAt: string;
  textStatus: TextStatus | null;
  snippet: SearchSnippet | null;
}

/**
 * The answer's body. The same totals are in the headers: x-total-count (the exact count, or
 * SEARCH_TOTAL_CAP when capped) and x-total-capped: true when there are more.
 */
export interface DocumentSearchResult {
  hits: DocumentSearchHit[];
  total: number;
  totalCapped: boolean;
}

export const textBackfillRequest = z.strictObject({ retryFailed: z.boolean().optional() });

export interface TextBackfillProgress {
  /** Documents with a file in the caller's scope. */
  total: number;
  /** Not yet queued. */
  missing: number;
  pending: number;
  done: number;
  failed: number;
  none: number;
}

/**
 * What the uploader's browser and the intake server agree on: where tus lives, which metadata a
 * new upload carries, and the per-file result the server reports once a file is complete.
 */
import { z } from 'zod';
import { API_PATHS, apiPath } from './api-paths.js';

/** Beside, not on, the REST list at /api/uploads, so the two never share a route. */
export const TUS_PATH = API_PATHS.uploads.tus;
/** The per-file result of a finished tus upload: read it when the final PATCH's header was lost. */
export const tusResultPath = (tusId: string) => apiPath(API_PATHS.uploads.tusResult, { id: tusId });
/** An upload's file, served with a safe name and type (authenticated, scoped). */
export const uploadContentPath = (uploadId: string) => apiPath(API_PATHS.uploads.content, { id: uploadId });
/** Asks for a short-lived signed URL, for <img> and <iframe> previews that cannot send a token. */
export const uploadPreviewUrlPath = (uploadId: string) => apiPath(API_PATHS.uploads.previewUrl, { id: uploadId });
/** The final PATCH carries the result here too (JSON, base64url), so most files need no extra call. */
export const RESULT_HEADER = 'Upload-Result';
/** Signed preview URLs live at most this long (issue 5: at most 5 minutes). */
export const PREVIEW_URL_SECONDS = 300;
/** Files sent at once by one browser tab: enough to fill the line, few enough for hundreds queued. */
export const UPLOAD_CONCURRENCY = 3;
/** Bytes per PATCH: a lost connection costs at most this much again. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** The tus Upload-Metadata keys the browser sends; the server trusts none of them for scope. */
export const uploadMetadata = z.object({
  locationId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id'),
  filename: z.string().trim().min(1).max(200),
});
export type UploadMetadata = z.infer<typeof uploadMetadata>;

export const INTAKE_STATUSES = ['receiving', 'accepted', 'duplicate', 'rejected', 'cancelled', 'expired'] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];

/** Why a file was refused; the browser words each one from locales/<lang>/uploads.json. */
export const REJECT_REASONS = ['type', 'size', 'empty'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const intakeResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('receiving'), tusId: z.string() }),
  z.object({
    status: z.literal('accepted'),
    tusId: z.string(),
    uploadId: z.string(),
    documentId: z.string(),
    mimeType: z.string(),
  }),
  z.object({ status: z.literal('duplicate'), tusId: z.string(), duplicateOf: z.string(), duplicateName: z.string() }),
  z.object({
    status: z.literal('rejected'),
    tusId: z.string(),
    reason: z.enum(REJECT_REASONS),
    /** The sniffed type (type refusals) and what is allowed. */
    detectedType: z.string().optional(),
    allowedTypes: z.array(z.string()).optional(),
    /** The size limit in bytes (size refusals). */
    limit: z.number().optional(),
  }),
  z.object({ status: z.literal('cancelled'), tusId: z.string() }),
  z.object({ status: z.literal('expired'), tusId: z.string() }),
]);
export type IntakeResult = z.infer<typeof intakeResult>;

/** The 413 body of a refused creation: the message, and the limit for the browser to show. */
export interface SizeRefusal {
  statusCode: 413;
  error: string;
  message: string;
  reason: 'size';
  limit: number;
}

/** Whether a sniffed MIME type is in the allowed list (entries may end in /*). */
export function typeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  return allowed.some(
    (entry) => entry === mimeType || (entry.endsWith('/*') && mimeType.startsWith(entry.slice(0, -1))),
  );
}

/** Encodes the result header value (ASCII-safe, no commas for proxies to split). */
export function encodeResultHeader(result: IntakeResult): string {
  const bytes = new TextEncoder().encode(JSON.stringify(result));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeResultHeader(value: string): IntakeResult | undefined {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed = intakeResult.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** One row of the upload lists (today's uploads, the history): the upload with its document. */
export interface UploadHistoryRow {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  locationId: string;
  locationName: string;
  uploaderId: string;
  uploaderName: string;
  createdAt: string;
  documentId: string | null;
  documentStatus: string | null;
  /** web or email; an email upload names its sender ("by email from …"). */
  source: UploadSource;
  sender: string | null;
  /** An email upload's message text. */
  note: string | null;
}

export const UPLOAD_SOURCES = ['web', 'email'] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

/** The list/export at /api/upload-history: simple-rest paging plus these filters. */
export const UPLOAD_HISTORY_PATH = API_PATHS.uploadHistory.list;
export const UPLOAD_HISTORY_CSV_PATH = API_PATHS.uploadHistory.exportCsv;
/** Uploaders whose files the caller may see, for the history's uploader filter. */
export const UPLOADERS_PATH = API_PATHS.uploadHistory.uploaders;
export const UPLOAD_HISTORY_SORTS = ['createdAt', 'fileName', 'size'] as const;
/** A CSV export holds at most this many rows; narrow the filters for more. */
export const UPLOAD_EXPORT_MAX_ROWS = 50_000;

const idList = z.union([
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(100),
]);
export const uploadHistoryQuery = z.strictObject({
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(1).optional(),
  _sort: z.enum(UPLOAD_HISTORY_SORTS).default('createdAt'),
  _order: z.enum(['asc', 'desc']).default('desc'),
  locationId: idList.optional(),
  uploaderId: idList.optional(),
  documentStatus: z.union([z.string().max(40), z.array(z.string().max(40)).max(20)]).optional(),
  createdAt_gte: z.iso.datetime({ offset: false }).optional(),
  createdAt_lte: z.iso.datetime({ offset: false }).optional(),
  q: z.string().max(200).optional(),
});
export type UploadHistoryQuery = z.infer<typeof uploadHistoryQuery>;

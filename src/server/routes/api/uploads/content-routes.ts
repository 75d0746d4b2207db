/**
 * An upload's file, for download and preview:
 *
 * - GET /api/uploads/:id/content: authenticated, the Casbin action uploads:download, and the
 *   upload's tenant/location/team scope (404 outside it);
 * - POST /api/uploads/:id/preview-url: the same checks, then a URL signed for at most 5 minutes,
 *   for <img> and <iframe> which cannot send a bearer token;
 * - GET /api/uploads/preview/:id?expires&signature: serves the file if the signature holds.
 *
 * The file is found by the row's storage key only, never by anything in the request, and goes
 * out with its sniffed type, nosniff and a sanitized Content-Disposition. One byte range
 * (Range: bytes=…) is answered with 206, so a viewer can read a large PDF a part at a time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, apiPath } from '../../../../common/api-paths.js';
import { PREVIEW_URL_SECONDS } from '../../../../common/uploads.js';
import type { Principal } from '../../../auth/authorize.js';
import { scopeCondition } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../errors.js';
import type { FileStorage } from '../../../storage/file-storage.js';
import { byteRange, type ByteRange } from '../../../http/byte-range.js';
import { contentDisposition } from '../../../http/content-disposition.js';
import { route } from '../../../http/route.js';
import { z } from 'zod';

const DOWNLOAD_ACTION = 'uploads:download';
/** Types a browser may show in place; anything else is always a download. */
const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/;

interface StoredUpload {
  id: string;
  file_name: string;
  mime_type: string;
  storage_key: string;
}

export function contentRoutes(
  app: FastifyInstance,
  context: AppContext,
  storage: FileStorage,
  signingSecret?: string,
): void {
  const secret = signingSecret ? Buffer.from(signingSecret) : randomBytes(32);
  const sign = (id: string, expires: number) =>
    createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url');

  /** The whole file, or the one byte range asked for (206), or 416 for a range past its end. */
  const send = async (request: FastifyRequest, reply: FastifyReply, upload: StoredUpload, download: boolean) => {
    const notStored = () => new HttpError(404, 'fileNotStored', { params: { id: upload.id } });
    // The size is read first only when a range is asked for (one more HEAD on an object store).
    const header = request.headers.range;
    let range: ByteRange = { kind: 'whole' };
    if (header) {
      const size = await storage.sizeOf(upload.storage_key);
      if (size === undefined) throw notStored();
      range = byteRange(header, size);
      if (range.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .headers({ 'content-range': `bytes */${size}`, 'accept-ranges': 'bytes' })
          .send();
      }
    }
    const part = range.kind === 'part' ? range : undefined;
    const file = await storage.open(upload.storage_key, part);
    if (!file) throw notStored();
    if (part) reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${file.size}`);
    const inline = !download && INLINE_TYPES.test(upload.mime_type);
    return reply
      .headers({
        'content-type': upload.mime_type,
        'content-length': String(part ? part.end - part.start + 1 : file.size),
        'accept-ranges': 'bytes',
        'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', upload.file_name),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        // A stored file is data, never a page of ours: no scripts, no framing elsewhere. Chrome
        // refuses to show a PDF under a CSP sandbox, so PDFs get only the framing rule.
        'content-security-policy':
          upload.mime_type === 'application/pdf'
            ? "frame-ancestors 'self'"
            : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
      })
      .send(file.stream);
  };

  const findScoped = async (principal: Principal, id: string) => {
    const upload = await context.db
      .selectFrom('upload')
      .select(['id', 'file_name', 'mime_type', 'storage_key'])
      .where('id', '=', id)
      .where(scopeCondition('upload', principal.grants))
      .executeTakeFirst();
    if (!upload) throw new HttpError(404, 'noRecord', { params: { entity: 'upload', id } });
    return upload;
  };

  route(app, context, {
    method: 'GET',
    url: API_PATHS.uploads.content,
    action: DOWNLOAD_ACTION,
    summary: "An upload's file with its sniffed type; one byte range answers 206",
    tags: ['content'],
    query: z.object({ download: z.literal('1').optional().describe('1: as an attachment') }),
    headers: { Range: 'bytes=<first>-<last>: one range (206), past the end 416' },
    answerType: 'application/octet-stream',
    handle: async ({ principal, id, query }, request, reply) =>
      send(request, reply, await findScoped(principal, id), query.download === '1'),
  });

  route(app, context, {
    method: 'POST',
    url: API_PATHS.uploads.previewUrl,
    action: DOWNLOAD_ACTION,
    summary: 'A preview URL signed for at most 5 minutes, for <img> and <iframe>',
    tags: ['previews'],
    answer: z.object({ url: z.string(), expiresAt: z.string() }),
    handle: async ({ principal, id }) => {
      const upload = await findScoped(principal, id);
      const expires = Math.floor(Date.now() / 1000) + PREVIEW_URL_SECONDS;
      const url = apiPath(
        API_PATHS.uploads.preview,
        { id: upload.id },
        { expires, signature: sign(upload.id, expires) },
      );
      return { url, expiresAt: new Date(expires * 1000).toISOString() };
    },
  });

  route(app, context, {
    method: 'GET',
    url: API_PATHS.uploads.preview,
    action: 'public',
    summary: 'The file behind a signed preview URL (403 when the signature or time does not hold)',
    tags: ['previews'],
    query: z.object({ expires: z.string(), signature: z.string() }),
    headers: { Range: 'bytes=<first>-<last>: one range (206), past the end 416' },
    answerType: 'application/octet-stream',
    handle: async ({ id, query: { expires, signature } }, request, reply) => {
      const at = Number(expires);
      const now = Date.now() / 1000;
      const expected = Buffer.from(sign(id, at));
      const given = Buffer.from(signature);
      const valid =
        Number.isInteger(at) &&
        at > now &&
        at <= now + PREVIEW_URL_SECONDS &&
        given.length === expected.length &&
        timingSafeEqual(given, expected);
      if (!valid) throw new HttpError(403, 'previewLinkInvalid');
      const upload = await context.db
        .selectFrom('upload')
        .select(['id', 'file_name', 'mime_type', 'storage_key'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!upload) throw new HttpError(404, 'noRecord', { params: { entity: 'upload', id } });
      return send(request, reply, upload, false);
    },
  });
}

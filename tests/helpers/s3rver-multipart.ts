/**
 * Two S3 operations s3rver lacks and @tus/s3-store needs: ListParts (GET ?uploadId=) and
 * AbortMultipartUpload (DELETE ?uploadId=). Real S3, MinIO and the like have them; here they are
 * answered from s3rver's own record of a multipart upload (a directory of numbered part files,
 * each with its MD5 beside it, removed when the upload completes), in S3's documented shapes.
 */
import fs from 'node:fs';
import path from 'node:path';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  type: string;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

export interface S3rverInternals {
  middleware: Middleware[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}

function noSuchUpload(ctx: KoaContext, uploadId: string) {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code>' +
    `<Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`;
}

export function addMultipartListing(server: S3rverInternals): void {
  const handle: Middleware = async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, ...keyParts] = ctx.path.split('/');
    if (!uploadId || !/^[a-f0-9]+$/.test(uploadId) || !bucket || keyParts.length === 0) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'DELETE') return next();
    const directory = path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    if (!fs.existsSync(directory)) return noSuchUpload(ctx, uploadId);
    if (ctx.method === 'DELETE') {
      fs.rmSync(directory, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const parts = fs
      .readdirSync(directory)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
      .map((number) => ({
        PartNumber: number,
        ETag: `"${fs.readFileSync(path.join(directory, `${number}.md5`), 'utf8').trim()}"`,
        Size: fs.statSync(path.join(directory, String(number))).size,
      }));
    ctx.status = 200;
    // s3rver turns a plain object body into XML.
    ctx.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: decodeURIComponent(keyParts.join('/')),
        UploadId: uploadId,
        IsTruncated: false,
        ...(parts.length ? { Part: parts } : {}),
      },
    };
  };
  // Before the router (the last middleware), after the XML encoder.
  server.middleware.splice(server.middleware.length - 1, 0, handle);
}

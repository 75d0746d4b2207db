/**
 * @tus/s3-store for the intake, shared by every server: the upload's description
 * (`<tus id>.info`), its parts (an S3 multipart upload under `<tus id>`) and a short last
 * piece (`<tus id>.part`) all live in the bucket, beside the accepted files' `uploads/...` keys.
 *
 * - Nothing about an upload is kept in this process: the store's metadata cache is turned off,
 *   so a server never acts on what another server has since changed (one more small GET per PATCH).
 * - Expiry is the intake's own (unfinished rows older than UPLOAD_EXPIRY_HOURS are discarded by
 *   the sweep), so the store needs neither object tags nor a listing of multipart uploads.
 * - Needs of the object store: multipart uploads with ListParts and AbortMultipartUpload, which
 *   S3, MinIO and the like have (s3rver, used by the tests, is given them by the test helper).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, type KvStore, type Upload } from '@tus/server';
import { s3ClientConfig, type S3StorageConfig } from './s3-storage.js';
import { isStoreUnreachable, StoreUnavailableError } from './store-unavailable.js';

/** Our tus ids (tus-routes.ts): plain hex. */
const TUS_ID = /^[a-f0-9]{32}$/;

const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

function missing(error: unknown): boolean {
  const failure = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    ['NoSuchKey', 'NoSuchUpload', 'NotFound'].includes(failure?.name ?? failure?.Code ?? '') ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

export class IncomingS3Store extends S3Store {
  constructor(config: S3StorageConfig) {
    super({
      s3ClientConfig: { ...s3ClientConfig(config), bucket: config.bucket },
      cache: noCache,
      useTags: false,
      expirationPeriodInMilliseconds: 0,
    });
  }

  /**
   * The upload's progress. @tus/s3-store reports any failure to read the description as "no such
   * upload" (404), which a client takes as final and starts over; an unreachable store is told
   * as such (503), so the client waits and resumes.
   */
  override async getUpload(id: string): Promise<Upload> {
    try {
      return await super.getUpload(id);
    } catch (error) {
      if (error !== ERRORS.FILE_NOT_FOUND) throw error;
      try {
        await this.getMetadata(id);
      } catch (cause) {
        if (isStoreUnreachable(cause)) throw new StoreUnavailableError(cause);
      }
      throw error;
    }
  }

  /**
   * Copies the finished upload's object to a local file (written beside it, then renamed, so a
   * file at `to` is always whole). If the server that took the last part stopped before S3
   * joined the parts, they are joined now.
   */
  async download(id: string, to: string): Promise<void> {
    if (!TUS_ID.test(id)) throw new Error('not an upload id');
    if (fs.existsSync(to)) return;
    let body: Readable;
    try {
      body = (await this.read(id)) as Readable;
    } catch (error) {
      if (!missing(error)) throw error;
      const metadata = await this.getMetadata(id);
      await this.finishMultipartUpload(metadata, await this.retrieveParts(id));
      body = (await this.read(id)) as Readable;
    }
    const temp = `${to}.${process.pid}.${Date.now()}.download`;
    try {
      await pipeline(body, fs.createWriteStream(temp));
      // Two PATCHes of one upload on two servers at once (tus locks only within a process)
      // could add a part twice: such an object is refused, never accepted as the file.
      const { file } = await this.getMetadata(id);
      const { size } = await fsp.stat(temp);
      if (file.size !== undefined && size !== file.size) {
        throw new Error(`upload ${id} has ${size} bytes in the object store, not the ${file.size} it declared`);
      }
      await fsp.rename(temp, to);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }

  /** Removes everything of the upload from the bucket, finished or not; nothing there is no error. */
  async discard(id: string): Promise<void> {
    if (!TUS_ID.test(id)) throw new Error('not an upload id');
    try {
      const { 'upload-id': uploadId } = await this.getMetadata(id);
      if (uploadId) await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId });
    } catch (error) {
      // No description, or the multipart upload already completed or aborted.
      if (!missing(error)) throw error;
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }], Quiet: true },
    });
  }
}

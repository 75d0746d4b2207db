/**
 * The second file storage: a bucket of an S3-compatible object store (STORAGE=s3, configured by
 * the environment, see create-storage.ts). Keys are the same storage keys as on local disk.
 *
 * Durability: an object store's PUT (and a multipart upload's completion) is atomic and durable
 * once it answers success: the object is either complete under its key or not there at all.
 * putFile resolves only after that answer, so the upload row, committed afterwards, never points
 * at a missing object. Tested against s3rver (an S3-compatible emulator), not against AWS itself.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, STORAGE_KEY, type FileStorage, type ListedFile, type StoredFile } from './file-storage.js';

export interface S3StorageConfig {
  /** The service's URL, e.g. http://127.0.0.1:9000 (MinIO, s3rver) or unset for AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Files at least this large go up as a multipart upload (default 64 MiB). */
  multipartThreshold?: number;
  /** The part size of a multipart upload (at least 5 MiB, S3's minimum; default 16 MiB). */
  partSize?: number;
}

export interface S3Storage extends FileStorage {
  /** Closes the client's connections. */
  close(): Promise<void>;
}

const MIB = 1024 * 1024;

/** A 404 from the store: the object (or the key) is not there. */
function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.Code === 'NoSuchKey' ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

/** The SDK client's settings for an S3-compatible store (also the tus intake's, incoming-s3-store.ts). */
export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Many S3-compatible servers do not understand the SDK's default trailing checksums on
    // streamed bodies; send and check them only where the operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export function s3Storage(config: S3StorageConfig): S3Storage {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const multipartThreshold = config.multipartThreshold ?? 64 * MIB;
  const partSize = Math.max(5 * MIB, config.partSize ?? 16 * MIB);

  const sizeOf = async (key: string): Promise<number | undefined> => {
    assertStorageKey(key);
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  return {
    async putFile(key, sourcePath) {
      assertStorageKey(key);
      const { size } = await fsp.stat(sourcePath);
      if (size >= multipartThreshold) {
        const upload = new Upload({
          client,
          params: { Bucket, Key: key, Body: fs.createReadStream(sourcePath, { highWaterMark: MIB }) },
          partSize,
          queueSize: 4,
          leavePartsOnError: false,
        });
        await upload.done();
      } else {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: fs.createReadStream(sourcePath, { highWaterMark: MIB }),
            ContentLength: size,
          }),
        );
      }
      // Stored and acknowledged by the store: the local file has moved (as a rename would).
      await fsp.rm(sourcePath, { force: true });
    },
    async open(key, part): Promise<StoredFile | undefined> {
      assertStorageKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(part ? { Range: `bytes=${part.start}-${part.end}` } : {}) }),
        );
        if (!answer.Body) throw new Error(`the object store sent no body for ${key}`);
        // A part's answer names the whole size in Content-Range: "bytes 0-99/1234".
        const whole = part ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1]) : answer.ContentLength;
        return { stream: answer.Body as Readable, size: whole ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async *list(prefix): AsyncIterable<ListedFile> {
      assertStorageKey(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          // Anything else in the bucket is no key a row can hold.
          if (!object.Key || !STORAGE_KEY.test(object.Key)) continue;
          yield { key: object.Key, storedAt: object.LastModified?.getTime() ?? Date.now() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async exists(key) {
      return (await sizeOf(key)) !== undefined;
    },
    sizeOf,
    async remove(key) {
      assertStorageKey(key);
      // Deleting a missing object succeeds in S3 as well.
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}

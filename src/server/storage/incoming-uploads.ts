/**
 * Where unfinished tus uploads wait, behind what the intake needs of them:
 * - local disk (the default): HashingFileStore under DATA_DIR/uploads-incoming; one server only;
 * - the object store (STORAGE=s3): @tus/s3-store, each PATCH a part of an S3 multipart upload,
 *   so any server can resume an upload another one started (incoming-s3-store.ts).
 * Either way the finisher gets a local file with all the bytes (for sniffing and hashing).
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { DataStore } from '@tus/server';
import type { StorageConfig } from './create-storage.js';
import { HashingFileStore } from './hashing-file-store.js';
import { IncomingS3Store } from './incoming-s3-store.js';
import type { IntakeConfig } from './intake-config.js';

export interface IncomingUploads {
  datastore: DataStore;
  /** How many bytes of the upload have arrived, and of how many (throws when there is no such upload). */
  progress(tusId: string): Promise<{ offset: number; size?: number }>;
  /** A local file holding the whole finished upload, for the finisher. */
  localFile(tusId: string): Promise<string>;
  /** The SHA-256 computed while the bytes arrived, if all of them came through this process. */
  digest(tusId: string, size: number): string | undefined;
  /** Forgets the upload: its bytes wherever they wait, and the local copy. */
  discard(tusId: string): Promise<void>;
}

export function incomingUploads(config: IntakeConfig, storage: StorageConfig): IncomingUploads {
  const localPath = (tusId: string) => path.join(config.incomingDir, tusId);
  if (storage.kind === 's3') {
    const store = new IncomingS3Store(storage);
    return {
      datastore: store,
      progress: (tusId) => store.getUpload(tusId),
      localFile: async (tusId) => {
        await fsp.mkdir(config.incomingDir, { recursive: true });
        await store.download(tusId, localPath(tusId));
        return localPath(tusId);
      },
      digest: () => undefined,
      discard: async (tusId) => {
        await fsp.rm(localPath(tusId), { force: true });
        await store.discard(tusId);
      },
    };
  }
  const store = new HashingFileStore({
    directory: config.incomingDir,
    expirationPeriodInMilliseconds: config.expiryMs,
  });
  return {
    datastore: store,
    progress: (tusId) => store.getUpload(tusId),
    localFile: async (tusId) => localPath(tusId),
    digest: (tusId, size) => store.takeDigest(tusId, size),
    discard: async (tusId) => {
      store.forget(tusId);
      await fsp.rm(localPath(tusId), { force: true });
      await fsp.rm(`${localPath(tusId)}.json`, { force: true });
    },
  };
}

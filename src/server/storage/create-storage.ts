/**
 * The one place the file storage is chosen, from the environment:
 * - STORAGE unset or `local`: local disk under DATA_DIR/files (the default);
 * - STORAGE=s3: a bucket of an S3-compatible object store, from S3_ENDPOINT, S3_BUCKET,
 *   S3_REGION (default us-east-1), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and
 *   S3_FORCE_PATH_STYLE (`true` for most S3-compatible servers).
 */
import { readIntakeConfig } from './intake-config.js';
import type { FileStorage } from './file-storage.js';
import { localDiskStorage } from './local-disk-storage.js';
import { withOutagesAs503 } from './store-unavailable.js';
import { s3Storage, type S3StorageConfig } from './s3-storage.js';

export type StorageConfig = { kind: 'local'; filesDir: string } | ({ kind: 's3' } & S3StorageConfig);

export function readStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const kind = (env.STORAGE ?? 'local').trim().toLowerCase() || 'local';
  if (kind === 'local') return { kind: 'local', filesDir: readIntakeConfig(env).filesDir };
  if (kind !== 's3') throw new Error(`STORAGE must be "local" or "s3", not ${JSON.stringify(env.STORAGE)}`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('STORAGE=s3 needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE?.trim() ?? ''),
  };
}

export function createStorage(config: StorageConfig = readStorageConfig()): FileStorage {
  if (config.kind === 'local') return localDiskStorage(config.filesDir);
  const { kind: _kind, ...s3 } = config;
  return withOutagesAs503(s3Storage(s3));
}

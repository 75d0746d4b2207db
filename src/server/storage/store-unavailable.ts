/**
 * The object store unreachable (refused or dropped connections, timeouts, 5xx answers): a
 * passing outage, not a bug. Requests that need the store answer 503 (storageUnavailable)
 * rather than 500, and nothing is recorded for them, so the client tries again later: a tus
 * upload resumes from the offset it is given, a download is simply asked for again.
 */
import { HttpError } from '../errors.js';
import { UNREACHABLE_CODES } from '../network-codes.js';
import type { FileStorage, StoredFile } from './file-storage.js';

// The store's HTTP client also reports a request it aborted itself, and undici's closed socket.
const NETWORK_CODES = new Set([...UNREACHABLE_CODES, 'ECONNABORTED', 'UND_ERR_SOCKET']);

export class StoreUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, 'storageUnavailable');
    this.cause = cause;
  }
}

interface ErrorShape {
  code?: unknown;
  name?: unknown;
  cause?: unknown;
  errors?: unknown;
  $metadata?: { httpStatusCode?: number };
}

/** Whether an error (or what caused it) says the object store could not be reached. */
export function isStoreUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof StoreUnavailableError) return true;
  const shape = error as ErrorShape;
  if (typeof shape.code === 'string' && NETWORK_CODES.has(shape.code)) return true;
  if (shape.name === 'TimeoutError' || shape.name === 'RequestTimeout') return true;
  const status = shape.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  if (Array.isArray(shape.errors) && shape.errors.some((inner) => isStoreUnreachable(inner, depth + 1))) return true;
  return isStoreUnreachable(shape.cause, depth + 1);
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isStoreUnreachable(error) && !(error instanceof StoreUnavailableError)) throw new StoreUnavailableError(error);
    throw error;
  }
}

/** The storage with its outages as StoreUnavailableError (503). */
export function withOutagesAs503(storage: FileStorage): FileStorage {
  return {
    putFile: (key, sourcePath) => guard(() => storage.putFile(key, sourcePath)),
    list: (prefix) => storage.list(prefix),
    open: (key, part) => guard<StoredFile | undefined>(() => storage.open(key, part)),
    exists: (key) => guard(() => storage.exists(key)),
    sizeOf: (key) => guard(() => storage.sizeOf(key)),
    remove: (key) => guard(() => storage.remove(key)),
    ...(storage.close ? { close: () => storage.close!() } : {}),
  };
}

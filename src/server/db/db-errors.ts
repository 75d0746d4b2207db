/**
 * Constraint violations are the client's mistake (a duplicate name, a record still in use),
 * so they answer 409 with a message instead of a 500. Codes of both engines.
 */
import { HttpError } from '../errors.js';
import { UNREACHABLE_CODES } from '../network-codes.js';

export function constraintError(error: unknown): HttpError | undefined {
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return new HttpError(409, 'duplicate');
  }
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new HttpError(409, 'referenced');
  }
  return undefined;
}

/** Runs a write and turns constraint violations into 409s. */
export async function writeOr409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw constraintError(error) ?? error;
  }
}

/**
 * Errors that say the database cannot be reached, not that the request was wrong: the socket
 * refused, reset or closed, the server shutting down or starting (57P01 admin shutdown, which
 * pg_terminate_backend sends; 57P02 crash shutdown; 57P03 cannot connect now), class 08
 * (connection exceptions), no connection within the pool's time, a query whose answer never
 * came; on SQLite a database still locked after the busy timeout. They answer 503 with
 * Retry-After (http/error-handler.ts).
 */
const LOST_CODES = new Set([...UNREACHABLE_CODES, '57P01', '57P02', '57P03', '53300']);
const LOST_MESSAGES = [
  /^Connection terminated/i,
  /^timeout exceeded when trying to connect/i,
  /^Client has encountered a connection error and is not queryable/i,
  /^Client was closed and is not queryable/i,
  /^Query read timeout/i,
  /^Connection ended/i,
];

/** SQLite refused the write lock: SQLITE_BUSY and its extended codes (better-sqlite3 reports
 * those: SQLITE_BUSY_SNAPSHOT, ...). */
export const isSqliteBusy = (error: unknown): boolean =>
  String((error as { code?: unknown } | undefined)?.code ?? '').startsWith('SQLITE_BUSY');

export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  const text = typeof code === 'string' ? code : '';
  if (LOST_CODES.has(text) || text.startsWith('08') || isSqliteBusy(error)) return true;
  if (typeof message === 'string' && LOST_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node's connect to a name with several addresses fails with an AggregateError of each.
  return Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isConnectionLost(inner));
}

/** The Retry-After (seconds) of a 503 for a database out of reach: about when it may be back. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

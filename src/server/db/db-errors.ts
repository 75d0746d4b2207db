/**
 * Constraint violations are the client's mistake (a duplicate name, a record still in use),
 * so they answer 409 with a message instead of a 500. Codes of both engines.
 */
import { HttpError } from '../errors.js';

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

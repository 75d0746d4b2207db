/**
 * A zod-free check of the user record for the browser's sign-in path: zod stays out of the
 * login route's bundle, while the server validates with the full schemas of user.ts.
 */
import { isRole } from './roles.js';
import type { UserRecord } from './user.js';

export function asUserRecord(value: unknown): UserRecord {
  const record = value as Partial<UserRecord> | null;
  if (
    typeof record !== 'object' ||
    record === null ||
    typeof record.id !== 'string' ||
    typeof record.email !== 'string' ||
    typeof record.name !== 'string' ||
    !Array.isArray(record.roles) ||
    !record.roles.every(isRole) ||
    typeof record.active !== 'boolean'
  ) {
    throw new Error('The server answered a malformed user record');
  }
  return record as UserRecord;
}

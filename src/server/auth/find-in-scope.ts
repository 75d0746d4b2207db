/**
 * One record by id, only if the caller's grants cover it: what every route that reads or
 * writes a single record starts from, so that a record outside the scope is simply not found
 * (404), never a refusal that would tell it exists.
 */
import type { Kysely, Transaction } from 'kysely';
import { loose, type Row } from '../db/loose.js';
import type { Database } from '../db/schema.js';
import type { Principal } from './authorize.js';
import { scopeCondition } from './scope.js';

export async function findInScope(
  db: Kysely<Database> | Transaction<Database>,
  table: keyof Database,
  principal: Pick<Principal, 'grants'>,
  id: string,
): Promise<Row | undefined> {
  return loose(db)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where(scopeCondition(table, principal.grants))
    .executeTakeFirst();
}

/**
 * One record by id, only if the caller's grants cover it: what every route that reads or
 * writes a single record starts from, so that a record outside the scope is simply not found
 * (404), never a refusal that would tell it exists.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { loose, type Row } from '../db/loose.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../errors.js';
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

/**
 * The record as its table's typed row, or 404 as if it did not exist. The message names the
 * entity as the API calls it (the table's name unless given).
 */
export async function recordInScope<T extends keyof Database>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  principal: Pick<Principal, 'grants'>,
  id: string,
  entity: string = table,
): Promise<Selectable<Database[T]>> {
  const row = await findInScope(db, table, principal, id);
  if (!row) throw new HttpError(404, 'noRecord', { params: { entity, id } });
  return row as Selectable<Database[T]>;
}

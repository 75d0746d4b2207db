/**
 * The generic resource routes address tables and columns by name at run time; Kysely's typed
 * builder cannot follow that, so those few queries use this untyped view of the same database.
 * Names reaching it come from resource definitions and validated schemas, never from requests.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseDb = Kysely<any>;
export type Row = Record<string, unknown>;

export function loose(db: Kysely<Database> | Transaction<Database>): LooseDb {
  return db as unknown as LooseDb;
}

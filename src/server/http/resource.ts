/**
 * A resource declared as data: its table, its schemas (from src/common/schemas) and the
 * hooks that make its rows. register-resource.ts turns one into the REST routes that
 * @refinedev/simple-rest expects, with the same authorization, scope, validation and audit
 * for every resource.
 */
import type { RawBuilder, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Principal } from '../auth/authorize.js';
import type { NamedFilter } from '../db/list-query.js';
import type { Row } from '../db/loose.js';
import type { Database } from '../db/schema.js';

export interface WriteContext {
  db: Transaction<Database>;
  principal: Principal;
  /** The referenced records, already checked to be in the caller's scope, by field. */
  refs: Record<string, Row>;
  now: string;
}

export type ResourceOperation = 'read' | 'create' | 'update' | 'delete';

export interface ResourceDef {
  /** The URL segment and the policy action prefix: /api/doc-items, `doc-items:read`. */
  name: string;
  table: keyof Database;
  /** The entity name of audit events. */
  entity: string;
  record: z.ZodObject;
  create?: z.ZodObject;
  update?: z.ZodObject;
  remove?: boolean;
  /** Fields searched by `q`. */
  search?: string[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Fields that name another record: it must exist within the caller's scope (else 400). */
  references?: Record<string, keyof Database>;
  /** The state column whose change audit events record (from and to). */
  stateColumn?: string;
  /** The stored columns of a new record, beyond the body's own fields. */
  buildRow?(body: Row, context: WriteContext): Promise<Row> | Row;
  /** Checks and extra columns of an update, given the stored row. */
  beforeUpdate?(existing: Row, changes: Row, context: WriteContext): Promise<Row> | Row;
  beforeDelete?(existing: Row, context: WriteContext): Promise<void> | void;
  /** An extra read condition for callers who may not do an operation of it (unpublished content). */
  readersSee?: { unlessMay: ResourceOperation; column: string; value: unknown };
  /**
   * Read-only fields added to each row of the list, by API name, each a scalar SQL expression
   * over the row (a name looked up by id), so a list shows names its readers may not list.
   * Not filterable or sortable.
   */
  listExtras?: Record<string, RawBuilder<unknown>>;
  /** Filters of the list beyond the record's fields, by parameter (list-query.ts NamedFilter). */
  listFilters?: Record<string, NamedFilter>;
}

/**
 * The policy action of a resource's operation (`tenants:read`, `tenants:create`, ...): every
 * resource's actions are its name and the operation, spelled here once.
 */
export const resourceAction = (def: ResourceDef, operation: ResourceOperation) => `${def.name}:${operation}`;

/**
 * Tables whose exact row count is kept per group by triggers (migrations 0003 and 0025): a list whose
 * filters read only these columns counts by summing the groups, not by visiting every row.
 * The columns must include the table's scope columns (auth/scope.ts), so the scope applies.
 */
export const COUNT_ROLLUPS: Partial<Record<keyof Database, { table: string; columns: readonly string[] }>> = {
  document: { table: 'document_count', columns: ['tenant_id', 'location_id', 'status'] },
  audit_event: { table: 'audit_event_count', columns: ['tenant_id'] },
};

/** Documents as the back office's lists and work view show them: with tenant and location names. */
import { sql, type Kysely, type Selectable } from 'kysely';
import { documentRecord } from '../../../common/schemas/document.js';
import { isOverdue } from '../../../common/overdue.js';
import type { Row } from '../../db/loose.js';
import type { Database, DocumentTable } from '../../db/schema.js';
import type { Engine } from '../../db/database.js';
import { fieldsOf, fromRow } from '../../db/record-fields.js';
import { jsonFlag, rowJson } from '../../db/row-json.js';
import { overdueCondition } from './overdue-condition.js';

export const DOCUMENT_FIELDS = fieldsOf(documentRecord);

export type DocumentWithNames = Selectable<DocumentTable> & { tenant_name: string; location_name: string };

/** Documents joined with their tenant and location, for a selection and further conditions. */
export function documentsWithPlaces(db: Kysely<Database>) {
  return db
    .selectFrom('document')
    .innerJoin('tenant', 'tenant.id', 'document.tenant_id')
    .innerJoin('location', 'location.id', 'document.location_id');
}

/** document.* with tenant_name and location_name, for further conditions. */
export function documentsWithNames(db: Kysely<Database>) {
  return documentsWithPlaces(db)
    .selectAll('document')
    .select(['tenant.name as tenant_name', 'location.name as location_name']);
}

export function toDocument(row: Selectable<DocumentTable>): Row {
  return fromRow(DOCUMENT_FIELDS, row as unknown as Row);
}

export function toListRow(row: DocumentWithNames, now: string): Row {
  return {
    ...toDocument(row),
    tenantName: row.tenant_name,
    locationName: row.location_name,
    overdue: isOverdue({ status: row.status, dueAt: row.due_at, slaPausedAt: row.sla_paused_at }, now),
    sentBack: row.sent_back_at !== null,
  };
}

/** toListRow's answer built as JSON by the database, for a selection of documentsWithPlaces. */
export function listRowJson(engine: Engine, now: string) {
  return rowJson(
    engine,
    DOCUMENT_FIELDS,
    [
      ['tenantName', sql`tenant.name`],
      ['locationName', sql`location.name`],
      ['overdue', jsonFlag(engine, overdueCondition(now))],
      ['sentBack', jsonFlag(engine, sql`document.sent_back_at is not null`)],
    ],
    'document',
  );
}

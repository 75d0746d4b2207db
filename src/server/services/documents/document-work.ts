/**
 * The processing screen's view of one document: its header and state, its items in order, its
 * file's details (the bytes come from /api/uploads/:id/content, by ranges), its open issues
 * and the possible duplicates. A duplicate is another document of the same tenant, in any
 * location, with the same vendor (ignoring case and spaces), number and total: the same
 * business document scanned twice, which a file hash alone would not catch. Only duplicates
 * within the caller's scope are named: each comes with a link, and a link outside the scope
 * would answer 404 (a DBO whose team works one location does not see the tenant's others).
 */
import { sql, type Kysely } from 'kysely';
import { docItemRecord } from '../../../common/schemas/doc-item.js';
import { issueRecord } from '../../../common/schemas/issue.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import type { Row } from '../../db/loose.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { fieldsOf, fromRow } from '../../db/record-fields.js';
import { documentsWithNames, toListRow, type DocumentWithNames } from './document-rows.js';

const ITEM_FIELDS = fieldsOf(docItemRecord);
const ISSUE_FIELDS = fieldsOf(issueRecord);

/** The vendor as compared: lower case, without spaces. */
const vendorKey = (column: string) => sql`replace(lower(${sql.ref(column)}), ' ', '')`;

export async function findDuplicates(db: Kysely<Database>, principal: Principal, document: DocumentWithNames) {
  if (!document.vendor || !document.doc_number || document.total_cents === null) return [];
  const rows = await db
    .selectFrom('document')
    .innerJoin('location', 'location.id', 'document.location_id')
    .select(['document.id', 'document.title', 'document.status', 'location.name as location_name'])
    .where('document.tenant_id', '=', document.tenant_id)
    .where('document.doc_number', '=', document.doc_number)
    .where('document.total_cents', '=', document.total_cents)
    .where('document.id', '<>', document.id)
    .where(scopeCondition('document', principal.grants))
    .where(sql<boolean>`${vendorKey('document.vendor')} = replace(lower(${document.vendor}), ' ', '')`)
    .orderBy('document.created_at')
    .limit(20)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, locationName: row.location_name, status: row.status }));
}

export async function loadDocumentWork(db: Kysely<Database>, principal: Principal, id: string): Promise<Row> {
  const document = await documentsWithNames(db)
    .leftJoin('app_user as assignee', 'assignee.id', 'document.assignee_id')
    .select('assignee.name as assignee_name')
    .where('document.id', '=', id)
    .where(scopeCondition('document', principal.grants))
    .executeTakeFirst();
  if (!document) throw new HttpError(404, 'noRecord', { params: { entity: 'document', id } });
  const [items, upload, issues, duplicates] = await Promise.all([
    db
      .selectFrom('doc_item')
      .selectAll()
      .where('document_id', '=', id)
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    document.upload_id
      ? db
          .selectFrom('upload')
          .select(['id', 'file_name', 'mime_type', 'size'])
          .where('id', '=', document.upload_id)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('issue')
      .selectAll()
      .where('document_id', '=', id)
      .where('status', '=', 'open')
      .orderBy('created_at')
      .execute(),
    findDuplicates(db, principal, document),
  ]);
  return {
    document: { ...toListRow(document, new Date().toISOString()), assigneeName: document.assignee_name ?? null },
    items: items.map((item) => fromRow(ITEM_FIELDS, item as unknown as Row)),
    upload: upload
      ? { id: upload.id, fileName: upload.file_name, mimeType: upload.mime_type, size: Number(upload.size) }
      : null,
    issues: issues.map((issue) => fromRow(ISSUE_FIELDS, issue as unknown as Row)),
    duplicates,
  };
}

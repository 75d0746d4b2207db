/**
 * The processing screen's autosave (PUT /api/documents/:id/draft {version, header, items}). The
 * header and the whole item list are saved in one transaction at the version read (stale: 409
 * `documentStale`, nothing saved): items with an id are updated when changed, items without one
 * are added, stored items not in the list are deleted; the list's order is kept. Only the
 * assignee (or an administrator), only while processing. Answers the saved work view (as GET
 * /api/documents/:id/work) with the new version. Audited as `save-draft` with what changed.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DraftBody } from '../../../common/schemas/document-work.js';
import { fieldText, type FieldProblems } from '../../api-texts.js';
import type { Principal } from '../../auth/authorize.js';
import { findInScope } from '../../auth/find-in-scope.js';
import { eventBy, recordAudit, type FieldChanges } from '../../db/audit.js';
import type { Row } from '../../db/loose.js';
import type { Database, DocItemTable, StoredDocument } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { HEADER_COLUMNS } from './document-header.js';
import { requireVersion, staleNow } from './document-version.js';
import { loadDocumentWork } from './document-work.js';

type DraftItem = DraftBody['items'][number];

function itemColumns(item: DraftItem, position: number) {
  return {
    item_date: item.itemDate,
    description: item.description,
    category: item.category,
    amount_cents: item.amountCents,
    currency: item.currency,
    tax_cents: item.taxCents ?? 0,
    position,
  };
}

export async function saveDocumentDraft(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
  body: DraftBody,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const document = (await findInScope(trx, 'document', principal, id)) as StoredDocument | undefined;
    if (!document) throw new HttpError(404, 'noRecord', { params: { entity: 'document', id } });
    if (document.status !== 'processing') {
      throw new HttpError(409, 'draftOnlyProcessing', { params: { status: document.status } });
    }
    if (document.assignee_id !== principal.id && !principal.roles.includes('isDbAdmin')) {
      throw new HttpError(403, 'onlyAssignee', { params: { step: 'save' } });
    }
    requireVersion(document, body.version);
    const now = new Date().toISOString();

    const header = {
      vendor: body.header.vendor || null,
      doc_number: body.header.docNumber || null,
      doc_date: body.header.docDate,
      total_cents: body.header.totalCents,
      currency: body.header.currency,
    };
    // The document row first: a concurrent save at the same version waits here, then finds
    // the version moved and is refused before it touches an item.
    const result = await trx
      .updateTable('document')
      .set({ ...header, updated_at: now, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw await staleNow(trx, id);

    const stored = await trx.selectFrom('doc_item').selectAll().where('document_id', '=', id).execute();
    const byId = new Map(stored.map((item) => [item.id, item]));
    const problems: FieldProblems = {};
    const seen = new Set<string>();
    body.items.forEach((item, index) => {
      if (item.id === undefined) return;
      if (!byId.has(item.id) || seen.has(item.id)) problems[`items.${index}.id`] = [fieldText('notItemOfDocument')];
      seen.add(item.id);
    });
    if (Object.keys(problems).length) throw new HttpError(400, 'draftItemsInvalid', { fields: problems });

    let itemsChanged = false;
    const gone = stored.filter((item) => !seen.has(item.id)).map((item) => item.id);
    if (gone.length) {
      itemsChanged = true;
      await trx.deleteFrom('doc_item').where('document_id', '=', id).where('id', 'in', gone).execute();
    }
    const added: Insertable<DocItemTable>[] = [];
    for (const [position, item] of body.items.entries()) {
      const columns = itemColumns(item, position);
      if (item.id === undefined) {
        added.push({
          id: randomUUID(),
          document_id: id,
          tenant_id: document.tenant_id,
          location_id: document.location_id,
          created_at: now,
          ...columns,
        });
        continue;
      }
      const before = byId.get(item.id);
      const same =
        before &&
        (Object.keys(columns) as (keyof typeof columns)[]).every((key) => String(before[key]) === String(columns[key]));
      if (same) continue;
      itemsChanged = true;
      await trx.updateTable('doc_item').set(columns).where('id', '=', item.id).execute();
    }
    if (added.length) {
      itemsChanged = true;
      // Chunks keep a statement's bound values well inside SQLite's limit.
      for (let start = 0; start < added.length; start += 100) {
        await trx
          .insertInto('doc_item')
          .values(added.slice(start, start + 100))
          .execute();
      }
    }

    const changes: FieldChanges = {};
    for (const [field, column] of Object.entries(HEADER_COLUMNS)) {
      const from =
        document[column] === null ? null : column === 'total_cents' ? Number(document[column]) : document[column];
      const to = header[column];
      if (from !== to) changes[field] = { from, to };
    }
    if (itemsChanged) changes.items = { from: stored.length, to: body.items.length };
    await recordAudit(
      trx,
      eventBy(principal, 'document', { id, tenantId: document.tenant_id }, 'save-draft', {
        changes: Object.keys(changes).length ? changes : null,
      }),
      now,
    );
    return loadDocumentWork(trx, principal, id);
  });
}

/**
 * The caller's documents still to work (assigned, processing, on hold): the ones sent back from
 * review first, then by due time (none last), then oldest first. Each row carries its header,
 * version, send-back reason, tenant and location names and an overdue flag. A DBO's queue is
 * short; at most 500 rows, each built as JSON by the database (the queue is every DBO's first
 * read of the day, and all of them at once after a restart). A search keeps the documents whose
 * file name (the title), vendor or number holds it, as `q` does on the document list.
 */
import { sql, type Kysely } from 'kysely';
import { OPEN_STATUSES } from '../../../common/workflow.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import { containsText } from '../../db/list-query.js';
import type { Engine } from '../../db/database.js';
import { jsonArray } from '../../db/row-json.js';
import type { Database } from '../../db/schema.js';
import { documentsWithPlaces, listRowJson } from './document-rows.js';

export const MY_QUEUE_LIMIT = 500;

/** The queue as the JSON text of its rows (common/schemas/document-work.ts documentListRow). */
export async function listMyQueue(
  db: Kysely<Database>,
  engine: Engine,
  principal: Principal,
  search?: string,
): Promise<string> {
  const now = new Date().toISOString();
  let query = documentsWithPlaces(db)
    .select(listRowJson(engine, now).as('j'))
    .where('document.assignee_id', '=', principal.id)
    .where('document.status', 'in', [...OPEN_STATUSES])
    .where(scopeCondition('document', principal.grants));
  if (search) query = query.where(containsText(['document.title', 'document.vendor', 'document.doc_number'], search));
  const rows = await query
    .orderBy(sql`case when document.sent_back_at is null then 1 else 0 end`)
    .orderBy(sql`case when document.due_at is null then 1 else 0 end`)
    .orderBy('document.due_at')
    .orderBy('document.created_at')
    .orderBy('document.id')
    .limit(MY_QUEUE_LIMIT)
    .execute();
  return jsonArray(rows);
}
